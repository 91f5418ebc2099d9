import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  liveLink,
  openPasswordPage,
  password,
  passwordHint as hint,
  repeat,
} from '@/test/password-pages'

/*
 * The activation page's messages come from the form layer (useFormInput with `load`: the common
 * passwords load apart): none before a try, all after it, then they follow the typing. The
 * server's refusals show above the form, what was typed stays.
 */

const field = (name: string) => screen.getByRole('textbox', { name })
const codeHint = 'De code van 10 tekens uit je brief; streepjes en hoofdletters maken niet uit'

async function openActivation(hash = '') {
  const page = await openPasswordPage(
    `/account-activeren${hash}`,
    'Account activeren',
    'Account activeren',
  )
  return { ...page, activate: page.submit }
}

describe('activation page (with a code)', () => {
  it('shows its messages after a try, not before, and follows the typing from then on', async () => {
    const { user, fill, activate } = await openActivation()
    const number = field('Studentnummer')
    const code = field('Inlogcode')
    await fill(password(), 'kort')
    await user.tab()
    expect(password()).toHaveAccessibleDescription(hint)
    expect(screen.queryByText('Vul je studentnummer in')).toBeNull()

    await activate()
    await waitFor(() => expect(number).toHaveAccessibleDescription('Vul je studentnummer in'))
    expect(code).toHaveAccessibleDescription('Vul je inlogcode in')
    expect(password()).toHaveAccessibleDescription('Kies een wachtwoord van minstens 10 tekens.')
    // The repeat is judged only once the password itself is good.
    expect(repeat()).not.toHaveAccessibleDescription()

    await user.type(number, '654321')
    expect(number).not.toHaveAccessibleDescription()
    expect(code).toHaveAccessibleDescription('Vul je inlogcode in')
    await fill(password(), 'tjesvakantie')
    expect(password()).toHaveAccessibleDescription(hint)
    expect(repeat()).toHaveAccessibleDescription('De wachtwoorden zijn niet gelijk.')
    await fill(repeat(), 'korttjesvakantie')
    expect(repeat()).not.toHaveAccessibleDescription()
    await fill(code, 'AAAAA-AAAAA')
    expect(code).toHaveAccessibleDescription(codeHint)
  })

  it('refuses a common password, in Dutch', async () => {
    const { user, fill, activate } = await openActivation()
    await fill(password(), '1234567890')
    await fill(repeat(), '1234567890')
    await activate()
    expect(
      await screen.findByText(
        'Dit wachtwoord wordt veel te vaak gebruikt. Kies een ander wachtwoord.',
      ),
    ).toBeInTheDocument()
    await user.type(password(), 'x')
    expect(password()).toHaveAccessibleDescription(hint)
    expect(repeat()).toHaveAccessibleDescription('De wachtwoorden zijn niet gelijk.')
  })

  it("shows the server's refusal and keeps what was typed", async () => {
    const { fill, activate } = await openActivation()
    await fill(field('Studentnummer'), '654321')
    await fill(field('Inlogcode'), 'AAAAA-AAAAA')
    await fill(password(), 'fietsenmaker')
    await fill(repeat(), 'fietsenmaker')
    await activate()
    expect(await screen.findByRole('alert')).toHaveTextContent(/horen niet bij elkaar/)
    expect(field('Studentnummer')).toHaveValue('654321')
    expect(password()).toHaveValue('fietsenmaker')
    expect(field('Studentnummer')).not.toHaveAccessibleDescription()
  })
})

describe('activation page (with a link)', () => {
  it('says an unknown or used link on opening; a printed code still works from there (issue 42)', async () => {
    const user = userEvent.setup()
    await openActivation(`#token=${'A'.repeat(43)}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(/Deze link is ongeldig/)
    expect(screen.queryByLabelText(/^Nieuw wachtwoord\W*$/)).toBeNull()
    expect(screen.getByRole('region', { name: 'Nieuwe link aanvragen' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ik heb een inlogcode' }))
    expect(field('Studentnummer')).toBeVisible()
    expect(password()).toBeVisible()
  })

  it('says a used link on opening', async () => {
    const link = await liveLink('activation')
    link.use()
    await openActivation(`#token=${link.token}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(/Deze link is al gebruikt/)
    expect(screen.queryByRole('button', { name: 'Account activeren' })).toBeNull()
  })

  it("shows the server's refusal of a link used meanwhile; the other way hides the messages", async () => {
    const link = await liveLink('activation')
    const { user, fill, activate } = await openActivation(`#token=${link.token}`)
    expect(screen.queryByRole('textbox', { name: 'Studentnummer' })).toBeNull()
    await activate()
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription('Kies een wachtwoord van minstens 10 tekens.'),
    )
    await user.click(screen.getByRole('button', { name: 'Ik heb een inlogcode' }))
    expect(field('Studentnummer')).not.toHaveAccessibleDescription()
    expect(password()).toHaveAccessibleDescription(hint)
    await user.click(screen.getByRole('button', { name: 'Ik heb een link uit een e-mail' }))

    await fill(password(), 'zomervakantie')
    await fill(repeat(), 'zomervakantie')
    link.use()
    await activate()
    expect(await screen.findByRole('alert')).toHaveTextContent(/Deze link is al gebruikt/)
    expect(password()).toHaveValue('zomervakantie')
    expect(screen.getByRole('region', { name: 'Nieuwe link aanvragen' })).toBeInTheDocument()
  })
})
