import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'
import { store } from '../../../../mocks/db'

// Issue 43: staff see on Beheer › Privacy when an address reached a limit of the login throttle
// (the server writes a Logboek entry for it; the page reads the last one through GET privacy).
describe('Beheer › Privacy: limits per network address', () => {
  it('says so when no address reached a limit', async () => {
    await renderApp({ url: '/beheer/privacy', as: 'admin@scalda.nl' })
    expect(
      await screen.findByRole('heading', { name: 'Limieten per netwerkadres' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Geen netwerkadres heeft een limiet bereikt.')).toBeInTheDocument()
  })

  it('shows the last time, the network and which limit, with what to do', async () => {
    await store.run((tx) =>
      tx.insertAudit({
        at: '2026-11-27T08:15:00.000Z',
        actor_id: null,
        actor_login: null,
        action: 'throttle.address-limit',
        record_type: 'login',
        record_id: null,
        before: null,
        after: { prefix: '198.51.100.0/24', kind: 'mail' },
        address: '198.51.100.80',
      }),
    )
    await renderApp({ url: '/beheer/privacy', as: 'admin@scalda.nl' })
    const notice = await screen.findByText(/bereikte netwerk 198\.51\.100\.0\/24 de limiet/)
    expect(notice).toHaveTextContent(
      'de limiet voor aanvragen van een e-mail (wachtwoord vergeten, nieuwe link)',
    )
    expect(notice).toHaveTextContent(/27-11-2026 \d\d:15/)
    expect(notice).toHaveTextContent('SCHOOL_NETWORKS')
  })
})
