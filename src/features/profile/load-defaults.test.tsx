import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'
import { db } from '../../../mocks/db'

// The ID popup and its date pickers load lazily: transformed once here, not inside the test's
// time limit (on a busy machine that alone took most of it).
beforeAll(async () => {
  await import('./components/id-data-dialog')
}, 60_000)

const sanne = () => db.state.profiles.find((p) => p.user_id === 'u-sanne')!
const defaultsStored = () => {
  const { nationality, document_country, document_first_name, document_surname } = sanne()
  return { nationality, document_country, document_first_name, document_surname }
}
const none = {
  nationality: '',
  document_country: '',
  document_first_name: '',
  document_surname: '',
}

describe("SPEC §3's load defaults (nationality, document country, document names)", () => {
  it('are not written back by whole-profile saves; the ID popup still shows them', async () => {
    const user = userEvent.setup()
    await renderApp({ url: '/account', as: '123456' })
    expect(defaultsStored()).toEqual(none)

    // Accepting the privacy policy sends the whole profile.
    const policy = await screen.findByRole('dialog', { name: 'Privacybeleid' })
    await waitFor(() =>
      expect(within(policy).getByRole('button', { name: 'Accepteren' })).toBeEnabled(),
    )
    await user.click(within(policy).getByRole('button', { name: 'Accepteren' }))
    await waitFor(() => expect(sanne().accept_privacy_policy).toBe(true))
    expect(defaultsStored()).toEqual(none)

    // So does the profile form (here in the incomplete-profile popup).
    const popup = await screen.findByRole('dialog', { name: 'Vul je profiel aan' })
    await user.type(within(popup).getByLabelText(/Telefoonnummer/), '+31611112222')
    await user.type(within(popup).getByLabelText(/Mentor\/Coach/), 'A. Mulder')
    await user.click(within(popup).getByRole('button', { name: 'Opslaan' }))
    await waitFor(() => expect(sanne().phone).toBe('+31611112222'))
    expect(defaultsStored()).toEqual(none)

    // The ID popup still shows them; its save, which confirms them, stores them
    // (id-data-dialog.test.tsx).
    await user.click(await screen.findByRole('button', { name: 'Paspoort/ID-gegevens invullen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Paspoort/ID-gegevens' })
    // Shown by its Dutch name; the API keeps 'Netherlands (the)'.
    expect(within(dialog).getByRole('combobox', { name: /Nationaliteit/ })).toHaveValue('Nederland')
    expect(within(dialog).getByLabelText(/Voornaam \(zoals op het document\)/)).toHaveValue('Sanne')
  })
})
