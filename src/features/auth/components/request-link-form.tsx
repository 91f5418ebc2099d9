import { Box, Button, Stack, TextField } from '@mui/material'
import { useState } from 'react'
import { Alert } from '@/components/alert'
import { Form, useFormInput } from '@/components/form'
import { errorMessage } from '@/lib/api-client'
import { messages } from '~domain/messages/general'
import { useForgotPassword } from '@/lib/auth/api'
import { useRequestActivationLink } from '../activation-api'
import { activationMessages as t } from '../activation-messages'
import { loginIdSchema } from '~contract/schemas/auth'

/**
 * 'Nieuwe link aanvragen': a link that expired or was used is asked again by login id. For an
 * activation the server sends a new activation link (or a reset link once active); for a reset
 * a reset link. The answer does not tell whether the account exists.
 */
export function RequestLinkForm({ kind }: { kind: 'activation' | 'reset' }) {
  const input = useFormInput({ login: '' })
  const [error, setError] = useState<string | undefined>()
  const activation = useRequestActivationLink()
  const reset = useForgotPassword()
  const request = kind === 'activation' ? activation : reset
  const submit = () => {
    const parsed = loginIdSchema.safeParse(input.values.login)
    if (!input.values.login.trim()) return setError(messages.auth.forgotPasswordEmpty)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    setError(undefined)
    const done = { onSuccess: () => input.reset({ login: input.values.login }) }
    if (kind === 'activation') activation.mutate(parsed.data, done)
    else reset.mutate(parsed.data, done)
  }
  const sent =
    kind === 'activation' && activation.data
      ? activation.data.message
      : messages.auth.forgotPasswordSent
  return (
    <Box component="section" aria-labelledby={`ask-${kind}`} sx={{ mt: 4 }}>
      <Box component="h2" id={`ask-${kind}`} sx={{ typography: 'h2', mt: 0 }}>
        {t.askTitle}
      </Box>
      <Form input={input} onSubmit={submit}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <Box component="p" sx={{ m: 0 }}>
            {t.askIntro}
          </Box>
          {request.isSuccess && <Alert severity="success">{sent}</Alert>}
          {request.isError && <Alert severity="error">{errorMessage(request.error)}</Alert>}
          <TextField
            label={t.askLogin}
            name="login"
            autoComplete="username"
            value={input.values.login}
            onChange={(e) => input.set('login', e.target.value)}
            error={Boolean(error)}
            helperText={error}
            required
            fullWidth
          />
          <Box>
            <Button type="submit" variant="outlined" loading={request.isPending}>
              {t.ask}
            </Button>
          </Box>
        </Stack>
      </Form>
    </Box>
  )
}
