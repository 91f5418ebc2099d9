import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl } from '@/lib/config'
import { renderApp } from '@/test/render-app'
import { db } from '~mocks/db'
import { server } from '~mocks/node'

/*
 * The student's side of a parent's consent (issue 44) on the trip page: the sign-up's dialog,
 * then the block with its state, 'Opnieuw versturen' and 'Ander adres'. Daan is 19 on the trips'
 * first days, so Parijs (b2) asks everyone here.
 */

const parijs = () => db.state.excursions.find((e) => e._id === 'b2')!

/** GET consents/own answers only after the test: what shows came from the cache. */
function holdOwnConsents() {
  server.use(http.get(apiUrl('consents/own'), () => delay('infinite')))
}

async function openParijs(consent: 'everyone' | 'minors' = 'everyone') {
  parijs().consent = consent
  const user = userEvent.setup()
  await renderApp({ url: '/activiteiten/buitenland/b2', as: '654321' })
  await screen.findByRole('heading', { level: 1, name: 'Kunst en cultuur in Parijs' })
  return user
}

async function signUp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Inschrijven' }))
  const dialog = await screen.findByRole('dialog', { name: 'Toestemming ouder/verzorger' })
  const name = within(dialog).getByRole('textbox', { name: 'Naam ouder/verzorger' })
  return { dialog, name }
}

async function sendDialog(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Naam ouder/verzorger' }),
    'Marieke Jansen',
  )
  await user.type(
    within(dialog).getByRole('textbox', { name: 'E-mailadres ouder/verzorger' }),
    'marieke@example.nl',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Inschrijven en e-mail versturen' }))
}

const block = () => screen.findByRole('region', { name: 'Toestemming ouder/verzorger' })

describe("the student's consent on the trip page", () => {
  it('says why consent is needed: the trip asks everyone', async () => {
    const user = await openParijs('everyone')
    const { dialog } = await signUp(user)
    expect(dialog).toHaveAccessibleDescription(
      /^Voor Kunst en cultuur in Parijs vraagt de school toestemming van een ouder of verzorger van iedere student, ook als je 18 of ouder bent\./,
    )
  })

  it('says why consent is needed: under 18 on the first day', async () => {
    db.state.profiles.find((p) => p.user_id === 'u-daan')!.bday = '01-06-2010'
    const user = await openParijs('minors')
    const { dialog } = await signUp(user)
    expect(dialog).toHaveAccessibleDescription(
      /^Voor Kunst en cultuur in Parijs is toestemming van je ouder of verzorger nodig, omdat je op de eerste dag van de reis \(maandag 12 april 2027\) jonger bent dan 18\./,
    )
  })

  it('focuses the first field on opening, and the new status after sending', async () => {
    const user = await openParijs()
    const { dialog, name } = await signUp(user)
    await waitFor(() => expect(name).toHaveFocus())
    await sendDialog(user, dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The sign-up's status, where 'Inschrijven' stood (the button is gone), not the body.
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent('Je bent ingeschreven met voorkeur 2.'),
    )
    expect(document.activeElement).toHaveAttribute('role', 'status')
  })

  it('shows the block and its count at once after the sign-up, before the list is asked again', async () => {
    const user = await openParijs()
    const { dialog } = await signUp(user)
    holdOwnConsents()
    await sendDialog(user, dialog)
    const consent = await block()
    expect(within(consent).getByRole('status')).toHaveTextContent('Wacht op toestemming')
    expect(consent).toHaveTextContent('Gevraagd aan Marieke Jansen (marieke@example.nl)')
    expect(consent).toHaveTextContent('Vandaag kun je nog 2 keer een e-mail sturen.')
  })

  it("counts 'Opnieuw versturen' at once, and at none says so beside the closed buttons", async () => {
    const user = await openParijs()
    const { dialog } = await signUp(user)
    await sendDialog(user, dialog)
    const consent = await block()
    await within(consent).findByText('Vandaag kun je nog 2 keer een e-mail sturen.')
    holdOwnConsents()
    const resend = within(consent).getByRole('button', { name: 'Opnieuw versturen' })
    await user.click(resend)
    await within(consent).findByText('Vandaag kun je nog 1 keer een e-mail sturen.')
    expect(
      await within(consent).findByText(
        'De e-mail aan je ouder/verzorger (marieke@example.nl) staat klaar.',
      ),
    ).toBeInTheDocument()
    await user.click(within(consent).getByRole('button', { name: 'Opnieuw versturen' }))
    const none = await within(consent).findByText(
      'Je hebt vandaag al 3 e-mails gestuurd, het maximum per dag. Morgen kun je weer een e-mail sturen of een ander adres opgeven.',
    )
    for (const label of ['Opnieuw versturen', 'Ander adres']) {
      const button = within(consent).getByRole('button', { name: label })
      expect(button).toBeDisabled()
      expect(button).toHaveAccessibleDescription(none.textContent!)
    }
    expect(consent).not.toHaveTextContent('0 keer')
  })

  it("opens 'Ander adres' on its first field and gives the focus back after sending", async () => {
    const user = await openParijs()
    const { dialog } = await signUp(user)
    await sendDialog(user, dialog)
    const consent = await block()
    await user.click(await within(consent).findByRole('button', { name: 'Ander adres' }))
    const name = within(consent).getByRole('textbox', { name: 'Naam ouder/verzorger' })
    await waitFor(() => expect(name).toHaveFocus())
    await user.click(within(consent).getByRole('button', { name: 'Versturen' }))
    await waitFor(() =>
      expect(within(consent).getByRole('button', { name: 'Ander adres' })).toHaveFocus(),
    )
  })
})
