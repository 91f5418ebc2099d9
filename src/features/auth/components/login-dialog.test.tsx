import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl } from '@/lib/config'
import { sessionStore } from '@/lib/session'
import { renderApp } from '@/test/render-app'
import { server } from '../../../../mocks/node'

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

  it('alerts that an e-mail was sent, or the server’s message when it failed', async () => {
    const { user, dialog } = await openLogin()
    await user.type(within(dialog).getByLabelText(/Gebruikersnaam/), '654321')
    await user.click(within(dialog).getByRole('button', { name: 'Wachtwoord vergeten' }))
    expect(await screen.findByText(/e-mail naar je verstuurd/)).toBeInTheDocument()

    await user.clear(within(dialog).getByLabelText(/Gebruikersnaam/))
    await user.type(within(dialog).getByLabelText(/Gebruikersnaam/), '999999')
    await user.click(within(dialog).getByRole('button', { name: 'Wachtwoord vergeten' }))
    expect(
      await screen.findByText('Er is geen account gevonden met deze gebruikersnaam.'),
    ).toBeInTheDocument()
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

  it('a 401 from any later call ends the session the same way', async () => {
    const { queryClient } = await renderApp({ url: '/account', as: '654321' })
    await screen.findByRole('button', { name: 'Uitloggen' })
    // The server forgets every session, as after a restart; the next call answers 401.
    const { db } = await import('../../../../mocks/db')
    db.state.sessions = []
    await queryClient.refetchQueries({ type: 'active' })
    expect(
      await screen.findByText('Uw login-sessie is verlopen, log opnieuw in.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(sessionStore.get()).toBeNull()
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
