import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openPasswordPage, password, passwordHint as hint, repeat } from '@/test/password-pages'

/*
 * The reset page (a mailed `#reset=` link): the form layer's messages (the common passwords load
 * apart), none before a try, then following the typing; the server's refusal above the form.
 */

async function openReset() {
  const page = await openPasswordPage(
    `/account-activeren#reset=${'A'.repeat(43)}`,
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

  it("shows the server's refusal of an unknown link and keeps what was typed", async () => {
    const { fill, save } = await openReset()
    await fill(password(), 'zomervakantie')
    await fill(repeat(), 'zomervakantie')
    await save()
    expect(await screen.findByRole('alert')).toHaveTextContent(/Deze link is ongeldig/)
    expect(password()).toHaveValue('zomervakantie')
    expect(password()).toHaveAccessibleDescription(hint)
    expect(screen.getByRole('region', { name: 'Nieuwe link aanvragen' })).toBeInTheDocument()
  })
})
