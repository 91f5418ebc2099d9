import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
} from '@mui/material'
import { Alert } from '@/components/alert'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import { can } from '~domain/access'
import { errorMessage, isApiError } from '@/lib/api-client'
import { messages } from '~domain/messages/general'
import { useSession } from '@/lib/session'
import { confirmDiscard } from '@/lib/discard-question'
import { Form, useFormInput } from '@/components/form'
import { RouterLink } from '@/components/router-link'
import { allProfilesQueryOptions, allUsersQueryOptions } from '@/lib/accounts/api'
import { endSession, useForgotPassword } from '@/lib/auth/api'
import { useLogin } from '../login'
import { loginDialog, useLoginDialogOpen } from '@/features/auth/login-dialog-store'
import { forgotPasswordInputSchema, loginInputSchema } from '~contract/schemas/auth'
import { schoolLoginStart, useLoginOptions } from '../school-login'
import { SecondFactorStep, asksSecondFactor } from './second-factor-step'

type Fields = { login_id: string; password: string }

/**
 * Why a login failed, beside SPEC §8's 'Login mislukt', when it is not the password: too many
 * attempts (429), a server that is down (5xx) or no connection. Wrong credentials say no more.
 */
function loginFailureReason(error: unknown): string | null {
  if (!isApiError(error)) return null
  return error.status === 0 || error.status === 429 || error.status >= 500
    ? errorMessage(error)
    : null
}

/**
 * The login dialog. Opened by the session itself when a call answers 401 (SPEC §8's message on
 * top): the page behind stays as it was, and logging in again as the same user continues there.
 * Not logging in again ends the session, after asking about unsaved input.
 */
export function LoginDialog() {
  const open = useLoginDialogOpen()
  const session = useSession()
  const expired = session?.expired === true
  const titleId = useId()
  const loginIdInput = useRef<HTMLInputElement>(null)
  // Logging in again: the user's id is filled in already, the cursor waits in Wachtwoord.
  const refill = (expired && session.user.login_id) || ''
  // Its messages show once a login was tried, and follow the typing from then on.
  const input = useFormInput<Fields>(
    { login_id: refill, password: '' },
    { check: (values) => loginInputSchema.safeParse(values) },
  )
  const values = input.values
  // 'Wachtwoord vergeten' checks Gebruikersnaam as an e-mail address: its own message.
  const [forgotError, setForgotError] = useState<string | null>(null)
  // The second step (staff with a second factor): null until the server asks for a code.
  const [code, setCode] = useState<string | null>(null)
  const login = useLogin()
  const forgot = useForgotPassword()
  // The school's account (OpenID Connect): a button only when the server has it configured.
  const schoolAccount = useLoginOptions().data?.school_account
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const change = (field: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    input.set(field, event.target.value)
    if (field === 'login_id') setForgotError(null)
  }
  const loginIdError = input.errorOf('login_id') ?? forgotError ?? undefined

  const hide = () => {
    login.reset()
    forgot.reset()
    setCode(null)
    loginDialog.close()
  }

  const close = async () => {
    if (expired) {
      // Not logging in again ends the session; input on the page behind would go with it.
      if (!(await confirmDiscard({ except: input.id }))) return
      endSession(queryClient)
      void navigate({ to: '/' })
    }
    hide()
  }

  const submit = () => {
    setForgotError(null)
    if (input.attempt() === null) return
    forgot.reset()
    login.mutate(code === null ? values : { ...values, code }, {
      onError: (error) => {
        if (code === null && asksSecondFactor(error)) setCode('')
      },
      onSuccess: ({ user, resumed }) => {
        input.reset({ login_id: '', password: '' })
        hide()
        // The same user again after an expired session: on with what they were doing.
        if (resumed) return
        // Someone else: nothing of the previous user's page stays.
        if (expired) void navigate({ to: '/' })
        // SPEC §4: students go to their account; staff load all users and profiles and stay
        // where they are (the admin's home has 'Klaar voor de start'). A second factor to set up
        // comes as a popup over any page (SessionPopups), so it needs no page of its own.
        if (can(user, 'subscriptions:own')) void navigate({ to: '/account' })
        // Not before the second factor is set up: the server refuses them until then.
        if (can(user, 'accounts:manage') && !user.second_factor_setup) {
          void queryClient.prefetchQuery(allUsersQueryOptions())
          void queryClient.prefetchQuery(allProfilesQueryOptions())
        }
      },
    })
  }

  const forgotPassword = () => {
    login.reset()
    forgot.reset()
    const parsed = forgotPasswordInputSchema.safeParse({ email: values.login_id })
    input.hideMessages()
    if (!parsed.success) {
      setForgotError(parsed.error.issues[0]?.message ?? null)
      return
    }
    setForgotError(null)
    forgot.mutate(parsed.data.email)
  }

  return (
    <Dialog
      open={open}
      onClose={() => void close()}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      // The cursor starts in Gebruikersnaam, also when the dialog's own focus trap came first;
      // not when the user is already typing in a field.
      slotProps={{
        transition: {
          onEntered: () => {
            if (!(document.activeElement instanceof HTMLInputElement)) loginIdInput.current?.focus()
          },
        },
      }}
    >
      <Form input={input} onSubmit={submit}>
        <DialogTitle id={titleId}>Inloggen</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {expired && <Alert severity="warning">{messages.auth.sessionExpired}</Alert>}
            {login.isError && !asksSecondFactor(login.error) && (
              <Alert severity="error">
                {messages.auth.loginFailed}
                {loginFailureReason(login.error) && (
                  <Box component="span" sx={{ display: 'block' }}>
                    {' '}
                    {loginFailureReason(login.error)}
                  </Box>
                )}
              </Alert>
            )}
            {/* Shown in the dialog, not as a page alert: a modal hides the page from screen readers. */}
            {forgot.isSuccess && (
              <Alert severity="success">{messages.auth.forgotPasswordSent}</Alert>
            )}
            {forgot.isError && <Alert severity="error">{errorMessage(forgot.error)}</Alert>}
            {schoolAccount && (
              <>
                {/* A page of the server, not a call: the browser goes to the school's provider. */}
                <Button variant="outlined" href={schoolLoginStart()} fullWidth>
                  {schoolAccount.label}
                </Button>
                <Divider>of met je gebruikersnaam</Divider>
              </>
            )}
            <TextField
              label="Gebruikersnaam"
              name="login_id"
              value={values.login_id}
              onChange={change('login_id')}
              error={Boolean(loginIdError)}
              helperText={loginIdError ?? 'Je studentnummer of scalda e-mailadres'}
              autoComplete="username"
              autoFocus={!refill}
              inputRef={loginIdInput}
              required
              fullWidth
            />
            <TextField
              label="Wachtwoord"
              name="password"
              type="password"
              value={values.password}
              onChange={change('password')}
              error={Boolean(input.errorOf('password'))}
              helperText={input.errorOf('password')}
              autoComplete="current-password"
              autoFocus={Boolean(refill)}
              required
              fullWidth
            />
            <Box sx={{ typography: 'body2' }}>
              Nog geen wachtwoord?{' '}
              <RouterLink to="/account-activeren" onClick={hide} underline="always">
                Account activeren
              </RouterLink>
            </Box>
            {code !== null && (
              <SecondFactorStep
                value={code}
                onChange={setCode}
                error={code && login.isError ? login.error : null}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button onClick={forgotPassword} disabled={forgot.isPending} sx={{ mr: 'auto' }}>
            Wachtwoord vergeten
          </Button>
          <Button onClick={() => void close()}>Annuleren</Button>
          <Button type="submit" variant="contained" loading={login.isPending}>
            Inloggen
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  )
}
