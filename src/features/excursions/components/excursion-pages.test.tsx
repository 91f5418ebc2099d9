// The list pages and their live refresh (an excursion's own page: excursion-detail-page.test.tsx).
import { noBalance } from '~domain/balance'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiUrl } from '@/lib/config'
import { renderApp } from '@/test/render-app'
import { db } from '~mocks/db'
import { server } from '~mocks/node'
import { daan, subscriptionsOf } from './excursion-pages.test-setup'

describe('excursion lists', () => {
  it('shows name, date and points of every keuzedeel, searchable and sortable, and invites visitors to log in', async () => {
    const user = userEvent.setup()
    await renderApp({ url: '/keuzedelen' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Keuzedelen' })).toBeInTheDocument()
    const offer = await screen.findByRole('region', { name: 'Aanbod' })
    const list = await within(offer).findByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    const first = within(list).getAllByRole('listitem')[0]!
    expect(within(first).getByRole('link', { name: 'Duits in de beroepscontext' })).toHaveAttribute(
      'href',
      '/keuzedelen/k3',
    )
    expect(first).toHaveTextContent('maandag 1 februari 2027 · 240 uur')

    await user.type(screen.getByRole('searchbox', { name: 'Zoeken op naam' }), 'engels')
    await waitFor(() => expect(within(offer).getAllByRole('listitem')).toHaveLength(1))
    expect(within(offer).getByRole('link', { name: 'Engels op B1-niveau' })).toBeInTheDocument()

    await user.clear(screen.getByRole('searchbox', { name: 'Zoeken op naam' }))
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sorteren op' }),
      'Datum (laatste eerst)',
    )
    await waitFor(() =>
      expect(within(offer).getAllByRole('link')[0]).toHaveTextContent(
        'Eerste hulp bij ongelukken (EHBO)',
      ),
    )

    await user.click(screen.getByRole('button', { name: 'Log in om je in te schrijven' }))
    expect(await screen.findByRole('dialog', { name: 'Inloggen' })).toBeInTheDocument()
  })

  it('shows all X-Week offers on /activiteiten with their scope, and a student’s preferences and points', async () => {
    await renderApp({ url: '/activiteiten', as: daan })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'X-Week activiteiten' }),
    ).toBeInTheDocument()
    const offer = await screen.findByRole('region', { name: 'Aanbod' })
    const items = await within(offer).findAllByRole('listitem')
    expect(items).toHaveLength(12)
    const kano = items.find((li) =>
      within(li).queryByRole('link', { name: 'Kanoën in de Biesbosch' }),
    )!
    expect(kano).toHaveTextContent('Ingeschreven · voorkeur 1')
    expect(kano).toHaveTextContent('4 punten · Activiteiten in Nederland')
    const mine = await screen.findByRole('region', { name: 'Mijn inschrijvingen' })
    // x1 (4) + x3 (4) + b1 (16); keuzedeel k2 does not count. (Shown once the profile is in.)
    expect(await within(mine).findByText(/24 van 20 punten/)).toBeInTheDocument()
    expect(within(mine).getByRole('heading', { name: 'Buitenlandreizen' })).toBeInTheDocument()
  })

  it("shows admins each trip's consent setting and class share in the list; students not", async () => {
    Object.assign(
      db.state.excursions.find((e) => e._id === 'b1')!,
      {
        capacity: 10,
        class_share: 40,
      },
    )
    db.state.excursions.find((e) => e._id === 'b2')!.consent = 'everyone'
    db.state.excursions.find((e) => e._id === 'x2')!.consent = 'minors'
    const { unmount } = await renderApp({ url: '/activiteiten', as: 'admin@scalda.nl' })
    const offer = await screen.findByRole('region', { name: 'Aanbod' })
    const item = async (name: string) =>
      (await within(offer).findByRole('link', { name })).closest('li')!
    expect(await item('Stedenreis Berlijn')).toHaveTextContent(
      'toestemming voor minderjarigen · hoogstens 40% per klas',
    )
    expect(await item('Kunst en cultuur in Parijs')).toHaveTextContent('toestemming voor iedereen')
    expect(await item('Rijksmuseum en grachtenrondvaart')).toHaveTextContent(
      'toestemming voor minderjarigen',
    )
    expect(await item('Kanoën in de Biesbosch')).not.toHaveTextContent('toestemming')
    unmount()

    await renderApp({ url: '/activiteiten', as: daan })
    const list = await screen.findByRole('region', { name: 'Aanbod' })
    await within(list).findByRole('link', { name: 'Stedenreis Berlijn' })
    expect(list).not.toHaveTextContent('toestemming')
  })

  it('shows at most 50 at a time with 500 excursions, and more on request', async () => {
    db.state.excursions.push(
      ...Array.from({ length: 500 }, (_, i) => ({
        _id: `bulk${i}`,
        name: `Bulkactiviteit ${i + 1}`,
        scope: 'x-week',
        hours: 2,
        datetime: '20-04-2027',
        description: null,
        location: null,
        capacity: null,
        minimum: null,
        return_date: null,
        consent: null,
        ...noBalance(),
      })),
    )
    const user = userEvent.setup()
    await renderApp({ url: '/activiteiten/x-week' })
    const offer = await screen.findByRole('region', { name: 'Aanbod' })
    await waitFor(() => expect(within(offer).getAllByRole('listitem')).toHaveLength(50))
    expect(within(offer).getByText('50 van 508 resultaten getoond')).toBeInTheDocument()
    await user.click(within(offer).getByRole('button', { name: 'Meer tonen (nog 458)' }))
    expect(within(offer).getAllByRole('listitem')).toHaveLength(100)
    // Focus moves to the first item that appeared.
    expect(document.activeElement).toBe(within(offer).getAllByRole('link')[50])
    await user.click(within(offer).getByRole('searchbox', { name: 'Zoeken op naam' }))
    await user.paste('Bulkactiviteit 499')
    await waitFor(() => expect(within(offer).getAllByRole('listitem')).toHaveLength(1))
  })

  it('shows why the list could not be loaded and tries again on request', async () => {
    server.use(
      http.get(
        apiUrl('excursions'),
        () => HttpResponse.json({ message: 'Database onbereikbaar' }, { status: 500 }),
        {
          once: true,
        },
      ),
    )
    const user = userEvent.setup()
    await renderApp({ url: '/activiteiten/buitenland' })
    expect(await screen.findByText('Database onbereikbaar')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }))
    expect(await screen.findByRole('link', { name: 'Stedenreis Berlijn' })).toBeInTheDocument()
  })

  it('reorders a student’s preferences with Hoger and Lager, keeping focus on the moved one', async () => {
    const user = userEvent.setup()
    await renderApp({ url: '/activiteiten/x-week', as: daan })
    const mine = await screen.findByRole('region', { name: 'Mijn inschrijvingen' })
    const rows = () =>
      within(mine)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    expect(rows()[0]).toContain('Voorkeur 1Kanoën in de Biesbosch')
    const down = within(mine).getByRole('button', {
      name: 'Lager: Kanoën in de Biesbosch een voorkeur omlaag',
    })
    await user.click(down)
    await waitFor(() => expect(rows()[0]).toContain('Voorkeur 1Deltawerken en Neeltje Jans'))
    expect(rows()[1]).toContain('Voorkeur 2Kanoën in de Biesbosch')
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(mine).getByRole('button', {
          name: 'Hoger: Kanoën in de Biesbosch een voorkeur omhoog',
        }),
      ),
    )
    await waitFor(() => expect(subscriptionsOf('u-daan')).toContainEqual(['x1', 2]))
    expect(subscriptionsOf('u-daan')).toContainEqual(['x3', 1])
    // The list items follow.
    const offer = screen.getByRole('region', { name: 'Aanbod' })
    await waitFor(() =>
      expect(within(offer).getByText('Ingeschreven · voorkeur 2')).toBeInTheDocument(),
    )
  })
})

describe('live refresh', () => {
  afterEach(() => {
    vi.useRealTimers()
    server.events.removeAllListeners()
  })

  it('reloads excursions and subscriptions once a minute, however many components show them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderApp({ url: '/activiteiten', as: daan })
    const mine = await screen.findByRole('region', { name: 'Mijn inschrijvingen' })
    await within(mine).findByText(/24 van 20 punten/)
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname))
    await act(() => vi.advanceTimersByTimeAsync(61_000))
    await waitFor(() => expect(seen).toContain('/api/subscriptions/all'))
    expect(seen.filter((p) => p === '/api/excursions')).toHaveLength(1)
    expect(seen.filter((p) => p === '/api/subscriptions/all')).toHaveLength(1)
  })
})
