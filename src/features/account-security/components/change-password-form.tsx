import { Box, Button, Stack, TextField, Typography } from '@mui/material'
import { useId, useState } from 'react'
import { Alert } from '@/components/alert'
import { Form, useFormInput, verdictOf } from '@/components/form'
import { errorMessage } from '@/lib/api-client'
import { PASSWORD_MIN_LENGTH } from '~domain/passwords'
import { useChangeOwnPassword } from '../api'
import { securityMessages } from '../messages'

const m = securityMessages.password
type Fields = { current: string; next: string; repeat: string }
const empty: Fields = { current: '', next: '', repeat: '' }

/** What the form checks before sending; the server checks the whole rule (common passwords). */
function checkPasswords(values: Fields) {
  return verdictOf(values, {
    current: values.current ? undefined : m.currentRequired,
    next: [...values.next].length >= PASSWORD_MIN_LENGTH ? undefined : m.tooShort,
    repeat: values.repeat === values.next ? undefined : m.noMatch,
  })
}

/**
 * 'Wachtwoord wijzigen' on the account page: the current password first (issue 25), then the new
 * one twice. Never kept as a draft: passwords stay out of storage.
 */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const headingId = useId()
  const input = useFormInput<Fields>(empty, { check: checkPasswords })
  const [done, setDone] = useState(false)
  const change = useChangeOwnPassword()

  const field = (name: keyof Fields, label: string, autoComplete: string) => {
    const error = input.errorOf(name)
    return (
      <TextField
        label={label}
        name={name}
        type="password"
        required
        autoComplete={autoComplete}
        value={input.values[name]}
        onChange={(event) => {
          input.set(name, event.target.value)
          setDone(false)
        }}
        onBlur={() => input.touch(name)}
        error={Boolean(error)}
        helperText={error}
      />
    )
  }

  const submit = async () => {
    const checked = input.attempt()
    if (!checked || change.isPending) return
    try {
      await change.mutateAsync({ id: userId, current: checked.current, password: checked.next })
      input.reset(empty)
      setDone(true)
    } catch {
      // Shown below from the mutation's error.
    }
  }

  return (
    <Form input={input} aria-labelledby={headingId} onSubmit={submit} sx={{ maxWidth: 640 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {m.heading}
      </Typography>
      <Stack spacing={2}>
        {done && <Alert severity="success">{m.changed}</Alert>}
        {change.isError && <Alert severity="error">{errorMessage(change.error)}</Alert>}
        {field('current', m.current, 'current-password')}
        {field('next', m.next, 'new-password')}
        {field('repeat', m.repeat, 'new-password')}
        <Box>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {m.submit}
          </Button>
        </Box>
      </Stack>
    </Form>
  )
}
