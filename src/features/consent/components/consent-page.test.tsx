import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'
import { liveConsentLink } from '@/test/consent-links'
import { db } from '../../../../mocks/db'

/* The parent's page `/toestemming#token=…` (issue 44), from the mail's link, no account. */

async function openConsentPage() {
  const { token } = await liveConsentLink()
  const consent = {
    get state() {
      return db.state.parentConsents.find((c) => c._id === 'c-test')?.state
    },
  }
  const user = userEvent.setup()
  await renderApp({ url: `/toestemming#token=${token}` })
  await screen.findByText('Daan Jansen vraagt uw toestemming om mee te gaan met deze reis.')
  return { user, consent }
}

describe("the parent's consent page", () => {
  it('asks before a refusal is sent, then confirms the recorded refusal and focuses it', async () => {
    const { user, consent } = await openConsentPage()
    await user.click(screen.getByRole('button', { name: 'Ik geef geen toestemming' }))
    const dialog = await screen.findByRole('dialog', { name: 'Geen toestemming geven?' })
    expect(dialog).toHaveTextContent('Dit antwoord is definitief')
    // Cancelled: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(consent.state).toBe('pending')

    await user.click(screen.getByRole('button', { name: 'Ik geef geen toestemming' }))
    const again = await screen.findByRole('dialog', { name: 'Geen toestemming geven?' })
    await user.click(within(again).getByRole('button', { name: 'Ik geef geen toestemming' }))
    const recorded = await screen.findByRole('status', { name: 'Antwoord vastgelegd' })
    expect(recorded).toHaveTextContent('Uw antwoord is vastgelegd: u geeft geen toestemming.')
    expect(recorded).toHaveTextContent('Neem dan contact op met de school.')
    await waitFor(() => expect(recorded).toHaveFocus())
    expect(consent.state).toBe('refused')
    expect(screen.queryByRole('button', { name: /toestemming/ })).toBeNull()
  })

  it('confirms a consent the same way', async () => {
    const { user, consent } = await openConsentPage()
    await user.type(screen.getByRole('textbox', { name: 'Uw naam' }), 'Marieke Jansen')
    await user.click(screen.getByRole('button', { name: 'Ik geef toestemming' }))
    const recorded = await screen.findByRole('status', { name: 'Antwoord vastgelegd' })
    expect(recorded).toHaveTextContent('Dank u wel: uw toestemming is vastgelegd.')
    await waitFor(() => expect(recorded).toHaveFocus())
    expect(consent.state).toBe('given')
  })

  it('clears the name error as soon as a name is typed', async () => {
    const { user } = await openConsentPage()
    const name = screen.getByRole('textbox', { name: 'Uw naam' })
    await user.click(screen.getByRole('button', { name: 'Ik geef toestemming' }))
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    await user.type(name, 'M')
    expect(name).toHaveAttribute('aria-invalid', 'false')
    await user.clear(name)
    expect(name).toHaveAttribute('aria-invalid', 'false')
  })

  it('marks the focused answer button clearly (a 2 px outline, as links have)', async () => {
    const { user } = await openConsentPage()
    await user.click(screen.getByRole('textbox', { name: 'Uw naam' }))
    await user.tab()
    const button = screen.getByRole('button', { name: 'Ik geef toestemming' })
    expect(button).toHaveFocus()
    await waitFor(() => expect(button).toHaveClass('Mui-focusVisible'))
    const style = getComputedStyle(button)
    expect(style.outlineStyle).toBe('solid')
    expect(style.outlineWidth).toBe('2px')
    // The theme's primary colour (#00589c), 2 px off the button.
    expect(style.outlineColor).toBe('rgb(0, 88, 156)')
    expect(style.outlineOffset).toBe('2px')
  })
})
