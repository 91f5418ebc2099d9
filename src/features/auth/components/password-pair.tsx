import { Stack, TextField } from '@mui/material'
import { checkPassword } from '../../../../domain/passwords'
import { activationMessages as t } from '../activation-messages'

export type PasswordPair = { password: string; repeat: string }
export type PasswordPairErrors = Partial<Record<keyof PasswordPair, string>>

/**
 * The password rule on the client (domain/passwords.ts, the same as the server's), and the
 * two fields must match. `loginIds`: what the password may not be (login id, student number).
 */
export async function passwordPairErrors(
  pair: PasswordPair,
  loginIds: readonly string[],
): Promise<PasswordPairErrors> {
  for (const login of loginIds.length ? loginIds : ['']) {
    const problem = await checkPassword(pair.password, login)
    if (problem) return { password: problem }
  }
  if (pair.password !== pair.repeat) return { repeat: t.mismatch }
  return {}
}

/** 'Nieuw wachtwoord' and 'Herhaal het wachtwoord', with their errors. */
export function PasswordPairFields({
  values,
  errors,
  onChange,
}: {
  values: PasswordPair
  errors: PasswordPairErrors
  onChange: (field: keyof PasswordPair, value: string) => void
}) {
  return (
    <Stack spacing={2}>
      <TextField
        label={t.password}
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => onChange('password', e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ?? t.passwordHint}
        required
        fullWidth
      />
      <TextField
        label={t.repeat}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        value={values.repeat}
        onChange={(e) => onChange('repeat', e.target.value)}
        error={Boolean(errors.repeat)}
        helperText={errors.repeat}
        required
        fullWidth
      />
    </Stack>
  )
}
