import { TextField } from '@mui/material'
import { Alert } from '@/components/alert'
import { errorMessage, isApiError } from '@/lib/api-client'

/** Whether a login was refused for its second step (401 with `second_factor: true`, issue 25). */
export function asksSecondFactor(error: unknown): boolean {
  if (!isApiError(error, 401)) return false
  try {
    return (JSON.parse(error.body) as { second_factor?: unknown }).second_factor === true
  } catch {
    return false
  }
}

/**
 * The login dialog's second step for staff who set up a second factor: one field for the code
 * from the authenticator app (or a recovery code). `error`: the refused login, after a code.
 */
export function SecondFactorStep({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error: unknown
}) {
  const wrong = asksSecondFactor(error) ? errorMessage(error) : undefined
  return (
    <>
      <Alert severity="info">
        Je account gebruikt tweestapsverificatie. Vul de code van 6 cijfers uit je authenticator-app
        in, of een van je herstelcodes.
      </Alert>
      <TextField
        label="Code"
        name="code"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(wrong)}
        helperText={wrong}
        autoComplete="one-time-code"
        autoFocus
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 32 } }}
      />
    </>
  )
}
