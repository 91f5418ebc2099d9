import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { apiUrl } from '@/lib/config'
import { sessionStore } from '@/lib/session'
import { renderApp } from '@/test/render-app'
import { server } from '../../../../mocks/node'

/** The server forgets every session (as after a restart); the next call of the page answers 401. */
async function expireSession(queryClient: QueryClient) {
  // The start check has answered: from then on a 401 is an expiry, not a rejected stored token.
  await waitFor(() =>
    expect(queryClient.getQueryState(['session', 'check'])?.status).toBe('success'),
  )
  const { db } = await import('../../../../mocks/db')
  db.state.sessions = []
  await queryClient.refetchQueries({ queryKey: ['profile'] })
}

async function openLogin() {
  const user = userEvent.setup()
  await renderApp()
  await user.click(
    within(await screen.findByRole('navigation', { name: 'Hoofdmenu' })).getByRole('button', {
      name: 'Inloggen',
    }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Inloggen' })
  return { user, dialog }
}

describe('login dialog', () => {
  it('refuses an id that is no student number or school address, and a missing password', async () => {
    const { user, dialog } = await openLogin()
    await user.type(within(dialog).getByLabelText(/Gebruikersnaam/), 'jan@gmail.com')
    await user.click(within(dialog).getByRole('button', { name: 'Inloggen' }))
    expect(
      within(dialog).getByText('Dit is geen geldig studentnummer of scalda e-mail adres'),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('Vul je wachtwoord in')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/Gebruikersnaam/)).toHaveValue('jan@gmail.com')
  })

  it('shows its messages after a try and as one types; cancelled and opened again, it starts afresh', async () => {
    const { user, dialog } = await openLogin()
    const loginId = () => within(dialog).getByLabelText(/Gebruikersnaam/)
    await user.type(loginId(), 'jan@gmail.com')
    expect(within(dialog).queryByText('Vul je wachtwoord in')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Inloggen' }))
    expect(within(dialog).getByText('Vul je wachtwoord in')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/Wachtwoord/), 'x')
    expect(within(dialog).queryByText('Vul je wachtwoord in')).toBeNull()
    expect(loginId()).toHaveAccessibleDescription(
      'Dit is geen geldig studentnummer of scalda e-mail adres',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(
      within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getByRole('button', {
        name: 'Inloggen',
      }),
    )
    const again = await screen.findByRole('dialog', { name: 'Inloggen' })
    expect(within(again).getByLabelText(/Gebruikersnaam/)).toHaveValue('')
    expect(within(again).getByLabelText(/Gebruikersnaam/)).toHaveAccessibleDescription(
      'Je studentnummer of scalda e-mailadres',
    )
  })

  it("says 'Login mislukt' for wrong credentials and keeps what was typed", async () => {
    const { user, dialog } = await openLogin()
    await user.type(within(dialog).getByLabelText(/Gebruikersnaam/), '654321')
    await user.type(within(dialog).getByLabelText(/Wachtwoord/), 'fout{Enter}')
    expect(await within(dialog).findByText('Login mislukt')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/Gebruikersnaam/)).toHaveValue('654321')
    expect(within(dialog).getByLabelText(/Wachtwoord/)).toHaveValue('fout')
    expect(sessionStore.get()).toBeNull()
  })

  it('logs a student in with Enter and goes to /account', async () => {
    const { user, dialog } = await openLogin()
    await user.type(within(dialog).getByLabelText(/Gebruikersnaam/), '654321')
    await user.type(within(dialog).getByLabelText(/Wachtwoord/), 'welkom{Enter}')
    await waitFor(() => expect(window.location.pathname).toBe('/account'))
    expect(sessionStore.user()).toMatchObject({ _id: 'u-daan', role: 'student' })
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Inloggen' })).not.toBeInTheDocument(),
    )
  })

  it('loads all users and profiles after a staff login', async () => {
    const { user, dialog } = await openLogin()
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname))
    await user.type(within(dialog).getByLabelText(/Gebruikersnaam/), 'docent@scalda.nl')
    await user.type(within(dialog).getByLabelText(/Wachtwoord/), 'welkom{Enter}')
    await waitFor(() =>
      expect(seen).toEqual(expect.arrayContaining(['/api/users/all', '/api/users_info/all'])),
    )
    server.events.removeAllListeners()
  })

  it('leaves an admin who must set up a second factor on the home page, the set-up over it (issue 42)', async () => {
    const { user, dialog } = await openLogin()
    // The server asks this session for a second factor first (REQUIRE_2FA in production).
    const answer = await fetch(apiUrl('users/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login_id: 'admin@scalda.nl', password: 'welkom' }),
    })
    const real = (await answer.json()) as { token: string; user: object }
    server.use(
      http.post(
        apiUrl('users/login'),
        () => HttpResponse.json({ ...real, user: { ...real.user, second_factor_setup: true } }),
        { once: true },
      ),
    )
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname))
    await user.type(within(dialog).getByLabelText(/Gebruikersnaam/), 'admin@scalda.nl')
    await user.type(within(dialog).getByLabelText(/Wachtwoord/), 'welkom{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Tweestapsverificatie' })).toBeVisible()
    // Not the account page: once the factor is set, the next step ('Klaar voor de start') is here.
    expect(window.location.pathname).toBe('/')
    // Nothing the server refuses before the factor is set (403s in the console of a first login).
    await waitFor(() => expect(seen).toContain('/api/users/login'))
    for (const refused of ['/api/users/all', '/api/users_info/all', '/api/launch_checklist'])
      expect(seen).not.toContain(refused)
    server.events.removeAllListeners()
  })

  it('asks for the username before sending a forgotten password', async () => {
    const { user, dialog } = await openLogin()
    await user.click(within(dialog).getByRole('button', { name: 'Wachtwoord vergeten' }))
    expect(
      within(dialog).getByText('Vul je username (studentnummer of e-mail adres) in'),
    ).toBeInTheDocument()
  })

  it('applies the login id rule before sending a forgotten password, and drops an old login error', async () => {
    const { user, dialog } = await openLogin()
    await user.type(within(dialog).getByLabelText(/Gebruikersnaam/), '654321')
    await user.type(within(dialog).getByLabelText(/Wachtwoord/), 'fout{Enter}')
    expect(await within(dialog).findByText('Login mislukt')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText(/Gebruikersnaam/))
    await user.type(within(dialog).getByLabelText(/Gebruikersnaam/), 'abc')
    await user.click(within(dialog).getByRole('button', { name: 'Wachtwoord vergeten' }))
    expect(
      within(dialog).getByText('Dit is geen geldig studentnummer of scalda e-mail adres'),
    ).toBeInTheDocument()
    expect(within(dialog).queryByText('Login mislukt')).not.toBeInTheDocument()
  })

  it('alerts that an e-mail was sent, whether or not the account exists (no enumeration)', async () => {
    const { user, dialog } = await openLogin()
    await user.type(within(dialog).getByLabelText(/Gebruikersnaam/), '654321')
    await user.click(within(dialog).getByRole('button', { name: 'Wachtwoord vergeten' }))
    expect(await screen.findByText(/e-mail naar je verstuurd/)).toBeInTheDocument()

    await user.clear(within(dialog).getByLabelText(/Gebruikersnaam/))
    await user.type(within(dialog).getByLabelText(/Gebruikersnaam/), '999999')
    await user.click(within(dialog).getByRole('button', { name: 'Wachtwoord vergeten' }))
    await waitFor(() => expect(screen.getAllByText(/e-mail naar je verstuurd/)).toHaveLength(1))
    expect(
      screen.queryByText('Er is geen account gevonden met deze gebruikersnaam.'),
    ).not.toBeInTheDocument()
  })
})

describe('session', () => {
  it('a stored token the backend rejects: alert, token dropped, back to /', async () => {
    localStorage.setItem(
      'xweek.session',
      JSON.stringify({ token: 'verlopen', user: { _id: 'u-daan', role: 'student' } }),
    )
    sessionStore.reload()
    await renderApp({ url: '/account' })
    expect(
      await screen.findByText('Uw login-sessie is verlopen, log opnieuw in.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(localStorage.getItem('xweek.session')).toBeNull()
    expect(
      within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getByRole('button', {
        name: 'Inloggen',
      }),
    ).toBeInTheDocument()
  })

  it('a 401 from a later call opens the login dialog where the user is; the same user continues there', async () => {
    const { queryClient } = await renderApp({ url: '/account', as: '654321' })
    const user = userEvent.setup()
    const phone = await screen.findByLabelText(/Telefoonnummer/)
    await user.clear(phone)
    await user.type(phone, '+31600000001')
    await expireSession(queryClient)
    const dialog = await screen.findByRole('dialog', { name: 'Inloggen' })
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Uw login-sessie is verlopen, log opnieuw in.',
    )
    // Nothing moved: the page, the typed number; the dead token is gone, the user is not.
    expect(window.location.pathname).toBe('/account')
    expect(sessionStore.token()).toBeNull()
    expect(localStorage.getItem('xweek.session')).toBeNull()
    expect(screen.getByLabelText(/Telefoonnummer/)).toHaveValue('+31600000001')
    expect(within(dialog).getByLabelText(/Gebruikersnaam/)).toHaveValue('654321')

    await user.type(within(dialog).getByLabelText(/Wachtwoord/), 'welkom{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inloggen' })).toBeNull())
    expect(window.location.pathname).toBe('/account')
    expect(sessionStore.token()).not.toBeNull()
    expect(screen.getByLabelText(/Telefoonnummer/)).toHaveValue('+31600000001')
    // The call that failed can be sent again.
    await user.click(screen.getByRole('button', { name: 'Opslaan' }))
    expect(await screen.findByText('Profiel gewijzigd')).toBeInTheDocument()
    const { db } = await import('../../../../mocks/db')
    expect(db.state.profiles.find((p) => p.user_id === 'u-daan')?.phone).toBe('+31600000001')
  })

  it('after an expired session, Annuleren asks about typed input; someone else logging in starts afresh', async () => {
    const { queryClient } = await renderApp({ url: '/account', as: '654321' })
    const user = userEvent.setup()
    const phone = await screen.findByLabelText(/Telefoonnummer/)
    await user.type(phone, '9')
    await expireSession(queryClient)
    let dialog = await screen.findByRole('dialog', { name: 'Inloggen' })
    // Annuleren: the session ends, after asking about the typed number.
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }))
    const question = await screen.findByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen' })
    await user.click(within(question).getByRole('button', { name: 'Verder bewerken' }))
    expect(screen.getByRole('dialog', { name: 'Inloggen' })).toBeInTheDocument()

    // Someone else: the previous user's page and drafts go.
    dialog = screen.getByRole('dialog', { name: 'Inloggen' })
    await user.clear(within(dialog).getByLabelText(/Gebruikersnaam/))
    await user.type(within(dialog).getByLabelText(/Gebruikersnaam/), 'docent@scalda.nl')
    await user.type(within(dialog).getByLabelText(/Wachtwoord/), 'welkom{Enter}')
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(sessionStore.user()?.role).toBe('teacher')
    await waitFor(() =>
      expect(Object.keys(sessionStorage).filter((k) => k.startsWith('xweek.draft:'))).toEqual([]),
    )
  })

  it('not logging in again after an expired session ends it and goes to /', async () => {
    const { queryClient } = await renderApp({ url: '/account', as: '654321' })
    const user = userEvent.setup()
    await screen.findByLabelText(/Telefoonnummer/)
    await expireSession(queryClient)
    const dialog = await screen.findByRole('dialog', { name: 'Inloggen' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(sessionStore.get()).toBeNull()
    expect(dialog).not.toBeInTheDocument()
    expect(
      within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getByRole('button', {
        name: 'Inloggen',
      }),
    ).toBeInTheDocument()
  })

  it('logout clears the session; a server failure says so and can be retried', async () => {
    await renderApp({ url: '/', as: 'admin@scalda.nl' })
    const user = userEvent.setup()
    server.use(
      http.post(
        apiUrl('users/logout'),
        () => HttpResponse.json({ message: 'kapot' }, { status: 500 }),
        { once: true },
      ),
    )
    await user.click(await screen.findByRole('button', { name: 'Uitloggen' }))
    const alert = await screen.findByRole('alertdialog')
    expect(
      within(alert).getByText('Unable to remove session from server.. try again?'),
    ).toBeInTheDocument()
    expect(sessionStore.get()).not.toBeNull()
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }))
    await waitFor(() => expect(sessionStore.get()).toBeNull())
    expect(
      await within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).findByRole('button', {
        name: 'Inloggen',
      }),
    ).toBeInTheDocument()
  })
})
