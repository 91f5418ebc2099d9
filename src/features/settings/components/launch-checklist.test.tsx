import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { MODEL_TEXTS_SETTING } from '~domain/app-texts'
import { renderApp } from '@/test/render-app'
import { db } from '../../../../mocks/db'

const itemOf = (list: HTMLElement, label: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(label))!

/** Issue 42: 'Klaar voor de start', the invite warning and 'Gecontroleerd', on the demo backend. */
describe("'Klaar voor de start'", () => {
  it('shows an admin on the home page what is done and what is not, with where to do it', async () => {
    await renderApp({ url: '/', as: 'admin@scalda.nl' })
    const list = await screen.findByRole('region', { name: 'Klaar voor de start' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6))
    // The demo has students and its own texts; no second factor, mail, https or backup.
    expect(itemOf(list, 'Eerste import gedaan')).toHaveTextContent(/: klaar/)
    expect(itemOf(list, 'Privacybeleid en voorwaarden nagelezen')).toHaveTextContent(/: klaar/)
    expect(itemOf(list, 'Tweestapsverificatie ingesteld')).toHaveTextContent(
      /nog te doen.*Mijn account/,
    )
    expect(itemOf(list, 'APP_URL begint met https://')).toHaveTextContent(/nog te doen/)
    expect(itemOf(list, 'Reservekopieën ingesteld')).toHaveTextContent(/npm run db:backup/)
    expect(itemOf(list, 'Testmail verzonden en aangekomen')).toHaveTextContent(/nog te doen/)
  })

  it('is not shown to a teacher or a student', async () => {
    await renderApp({ url: '/', as: 'docent@scalda.nl' })
    await screen.findByText(/Welkom bij X-Week/)
    expect(screen.queryByRole('region', { name: 'Klaar voor de start' })).toBeNull()
  })

  it('while the policy is the unreviewed model: the import warns; Gecontroleerd ends that', async () => {
    db.state.settings[MODEL_TEXTS_SETTING] = JSON.stringify(['privacy_policy', 'faq'])
    const user = userEvent.setup()
    await renderApp({ url: '/beheer/accounts', as: 'admin@scalda.nl' })
    const list = await screen.findByRole('region', { name: 'Klaar voor de start' })
    await waitFor(() =>
      expect(itemOf(list, 'Privacybeleid en voorwaarden nagelezen')).toHaveTextContent(
        /Nog een voorbeeldtekst: Privacybeleid\./,
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Importeren' }))
    const dialog = await screen.findByRole('dialog', { name: 'Klassenlijst importeren' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Privacybeleid is nog de voorbeeldtekst/,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }))

    // The admin reads the policy (footer) and marks it reviewed as it is.
    await user.click(screen.getByRole('button', { name: 'Privacybeleid' }))
    const policy = await screen.findByRole('dialog', { name: 'Privacybeleid' })
    await user.click(await within(policy).findByRole('button', { name: 'Gecontroleerd' }))
    await waitFor(() =>
      expect(JSON.parse(db.state.settings[MODEL_TEXTS_SETTING]!)).toEqual(['faq']),
    )
    await waitFor(() =>
      expect(within(policy).queryByRole('button', { name: 'Gecontroleerd' })).toBeNull(),
    )
    // Its setting shows the text by its Dutch title, never the internal name.
    const setting = within(policy).getByRole('combobox', { name: 'Tekst met het privacybeleid' })
    expect(within(setting).getByRole('option', { name: 'Privacybeleid' })).toHaveProperty(
      'selected',
      true,
    )
    expect(policy).not.toHaveTextContent('privacy_policy')
    // Two screens and three dialogs: more than one test's usual limit on a busy machine.
  }, 40_000)
})
