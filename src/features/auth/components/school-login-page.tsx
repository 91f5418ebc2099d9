import { Button, CircularProgress, Stack } from '@mui/material'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Alert } from '@/components/alert'
import { Page } from '@/components/page'
import { can } from '~contract/access'
import { errorMessage } from '@/lib/api-client'
import { schoolLoginStart, useSchoolLogin } from '../school-login'
import type { SchoolLoginRefusal } from '../school-login-refusals'
import { LoginButton } from '@/features/auth/components/login-button'

/** Why the server refused, in Dutch. */
const schoolLoginRefusals: Record<SchoolLoginRefusal, string> = {
  onbekend:
    'Er is in deze app geen account met het e-mailadres van je schoolaccount. Er wordt niet vanzelf een account gemaakt: vraag je mentor of de beheerder, of log in met je gebruikersnaam en wachtwoord.',
  'niet-bevestigd':
    'Je schoolaccount geeft geen bevestigd e-mailadres door, dus we weten niet bij welk account je hoort. Log in met je gebruikersnaam en wachtwoord.',
  mislukt: 'Inloggen met je schoolaccount is niet gelukt. Probeer het opnieuw.',
}

/**
 * Where the server sends the browser back after the school's provider: a refusal's reason in
 * Dutch, or the session the server opened is collected and the user goes on as after a login.
 */
export function SchoolLoginPage({ refused }: { refused?: SchoolLoginRefusal }) {
  const schoolLogin = useSchoolLogin()
  const navigate = useNavigate()
  const asked = useRef(false)

  useEffect(() => {
    // Once: the session's token is handed over only once.
    if (refused || asked.current) return
    asked.current = true
    schoolLogin.mutate(undefined, {
      onSuccess: ({ user }) =>
        void navigate({ to: can(user, 'subscriptions:own') ? '/account' : '/', replace: true }),
    })
  }, [refused, schoolLogin, navigate])

  const failure = refused
    ? schoolLoginRefusals[refused]
    : schoolLogin.isError
      ? errorMessage(schoolLogin.error)
      : null
  return (
    <Page title="Inloggen met de schoolaccount">
      {failure ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error">{failure}</Alert>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" href={schoolLoginStart()}>
              Opnieuw proberen
            </Button>
            <LoginButton>Inloggen met gebruikersnaam</LoginButton>
          </Stack>
        </Stack>
      ) : (
        <CircularProgress aria-label="Bezig met inloggen" />
      )}
    </Page>
  )
}
