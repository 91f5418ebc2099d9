// An excursion's own page: its details, sign-up, terms and ID data (the lists: excursion-pages.test.tsx).
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl } from '@/lib/config'
import { profileKeys } from '@/lib/profile/api'
import { renderApp } from '@/test/render-app'
import { db } from '~mocks/db'
import { server } from '~mocks/node'
import {
  completeSanneProfile,
  daan,
  sanne,
  subscribeSection,
  subscriptionsOf,
} from './excursion-pages.test-setup'

describe('excursion details', () => {
  it('shows everything known and subscribes and unsubscribes a student', async () => {
    const user = userEvent.setup()
    await renderApp({ url: '/activiteiten/x-week/x2', as: daan })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rijksmuseum en grachtenrondvaart' }),
    ).toBeInTheDocument()
    for (const text of [
      'Activiteiten in Nederland',
      'dinsdag 13 april 2027',
      '6 punten',
      'Amsterdam',
      '1 inschrijving',
    ])
      expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.getByText(/Je krijgt vooraf een programma/)).toBeInTheDocument()

    const section = await subscribeSection()
    await user.click(await within(section).findByRole('button', { name: 'Inschrijven' }))
    expect(await within(section).findByRole('button', { name: 'Uitschrijven' })).toBeInTheDocument()
    // Next free rank in x-week after x1 (1) and x3 (2).
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Je bent ingeschreven met voorkeur 3.',
    )
    expect(screen.getByText('2 inschrijvingen')).toBeInTheDocument()
    await waitFor(() => expect(subscriptionsOf('u-daan')).toContainEqual(['x2', 3]))
    expect(
      within(screen.getByRole('region', { name: 'Mijn inschrijvingen' })).getByText(
        /30 van 20 punten/,
      ),
    ).toBeInTheDocument()

    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Uitschrijven' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    )
    await user.click(within(section).getByRole('button', { name: 'Uitschrijven' }))
    expect(await within(section).findByRole('button', { name: 'Inschrijven' })).toBeInTheDocument()
    await waitFor(() => expect(subscriptionsOf('u-daan').map(([x]) => x)).not.toContain('x2'))
  })

  it("shows a trip's consent setting and class share as a line each, an activity without them none", async () => {
    // Set before the first read (the demo backend answers an unchanged list from its version).
    const berlijn = db.state.excursions.find((e) => e._id === 'b1')!
    Object.assign(berlijn, { capacity: 10, class_share: 40 })
    db.state.excursions.find((e) => e._id === 'b2')!.consent = 'everyone'
    const { unmount } = await renderApp({ url: '/activiteiten/buitenland/b1', as: daan })
    await screen.findByRole('heading', { level: 1, name: 'Stedenreis Berlijn' })
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling
    // Buitenlandreizen ask minors by default.
    expect(value('Toestemming ouder/verzorger')).toHaveTextContent(
      'Nodig als je op de eerste dag van de reis jonger bent dan 18',
    )
    expect(value('Per klas')).toHaveTextContent('Hoogstens 40% van de plaatsen (4 plaatsen)')
    unmount()

    const again = await renderApp({ url: '/activiteiten/buitenland/b2', as: daan })
    await screen.findByRole('heading', { level: 1, name: 'Kunst en cultuur in Parijs' })
    expect(value('Toestemming ouder/verzorger')).toHaveTextContent('Nodig voor iedereen')
    expect(screen.queryByText('Per klas', { selector: 'dt' })).toBeNull()
    again.unmount()

    await renderApp({ url: '/activiteiten/x-week/x2', as: daan })
    await screen.findByRole('heading', { level: 1, name: 'Rijksmuseum en grachtenrondvaart' })
    expect(screen.queryByText('Toestemming ouder/verzorger', { selector: 'dt' })).toBeNull()
  })

  it('in a fair start a sign-up waits in line, then shows the draw’s result', async () => {
    const opens = Date.now() - 1_000
    db.state.rounds = [
      ...db.state.rounds.filter((r) => r.scope !== 'x-week'),
      {
        scope: 'x-week',
        mode: 'first-come',
        opens_at: new Date(opens).toISOString(),
        closes_at: null,
        remind_days_before: null,
        reminded_at: null,
        min_wishes: 0,
        max_wishes: null,
        policy: 'rank-maximal',
        published_run: null,
        updated_at: new Date(opens).toISOString(),
        fair_start_seconds: 60,
        fair_start_seed: null,
        draw_seed: null,
        draw_nonce: null,
        draw_committed_at: null,
        draw_revealed_at: null,
        group_fallback: false,
        consent_deadline: null,
        consent_freed_at: null,
      },
    ]
    const user = userEvent.setup()
    await renderApp({ url: '/activiteiten/x-week/x2', as: daan })
    const section = await subscribeSection()
    await user.click(await within(section).findByRole('button', { name: 'Inschrijven' }))
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Je staat in de rij…'),
    )
    expect(within(section).queryByRole('button')).not.toBeInTheDocument()
    expect(within(section).getByText(/wordt de volgorde geloot/)).toBeInTheDocument()
    expect(subscriptionsOf('u-daan').map(([x]) => x)).not.toContain('x2')

    // The 60 seconds pass: the next look at the line draws it, and the place is Daan's.
    db.state.rounds = db.state.rounds.map((r) =>
      r.scope === 'x-week' ? { ...r, opens_at: new Date(opens - 120_000).toISOString() } : r,
    )
    expect(
      await within(section).findByText(
        'Loting eerlijke start: gelukt, je bent ingeschreven.',
        {},
        { timeout: 8_000 },
      ),
    ).toBeInTheDocument()
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Je bent ingeschreven met voorkeur 3.',
    )
    expect(subscriptionsOf('u-daan')).toContainEqual(['x2', 3])
  }, 20_000)

  it('a double click on Inschrijven sends one request and shows no error', async () => {
    const subscribes: string[] = []
    // A slow server, as in the browser: the second click lands while the first call is under way.
    server.use(
      http.post(apiUrl('subscriptions/subscribe'), async () => {
        subscribes.push('POST')
        await delay(300)
      }),
    )
    await renderApp({ url: '/activiteiten/x-week/x2', as: daan })
    const section = await subscribeSection()
    const button = await within(section).findByRole('button', { name: 'Inschrijven' })
    // As a person does: clicked once it no longer waits (its profile loaded; a slow machine may
    // render the button first).
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'))
    act(() => {
      button.click()
      button.click()
    })
    expect(await within(section).findByRole('button', { name: 'Uitschrijven' })).toBeInTheDocument()
    await waitFor(() => expect(subscriptionsOf('u-daan')).toContainEqual(['x2', 3]))
    expect(subscribes).toEqual(['POST'])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('waits for the rounds before a sign-up: a click before them sends nothing', async () => {
    const subscribes: string[] = []
    let answerRounds = () => {}
    const roundsIn = new Promise<void>((done) => (answerRounds = done))
    server.use(
      http.get(apiUrl('rounds'), async () => {
        await roundsIn
        return HttpResponse.json([])
      }),
      http.post(apiUrl('subscriptions/subscribe'), () => void subscribes.push('POST')),
    )
    const { queryClient } = await renderApp({ url: '/activiteiten/x-week/x2', as: daan })
    const section = await subscribeSection()
    const button = await within(section).findByRole('button', { name: 'Inschrijven' })
    // Everything else it waits for is in: the profile.
    await waitFor(() => expect(queryClient.getQueryData(profileKeys.own)).toBeDefined())
    expect(button).toHaveAttribute('aria-disabled', 'true')
    act(() => button.click())
    answerRounds()
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'))
    expect(subscribes).toEqual([])
  })

  it('shows a 406 answer verbatim and rolls the optimistic subscription back', async () => {
    server.use(
      http.post(apiUrl('subscriptions/subscribe'), async () => {
        await delay(100)
        return new HttpResponse('Vol! Er is geen plek meer.', { status: 406 })
      }),
    )
    const user = userEvent.setup()
    await renderApp({ url: '/activiteiten/x-week/x2', as: daan })
    const section = await subscribeSection()
    await user.click(await within(section).findByRole('button', { name: 'Inschrijven' }))
    // At once (optimistic) ...
    expect(within(section).getByRole('button', { name: 'Uitschrijven' })).toBeInTheDocument()
    expect(screen.getByText('2 inschrijvingen')).toBeInTheDocument()
    // ... and back after the refusal, whose text is shown as is.
    expect(await screen.findByText('Vol! Er is geen plek meer.')).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Inschrijven' })).toBeInTheDocument()
    expect(screen.getByText('1 inschrijving')).toBeInTheDocument()
    expect(subscriptionsOf('u-daan').map(([x]) => x)).not.toContain('x2')
  })

  it("shows 'Error occurred:' and the detail for other failures, and rolls an unsubscribe back", async () => {
    server.use(http.post(apiUrl('subscriptions/unsubscribe'), () => HttpResponse.error()))
    const user = userEvent.setup()
    await renderApp({ url: '/activiteiten/x-week/x1', as: daan })
    const section = await subscribeSection()
    await user.click(await within(section).findByRole('button', { name: 'Uitschrijven' }))
    expect(
      await screen.findByText(
        'Error occurred: Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
      ),
    ).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Uitschrijven' })).toBeInTheDocument()
    expect(within(section).getByRole('status')).toHaveTextContent('voorkeur 1')
  })

  it('shows the not-found page for an unknown id or an excursion of another scope', async () => {
    for (const url of [
      '/activiteiten/x-week/bestaat-niet',
      '/activiteiten/buitenland/x1',
      '/keuzedelen/x1',
    ]) {
      const { unmount } = await renderApp({ url })
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
      ).toBeInTheDocument()
      unmount()
    }
  })

  it('shows staff no subscribe button', async () => {
    await renderApp({ url: '/keuzedelen/k1', as: 'docent@scalda.nl' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ondernemerschap mbo' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Inschrijven' })).not.toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Log in om je in te schrijven' }),
    ).not.toBeInTheDocument()
  })
})

describe('terms and ID data before subscribing', () => {
  it('asks for the terms once per scope and stores the acceptance in the profile', async () => {
    completeSanneProfile()
    const user = userEvent.setup()
    await renderApp({ url: '/keuzedelen/k1', as: sanne })
    const section = await subscribeSection()
    await user.click(await within(section).findByRole('button', { name: 'Inschrijven' }))
    const terms = await screen.findByRole('dialog', { name: 'Keuzedeelvoorwaarden' })
    expect(
      await within(terms).findByText(/Je volgt alle lessen van het keuzedeel/),
    ).toBeInTheDocument()
    await user.click(within(terms).getByRole('button', { name: 'Accepteren' }))
    expect(await within(section).findByRole('button', { name: 'Uitschrijven' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(db.state.profiles.find((p) => p.user_id === 'u-sanne')?.accept_keuzedelen_terms).toBe(
      true,
    )
    await waitFor(() => expect(subscriptionsOf('u-sanne')).toEqual([['k1', 1]]))

    // The second keuzedeel asks nothing: the terms were accepted once for the scope.
    await user.click(screen.getByRole('link', { name: 'Terug naar Keuzedelen' }))
    await user.click(await screen.findByRole('link', { name: 'Voorbereiding hbo' }))
    const second = await subscribeSection()
    await user.click(await within(second).findByRole('button', { name: 'Inschrijven' }))
    expect(await within(second).findByRole('button', { name: 'Uitschrijven' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(subscriptionsOf('u-sanne')).toEqual([
        ['k1', 1],
        ['k4', 2],
      ]),
    )
  })

  it('cancelling the terms subscribes nothing', async () => {
    completeSanneProfile()
    const user = userEvent.setup()
    await renderApp({ url: '/activiteiten/x-week/x2', as: sanne })
    const section = await subscribeSection()
    await user.click(await within(section).findByRole('button', { name: 'Inschrijven' }))
    const terms = await screen.findByRole('dialog', { name: 'Activiteitenvoorwaarden' })
    await user.click(within(terms).getByRole('button', { name: 'Annuleren' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(section).getByRole('button', { name: 'Inschrijven' })).toBeInTheDocument()
    expect(subscriptionsOf('u-sanne')).toEqual([])
  })

  it('opens the ID popup before a first trip', async () => {
    completeSanneProfile()
    const user = userEvent.setup()
    await renderApp({ url: '/activiteiten/buitenland/b2', as: sanne })
    const section = await subscribeSection()
    await user.click(await within(section).findByRole('button', { name: 'Inschrijven' }))
    expect(await screen.findByRole('dialog', { name: 'Paspoort/ID-gegevens' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Reisvoorwaarden' })).not.toBeInTheDocument()
    expect(subscriptionsOf('u-sanne')).toEqual([])
  })
})
