import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiUrl } from '@/lib/config'
import { idDataMessages } from '~domain/messages/profile'
import { renderApp } from '@/test/render-app'
import { db } from '../../../../mocks/db'
import { server } from '../../../../mocks/node'

const sanne = () => db.state.profiles.find((p) => p.user_id === 'u-sanne')!

// The popup and its date pickers load lazily: transformed once here, not inside the first test's
// time limit (on a busy machine that alone took most of it).
beforeAll(async () => {
  await import('./id-data-dialog')
}, 60_000)

beforeEach(() => {
  // A fixed today (only Date is faked, so timers and user events run as usual).
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T12:00:00'))
  // Sanne without the popups in the way: policy accepted, contact data filled, no ID data.
  Object.assign(sanne(), { accept_privacy_policy: true, phone: '+31611112222', grade: 'A. Mulder' })
})
afterEach(() => {
  vi.useRealTimers()
})

async function openIdDialog(as = '123456') {
  const user = userEvent.setup()
  await renderApp({ url: '/account', as })
  await user.click(
    await screen.findByRole('button', { name: /^Paspoort\/ID-gegevens (invullen|wijzigen)$/ }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Paspoort/ID-gegevens' })
  return { user, dialog }
}

const dateGroup = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('group', { name: new RegExp(`^${label}`) })
const hiddenValue = (dialog: HTMLElement, name: string) =>
  (dialog.querySelector(`input[name="${name}"]`) as HTMLInputElement).value

/** Types DDMMYYYY into a date field, section by section, then leaves it. */
async function typeDate(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  label: string,
  digits: string,
) {
  await user.click(within(dateGroup(dialog, label)).getByRole('spinbutton', { name: 'Dag' }))
  await user.keyboard(digits)
  await user.tab()
}

describe('ID popup', () => {
  it('opens from the account page with the defaults and the validity date disabled', async () => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const { dialog } = await openIdDialog()
    // Shown in Dutch; stored as the API's ISO name ('Netherlands (the)', see the save below).
    expect(within(dialog).getByRole('combobox', { name: /Land van afgifte/ })).toHaveValue(
      'Nederland',
    )
    expect(within(dialog).getByRole('combobox', { name: /Nationaliteit/ })).toHaveValue('Nederland')
    expect(within(dialog).getByLabelText(/Voornaam \(zoals op het document\)/)).toHaveValue('Sanne')
    expect(within(dialog).getByLabelText(/Achternaam \(zoals op het document\)/)).toHaveValue(
      'de Vries',
    )
    for (const spin of within(dateGroup(dialog, 'Geldig tot')).getAllByRole('spinbutton')) {
      expect(spin).toHaveAttribute('aria-disabled', 'true')
    }
    expect(within(dialog).getByText(new RegExp(idDataMessages.validityHint))).toBeInTheDocument()
    expect(within(dialog).getByRole('radiogroup', { name: /Documenttype/ })).toBeInTheDocument()
    expect(within(dialog).getByRole('radio', { name: 'Paspoort' })).not.toBeChecked()
    expect(within(dialog).getByRole('radiogroup', { name: /Geslacht/ })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled()
  })

  it('refuses each invalid date with its own message, and sets validity from the issue date', async () => {
    const { user, dialog } = await openIdDialog()
    await typeDate(user, dialog, 'Afgiftedatum', '22112026')
    expect(within(dialog).getByText(idDataMessages.issueDateFuture)).toBeInTheDocument()
    await typeDate(user, dialog, 'Afgiftedatum', '20022017')
    expect(within(dialog).getByText(idDataMessages.issueDateTooOld)).toBeInTheDocument()
    await typeDate(user, dialog, 'Afgiftedatum', '21022017')
    expect(within(dialog).queryByText(idDataMessages.issueDateTooOld)).not.toBeInTheDocument()
    // Issue date + 10 years, which is exactly 3 months from today.
    expect(hiddenValue(dialog, 'document_validity_date')).toBe('21-02-2027')

    await typeDate(user, dialog, 'Geldig tot', '20022027')
    expect(within(dialog).getByText(idDataMessages.validityTooSoon)).toBeInTheDocument()
    await typeDate(user, dialog, 'Geldig tot', '22112036')
    expect(within(dialog).getByText(idDataMessages.validityTooLate)).toBeInTheDocument()
    await typeDate(user, dialog, 'Geldig tot', '21112036')
    expect(within(dialog).queryByText(idDataMessages.validityTooLate)).not.toBeInTheDocument()

    await typeDate(user, dialog, 'Geboortedatum', '22112021')
    expect(within(dialog).getByText(idDataMessages.birthDateRange)).toBeInTheDocument()
    await typeDate(user, dialog, 'Geboortedatum', '20111926')
    expect(within(dialog).getByText(idDataMessages.birthDateRange)).toBeInTheDocument()
    await typeDate(user, dialog, 'Geboortedatum', '21111926')
    expect(within(dialog).queryByText(idDataMessages.birthDateRange)).not.toBeInTheDocument()
    // Typing many dates section by section is slow in jsdom.
  }, 40_000)

  it('sets the nationality when the document country is chosen, shown by Dutch name (also found by the English one)', async () => {
    const { user, dialog } = await openIdDialog()
    const country = within(dialog).getByRole('combobox', { name: /Land van afgifte/ })
    await user.clear(country)
    await user.type(country, 'Germany')
    await user.click(await screen.findByRole('option', { name: 'Duitsland' }))
    expect(country).toHaveValue('Duitsland')
    expect(within(dialog).getByRole('combobox', { name: /Nationaliteit/ })).toHaveValue('Duitsland')
    // The list is in Dutch order, without the API's English names.
    await user.clear(country)
    await user.type(country, 'Ver')
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent)
    expect(options).toContain('Verenigde Staten')
    expect(options).toEqual([...options].sort((a, b) => a!.localeCompare(b!, 'nl')))
    expect(options.join()).not.toMatch(/\(the\)/)
  })

  it("saves the whole profile with the ten fields and says 'Gegevens opgeslagen'", async () => {
    const { user, dialog } = await openIdDialog()
    await user.click(within(dialog).getByRole('radio', { name: 'Paspoort' }))
    await user.type(within(dialog).getByLabelText(/Documentnummer/), 'NX12345')
    await typeDate(user, dialog, 'Afgiftedatum', '01062022')
    await user.click(within(dialog).getByRole('radio', { name: 'Vrouw' }))
    await typeDate(user, dialog, 'Geboortedatum', '14032008')
    const save = within(dialog).getByRole('button', { name: 'Opslaan' })
    expect(save).toBeEnabled()
    await user.click(save)

    expect(await screen.findByText(idDataMessages.saved)).toBeInTheDocument()
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Paspoort/ID-gegevens' }),
      ).not.toBeInTheDocument(),
    )
    expect(sanne()).toMatchObject({
      document_type: 'passport',
      document_number: 'NX12345',
      document_issue_date: '01-06-2022',
      document_validity_date: '01-06-2032',
      document_country: 'Netherlands (the)',
      gender: 'v',
      document_first_name: 'Sanne',
      document_surname: 'de Vries',
      bday: '14-03-2008',
      nationality: 'Netherlands (the)',
      // The rest of the profile travelled with it.
      phone: '+31611112222',
      grade: 'A. Mulder',
    })
    expect(await screen.findByText(idDataMessages.complete)).toBeInTheDocument()
  }, 30_000)

  it('shows a failed save in an alert list in the dialog and keeps every field', async () => {
    server.use(
      http.post(apiUrl('users_info/update/self'), () =>
        HttpResponse.json({ message: 'Server onbereikbaar' }, { status: 500 }),
      ),
    )
    const { user, dialog } = await openIdDialog('654321')
    const number = within(dialog).getByLabelText(/Documentnummer/)
    expect(number).toHaveValue('NXC4R8T21')
    await user.clear(number)
    await user.type(number, 'AB9876543')
    await user.click(within(dialog).getByRole('radio', { name: 'Identiteitskaart' }))
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }))

    const alert = await within(dialog).findByRole('alert')
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Server onbereikbaar')
    expect(number).toHaveValue('AB9876543')
    expect(within(dialog).getByRole('radio', { name: 'Identiteitskaart' })).toBeChecked()
    expect(hiddenValue(dialog, 'document_issue_date')).toBe('02-06-2022')
    expect(screen.getByRole('dialog', { name: 'Paspoort/ID-gegevens' })).toBeInTheDocument()
  })

  it('closes with Annuleren without saving', async () => {
    const { user, dialog } = await openIdDialog('654321')
    await user.type(within(dialog).getByLabelText(/Documentnummer/), 'X')
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Paspoort/ID-gegevens' }),
      ).not.toBeInTheDocument(),
    )
    expect(db.state.profiles.find((p) => p.user_id === 'u-daan')!.document_number).toBe('NXC4R8T21')
  })
})
