import { Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material'
import { useId, useState } from 'react'
import { Alert } from '@/components/alert'
import { Form, useFormInput } from '@/components/form'
import { errorMessage } from '@/lib/api-client'
import { sessionStore } from '@/lib/session'
import { useSecondFactorConfirm, useSecondFactorSetup, useSecondFactorStatus } from '../api'
import { securityMessages } from '../messages'

const m = securityMessages.secondFactor

/**
 * 'Tweestapsverificatie' on a staff member's account page (issue 25): set up with a QR code,
 * confirmed with the first code, then the 10 recovery codes are shown once.
 */
export function SecondFactorSection({
  headingId: givenHeadingId,
  onRecoveryDone,
}: {
  /** The heading's id, when a popup is labelled by it. */
  headingId?: string
  /** After 'Ik heb de codes bewaard' (the set-up popup closes then). */
  onRecoveryDone?: () => void
} = {}) {
  const ownHeadingId = useId()
  const headingId = givenHeadingId ?? ownHeadingId
  const status = useSecondFactorStatus()
  const setup = useSecondFactorSetup()
  const confirm = useSecondFactorConfirm()
  // The current password is asked at set-up and sent again with the first code (issue 43).
  const input = useFormInput({ code: '', password: '' })
  const [passwordMissing, setPasswordMissing] = useState(false)
  const [recovery, setRecovery] = useState<string[] | null>(null)

  const submit = () => {
    if (!input.values.code.trim() || confirm.isPending) return
    confirm.mutate(
      { code: input.values.code.trim(), currentPassword: input.values.password },
      {
        onSuccess: (answer) => {
          input.reset({ code: '', password: '' })
          setup.reset()
          setRecovery(answer.recovery_codes)
          // The server lets every call through now: so does the app's session.
          const session = sessionStore.get()
          if (session?.user.second_factor_setup) {
            const { second_factor_setup: _, ...user } = session.user
            sessionStore.set({ ...session, user })
          }
        },
      },
    )
  }

  const start = () => {
    if (!input.values.password) return setPasswordMissing(true)
    setPasswordMissing(false)
    setup.mutate(input.values.password)
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 640 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {m.heading}
      </Typography>
      {status.isPending && <CircularProgress aria-label={m.loading} />}
      {status.isError && <Alert severity="error">{errorMessage(status.error)}</Alert>}
      <Stack spacing={2}>
        {recovery && (
          <Alert severity="success">
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 'bold', mb: 1 }}>
              {m.recoveryHeading}
            </Typography>
            <Typography sx={{ mb: 1 }}>{m.recoveryHelp}</Typography>
            <Box
              component="ul"
              aria-label={m.recoveryHeading}
              sx={{ fontFamily: 'monospace', columns: 2, m: 0 }}
            >
              {recovery.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </Box>
            <Button
              sx={{ mt: 1 }}
              onClick={() => {
                setRecovery(null)
                onRecoveryDone?.()
              }}
            >
              {m.recoveryDone}
            </Button>
          </Alert>
        )}
        {status.data?.enabled && !recovery && (
          <Alert severity="success">{m.on(status.data.recovery_codes_left)}</Alert>
        )}
        {status.data && !status.data.enabled && (
          <>
            <Alert severity={status.data.required ? 'warning' : 'info'}>
              {status.data.required ? m.required : m.off}
            </Alert>
            {setup.isError && <Alert severity="error">{errorMessage(setup.error)}</Alert>}
            <TextField
              label={m.currentPassword}
              name="current-password"
              type="password"
              required
              autoComplete="current-password"
              value={input.values.password}
              onChange={(event) => input.set('password', event.target.value)}
              error={passwordMissing}
              helperText={passwordMissing ? m.currentPasswordRequired : m.currentPasswordHelp}
              sx={{ maxWidth: 360 }}
            />
            {!setup.data && (
              <Box>
                <Button variant="contained" loading={setup.isPending} onClick={start}>
                  {m.start}
                </Button>
              </Box>
            )}
          </>
        )}
        {setup.data && (
          <Form input={input} onSubmit={submit} aria-label={m.start}>
            <Stack spacing={2}>
              <Typography>{m.scan}</Typography>
              <Box
                component="img"
                src={setup.data.qr}
                alt={m.qrAlt}
                sx={{ width: 200, height: 200, bgcolor: 'common.white' }}
              />
              <TextField
                label={m.key}
                value={setup.data.secret}
                variant="filled"
                slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
              />
              <TextField
                label={m.code}
                name="code"
                required
                autoComplete="one-time-code"
                value={input.values.code}
                onChange={(event) => input.set('code', event.target.value)}
                error={confirm.isError}
                helperText={confirm.isError ? errorMessage(confirm.error) : undefined}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              />
              <Box>
                <Button type="submit" variant="contained" loading={confirm.isPending}>
                  {m.confirm}
                </Button>
              </Box>
            </Stack>
          </Form>
        )}
      </Stack>
    </Box>
  )
}
