import { Button, CircularProgress, Stack } from '@mui/material'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Alert } from '@/components/alert'
import { Form, useFormInput } from '@/components/form'
import { Page } from '@/components/page'
import { can } from '~domain/access'
import { errorMessage } from '@/lib/api-client'
import { schoolLoginStart, useSchoolLogin } from '../school-login'
import type { SchoolLoginRefusal } from '../school-login-refusals'
import { LoginButton } from '@/features/auth/components/login-button'
import { SecondFactorStep, asksSecondFactor } from './second-factor-step'

/** Why the server refused, in Dutch. */
const schoolLoginRefusals: Record<SchoolLoginRefusal, string> = {
  onbekend:
    'Er is in deze app geen account met het e-mailadres van je schoolaccount. Er wordt niet vanzelf een account gemaakt: vraag je mentor of de beheerder, of log in met je gebruikersnaam en wachtwoord.',
  'niet-bevestigd':
    'Je schoolaccount geeft geen bevestigd e-mailadres door, dus we weten niet bij welk account je hoort. Log in met je gebruikersnaam en wachtwoord.',
  mislukt: 'Inloggen met je schoolaccount is niet gelukt. Probeer het opnieuw.',
  'ander-account':
    'Dit account is al gekoppeld aan een ander schoolaccount. Log in met het schoolaccount dat eerder is gebruikt, of met je gebruikersnaam en wachtwoord.',
  'andere-organisatie':
    'Dit schoolaccount hoort niet bij deze school. Log in met het account van de school, of met je gebruikersnaam en wachtwoord.',
  'geen-mfa':
    'Je account vraagt tweestapsverificatie, maar je schoolaccount heeft geen tweede stap doorgegeven. Stel die in bij je schoolaccount en probeer het opnieuw.',
}

/**
 * Where the server sends the browser back after the school's provider: a refusal's reason in
 * Dutch, or the session the server opened is collected and the user goes on as after a login.
 */
export function SchoolLoginPage({ refused }: { refused?: SchoolLoginRefusal }) {
  const schoolLogin = useSchoolLogin()
  const navigate = useNavigate()
  const asked = useRef(false)
  // The second step (an account with a second factor): shown once the server asks for a code.
  const [asksCode, setAsksCode] = useState(false)
  const input = useFormInput({ code: '' })

  const collect = (typed?: string) =>
    schoolLogin.mutate(typed, {
      onSuccess: ({ user }) =>
        void navigate({
          // A second factor to set up is a popup over any page (SessionPopups): staff go home.
          to: can(user, 'subscriptions:own') ? '/account' : '/',
          replace: true,
        }),
      onError: (error) => {
        if (typed === undefined && asksSecondFactor(error)) setAsksCode(true)
      },
    })

  useEffect(() => {
    // Once: the session's token is handed over only once.
    if (refused || asked.current) return
    asked.current = true
    collect()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused])

  const failure = refused
    ? schoolLoginRefusals[refused]
    : schoolLogin.isError && !asksSecondFactor(schoolLogin.error)
      ? errorMessage(schoolLogin.error)
      : null
  return (
    <Page title="Inloggen met de schoolaccount">
      {asksCode && !failure ? (
        <Form
          input={input}
          aria-label="Code van de tweede stap"
          onSubmit={() => {
            const code = input.values.code.trim()
            if (code && !schoolLogin.isPending) collect(code)
          }}
        >
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <SecondFactorStep
              value={input.values.code}
              onChange={(value) => input.set('code', value)}
              error={schoolLogin.isError ? schoolLogin.error : null}
            />
            <Button
              type="submit"
              variant="contained"
              loading={schoolLogin.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              Inloggen
            </Button>
          </Stack>
        </Form>
      ) : failure ? (
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
