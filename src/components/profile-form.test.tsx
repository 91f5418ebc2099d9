import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl } from '@/lib/config'
import { profileMessages } from '~domain/messages/profile'
import { renderApp } from '@/test/render-app'
import { subscribedPoints } from '~domain/points'
import { db } from '~mocks/db'
import { server } from '~mocks/node'

const profileOf = (userId: string) => db.state.profiles.find((p) => p.user_id === userId)!

/** The account page of a demo account, once its form is there. */
async function openAccount(as: string) {
  const user = userEvent.setup()
  await renderApp({ url: '/account', as })
  const form = await screen.findByRole('form', { name: 'Algemene gegevens' })
  return { user, form }
}

function failUpdates(message: string) {
  server.use(
    http.post(apiUrl('users_info/update/self'), () =>
      HttpResponse.json({ message }, { status: 500 }),
    ),
  )
}

describe('account page: profile form', () => {
  it("shows a student's profile with the read-only fields and the points so far", async () => {
    const { form } = await openAccount('654321')
    expect(screen.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeInTheDocument()
    expect(
      within(form).getByRole('heading', { level: 2, name: 'Algemene gegevens' }),
    ).toBeInTheDocument()
    for (const [label, value] of [
      ['Studentnummer', '654321'],
      ['Voornaam', 'Daan'],
      ['Tussenvoegsel', ''],
      ['Achternaam', 'Jansen'],
    ] as const) {
      expect(within(form).getByLabelText(label)).toHaveValue(value)
      expect(within(form).getByLabelText(label)).toHaveAttribute('readonly')
    }
    expect(within(form).getByLabelText(/Telefoonnummer/)).toHaveValue('+31612345678')
    expect(within(form).getByLabelText(/Telefoonnummer/)).toHaveAttribute(
      'placeholder',
      '+31612345678',
    )
    expect(within(form).getByLabelText(/Mentor\/Coach/)).toHaveValue('M. Bakker')
    const points = within(form).getByLabelText('Punten')
    expect(points).toHaveValue(20)
    expect(points).toHaveAttribute('readonly')
    expect(points).toHaveAttribute('placeholder', '20')

    // The subscribed hours, keuzedeel excluded, as the backend sees them.
    const subscribedIds = new Set(
      db.state.subscriptions.filter((s) => s.student_id === 'u-daan').map((s) => s.excursion_id),
    )
    const expected = subscribedPoints(
      db.state.excursions.map((e) => ({
        ...e,
        subscribed: subscribedIds.has(e._id) ? 'yes' : null,
      })),
    )
    expect(await within(form).findByText(`${expected} van 20 punten`)).toBeInTheDocument()
    expect(points).toHaveAccessibleDescription(`${expected} van 20 punten`)
    expect(within(form).getByRole('button', { name: 'Opslaan' })).toBeEnabled()
  })

  it('disables Opslaan and says why when phone or Mentor/Coach is emptied', async () => {
    const { user, form } = await openAccount('654321')
    const save = within(form).getByRole('button', { name: 'Opslaan' })
    await user.clear(within(form).getByLabelText(/Telefoonnummer/))
    expect(save).toBeDisabled()
    expect(within(form).getByText(profileMessages.phoneRequired)).toBeInTheDocument()

    await user.type(within(form).getByLabelText(/Telefoonnummer/), '0612')
    expect(save).toBeEnabled()
    expect(within(form).queryByText(profileMessages.phoneRequired)).not.toBeInTheDocument()

    await user.clear(within(form).getByLabelText(/Mentor\/Coach/))
    await user.type(within(form).getByLabelText(/Mentor\/Coach/), '   ')
    expect(save).toBeDisabled()
    expect(within(form).getByText(profileMessages.gradeRequired)).toBeInTheDocument()
  })

  it("saves the whole profile and shows 'Profiel gewijzigd' above the form until closed", async () => {
    const { user, form } = await openAccount('654321')
    const sent: Record<string, unknown>[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/users_info/update/self')) sent.push(await request.clone().json())
    })
    const phone = within(form).getByLabelText(/Telefoonnummer/)
    await user.clear(phone)
    await user.type(phone, '+31687654321')
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }))

    // A status message (role status), not an interruption (issue 19, item 17).
    const banner = await within(form).findByRole('status')
    expect(banner).toHaveTextContent('Profiel gewijzigd')
    expect(profileOf('u-daan').phone).toBe('+31687654321')
    // SPEC §4: the whole profile travels, not only the edited field.
    expect(sent[0]).toMatchObject({
      phone: '+31687654321',
      grade: 'M. Bakker',
      first_name: 'Daan',
      email: '654321@student.scalda.nl',
      document_number: 'NXC4R8T21',
      accept_privacy_policy: true,
    })
    server.events.removeAllListeners()

    await user.click(within(banner).getByRole('button', { name: 'Melding sluiten' }))
    expect(within(form).queryByRole('status')).not.toBeInTheDocument()
    expect(phone).toHaveValue('+31687654321')
  })

  it('lists each failed save in a banner, keeps what was typed, and clears the list when closed', async () => {
    const { user, form } = await openAccount('654321')
    failUpdates('De database is niet bereikbaar')
    const grade = within(form).getByLabelText(/Mentor\/Coach/)
    await user.clear(grade)
    await user.type(grade, 'J. de Boer')
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }))

    const banner = await within(form).findByRole('alert')
    expect(banner).toHaveTextContent('De database is niet bereikbaar')
    expect(grade).toHaveValue('J. de Boer')
    expect(profileOf('u-daan').grade).toBe('M. Bakker')

    await user.click(within(form).getByRole('button', { name: 'Opslaan' }))
    await waitFor(() => expect(within(banner).getAllByRole('listitem')).toHaveLength(2))

    await user.click(within(banner).getByRole('button', { name: 'Foutmeldingen sluiten' }))
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument()
    expect(grade).toHaveValue('J. de Boer')
  })

  it('shows teachers only the fields that apply to them, and no ID section', async () => {
    const { user, form } = await openAccount('docent@scalda.nl')
    expect(within(form).getByLabelText('Voornaam')).toHaveValue('Marieke')
    expect(within(form).getByLabelText(/Telefoonnummer/)).toHaveValue('+31687654321')
    for (const label of ['Studentnummer', /Mentor\/Coach/, 'Punten']) {
      expect(within(form).queryByLabelText(label)).not.toBeInTheDocument()
    }
    expect(screen.queryByRole('button', { name: /Paspoort\/ID-gegevens/ })).not.toBeInTheDocument()

    await user.type(within(form).getByLabelText(/Telefoonnummer/), '9')
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }))
    expect(await within(form).findByText('Profiel gewijzigd')).toBeInTheDocument()
    expect(profileOf('u-docent').phone).toBe('+316876543219')
  })
})

describe('incomplete-profile popup', () => {
  it('comes after the privacy policy: not while the policy is unaccepted', async () => {
    await renderApp({ url: '/account', as: '123456' })
    expect(await screen.findByRole('dialog', { name: 'Privacybeleid' })).toBeInTheDocument()
    expect(
      screen.queryByRole('dialog', { name: profileMessages.incompleteTitle }),
    ).not.toBeInTheDocument()
  })

  it('cannot be closed, holds the profile form, and goes away once a save completes the profile', async () => {
    profileOf('u-sanne').accept_privacy_policy = true
    const user = userEvent.setup()
    await renderApp({ url: '/account', as: '123456' })
    const dialog = await screen.findByRole('dialog', { name: profileMessages.incompleteTitle })

    await user.keyboard('{Escape}')
    expect(dialog).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /sluiten/i })).not.toBeInTheDocument()

    const form = within(dialog).getByRole('form', { name: 'Algemene gegevens' })
    const save = within(form).getByRole('button', { name: 'Opslaan' })
    expect(save).toBeDisabled()
    await user.type(within(form).getByLabelText(/Telefoonnummer/), '+31611112222')
    expect(save).toBeDisabled()
    await user.type(within(form).getByLabelText(/Mentor\/Coach/), 'A. Mulder')
    await user.click(save)

    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: profileMessages.incompleteTitle }),
      ).not.toBeInTheDocument(),
    )
    expect(await screen.findByText('Profiel gewijzigd')).toBeInTheDocument()
    expect(profileOf('u-sanne')).toMatchObject({ phone: '+31611112222', grade: 'A. Mulder' })
    // The page's own form follows the saved profile.
    const pageForm = screen.getByRole('form', { name: 'Algemene gegevens' })
    expect(within(pageForm).getByLabelText(/Telefoonnummer/)).toHaveValue('+31611112222')
  })

  it('stays, with the error and the typed values, when the save fails', async () => {
    profileOf('u-sanne').accept_privacy_policy = true
    failUpdates('Opslaan mislukt op de server')
    const user = userEvent.setup()
    await renderApp({ url: '/account', as: '123456' })
    const dialog = await screen.findByRole('dialog', { name: profileMessages.incompleteTitle })
    await user.type(within(dialog).getByLabelText(/Telefoonnummer/), '0611')
    await user.type(within(dialog).getByLabelText(/Mentor\/Coach/), 'A. Mulder')
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Opslaan mislukt op de server',
    )
    expect(within(dialog).getByLabelText(/Telefoonnummer/)).toHaveValue('0611')
    expect(within(dialog).getByLabelText(/Mentor\/Coach/)).toHaveValue('A. Mulder')
  })
})
