import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { adminMessages } from '~domain/messages/admin'
import { consentMessages } from '~domain/messages/consent'
import { renderApp } from '@/test/render-app'

const words = adminMessages.rounds

// Beheer › Inschrijfrondes: the round's consent choice only where a trip of its scope asks it.
describe("the rounds page's consent choice (issue 44)", () => {
  it('offers it for Buitenlandreizen (minors by default), not for scopes whose trips ask none', async () => {
    await renderApp({ url: '/beheer/inschrijfrondes', as: 'admin@scalda.nl' })
    const abroad = await screen.findByRole('form', { name: `${words.settings}: Buitenlandreizen` })
    expect(
      await within(abroad).findByRole('radiogroup', { name: words.consentWhen }),
    ).toBeInTheDocument()
    const electives = screen.getByRole('form', { name: `${words.settings}: Keuzedelen` })
    expect(await within(electives).findByText(consentMessages.round.notAsked)).toBeInTheDocument()
    expect(within(electives).queryByRole('radiogroup', { name: words.consentWhen })).toBeNull()
  })
})
