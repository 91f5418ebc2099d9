import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'

describe('accounts page', () => {
  it('lists the accounts, searches from the URL and offers student fields only for students', async () => {
    const user = userEvent.setup()
    await renderApp({ url: '/beheer/accounts?q=%22654321%22', as: 'docent@scalda.nl' })
    // The route chunk and both lists load first; a busy machine needs more than the default.
    expect(
      await screen.findByText(
        /^1 van 11 accounts$/,
        { selector: '[role=status]' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Zoeken op nummer, naam of e-mail')).toHaveValue('654321')

    await user.click(screen.getByRole('button', { name: 'Account toevoegen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Account toevoegen' })
    expect(within(dialog).getByLabelText(/Studentnummer/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('combobox', { name: /Rol/ }))
    // A teacher cannot add admins, so that role is not offered.
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Student', 'Docent'])
    await user.click(screen.getByRole('option', { name: 'Docent' }))
    expect(within(dialog).queryByLabelText(/Studentnummer/)).not.toBeInTheDocument()
    expect(within(dialog).queryByLabelText(/Mentor\/Coach/)).not.toBeInTheDocument()
  }, 60_000)
})
