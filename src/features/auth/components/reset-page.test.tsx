import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  liveLink,
  openPasswordPage,
  password,
  passwordHint as hint,
  repeat,
} from '@/test/password-pages'

/*
 * The reset page (a mailed `#reset=` link): the form layer's messages (the common passwords load
 * apart), none before a try, then following the typing; the server's refusal above the form.
 */

async function openReset(token?: string) {
  const link = token ?? (await liveLink('reset')).token
  const page = await openPasswordPage(
    `/account-activeren#reset=${link}`,
    'Nieuw wachtwoord kiezen',
    'Wachtwoord opslaan',
  )
  return { ...page, save: page.submit }
}

describe('reset page', () => {
  it('shows its messages after a try, not before, and follows the typing from then on', async () => {
    const { user, fill, save } = await openReset()
    await fill(password(), 'kort')
    await user.tab()
    expect(password()).toHaveAccessibleDescription(hint)
    await save()
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription('Kies een wachtwoord van minstens 10 tekens.'),
    )
    expect(repeat()).not.toHaveAccessibleDescription()
    await fill(password(), 'tjesvakantie')
    expect(password()).toHaveAccessibleDescription(hint)
    expect(repeat()).toHaveAccessibleDescription('De wachtwoorden zijn niet gelijk.')
    await fill(repeat(), 'korttjesvakantie')
    expect(repeat()).not.toHaveAccessibleDescription()
  })

  it('refuses a common password, in Dutch', async () => {
    const { fill, save } = await openReset()
    await fill(password(), 'qwertyuiop')
    await fill(repeat(), 'qwertyuiop')
    await save()
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription(
        'Dit wachtwoord wordt veel te vaak gebruikt. Kies een ander wachtwoord.',
      ),
    )
  })

  it('says an unknown or used link on opening, before any password is typed (issue 42)', async () => {
    await openPasswordPage(
      `/account-activeren#reset=${'A'.repeat(43)}`,
      'Nieuw wachtwoord kiezen',
      'Wachtwoord opslaan',
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(/Deze link is ongeldig/)
    expect(screen.queryByLabelText(/^Nieuw wachtwoord\W*$/)).toBeNull()
    expect(screen.getByRole('region', { name: 'Nieuwe link aanvragen' })).toBeInTheDocument()
  })

  it('says a used link on opening', async () => {
    const link = await liveLink('reset')
    link.use()
    await openReset(link.token)
    expect(await screen.findByRole('alert')).toHaveTextContent(/Deze link is al gebruikt/)
    expect(screen.queryByRole('button', { name: 'Wachtwoord opslaan' })).toBeNull()
  })

  it("shows the server's refusal of a link used meanwhile and keeps what was typed", async () => {
    const link = await liveLink('reset')
    const { fill, save } = await openReset(link.token)
    await fill(password(), 'zomervakantie')
    await fill(repeat(), 'zomervakantie')
    link.use()
    await save()
    expect(await screen.findByRole('alert')).toHaveTextContent(/Deze link is al gebruikt/)
    expect(password()).toHaveValue('zomervakantie')
    expect(password()).toHaveAccessibleDescription(hint)
    expect(screen.getByRole('region', { name: 'Nieuwe link aanvragen' })).toBeInTheDocument()
  })
})
