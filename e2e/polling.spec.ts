import type { Page } from '@playwright/test'
import { demo, expect, loginThroughApi, test, watchRequests } from './fixtures'

/**
 * Counts the API calls the page makes, by path (and `?name=` for settings). Made before the page
 * loads, so that `bootSettled` knows every request of the boot; counting starts there.
 */
function countCalls(page: Page) {
  let seen: string[] = []
  const requests = watchRequests(page)
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/')) return
    const name = url.searchParams.get('name')
    seen.push(url.pathname.slice(5) + (name ? `?name=${name}` : ''))
  })
  const count = (call: string) => seen.filter((c) => c === call).length
  return {
    count,
    counts: () => ({
      excursions: count('excursions'),
      subscriptions: count('subscriptions/all'),
      version: count('settings/version'),
      settings: count('settings?name=policy'),
    }),
    /**
     * The boot is over: every request of the page's load answered, none for half a second, and
     * what the boot left on a timer run (a lazy part shown a moment later that mounts a query
     * whose data a jump of minutes has made stale, a call asked again after a failure). Else the
     * clock's jump would bring them as if they were polls, as would a query's first fetch or a
     * chunk still on its way (timed out after 30 s and asked again). No job of the schedule is
     * due within these seconds (the first is a minute after the start). Then the count starts.
     */
    async bootSettled() {
      await requests.settled()
      await page.clock.runFor(5_000)
      await requests.settled()
      seen = []
    },
    /** Every call answered (the fake clock runs ahead of the network), and a moment to read it. */
    settled: () => requests.settled(50),
    /** No call on its way, none started or ended for 300 ms: nothing more is coming. */
    quiet: () => requests.settled(300),
  }
}

/** Freezes the page's clock just ahead of its own now, so no timer is made due by the jump. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 500)
}

async function idleMinutes(
  page: Page,
  calls: ReturnType<typeof countCalls>,
  minutes: number,
  perMinute: (minute: number) => Record<string, number>,
) {
  for (let minute = 1; minute <= minutes; minute++) {
    await page.clock.runFor('01:00')
    await expect.poll(calls.counts).toEqual(perMinute(minute))
    await calls.settled()
  }
}

const schedule = (minute: number) => ({
  excursions: minute,
  subscriptions: minute,
  version: minute >= 5 ? 1 : 0,
  settings: minute >= 5 ? 1 : 0,
})

/** The version the demo backend answers (kept in its localStorage data, so it survives a reload). */
function setServerVersion(page: Page, version: string) {
  return page.evaluate((version) => {
    const { db } = (
      window as unknown as {
        __demoBackend: { db: { state: { settings: Record<string, string> }; save(): void } }
      }
    ).__demoBackend
    db.state.settings.version = version
    db.save()
  }, version)
}

function setHidden(page: Page, hidden: boolean) {
  return page.evaluate((hidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    })
    document.dispatchEvent(new Event('visibilitychange'))
  }, hidden)
}

test.describe('the poll schedule (SPEC §7, §9) under Playwright’s clock', () => {
  test('5 idle minutes on a list page as a student: 5 × excursions and subscriptions, 1 × version and settings', async ({
    page,
  }) => {
    await page.clock.install()
    const calls = countCalls(page)
    await loginThroughApi(page, demo.student, '/activiteiten')
    await expect(page.getByRole('region', { name: 'Mijn inschrijvingen' })).toContainText(
      '24 van 20 punten',
    )
    await calls.bootSettled()
    await pauseClock(page)
    await idleMinutes(page, calls, 5, schedule)
    // Nothing more arrives afterwards.
    await calls.quiet()
    expect(calls.counts()).toEqual(schedule(5))
  })

  test('the same for an admin on a subscription overview: all subscriptions every minute', async ({
    page,
  }) => {
    await page.clock.install()
    const calls = countCalls(page)
    await loginThroughApi(page, demo.admin, '/beheer/x-week_inschrijvingen')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await calls.bootSettled()
    await pauseClock(page)
    await idleMinutes(page, calls, 5, schedule)
    await calls.quiet()
    expect(calls.counts()).toEqual(schedule(5))
  })

  test('nothing polls while the tab is hidden; on return what is due refreshes once, at once', async ({
    page,
  }) => {
    await page.clock.install()
    const calls = countCalls(page)
    await loginThroughApi(page, demo.student, '/keuzedelen')
    await expect(page.getByRole('region', { name: 'Mijn inschrijvingen' })).toBeVisible()
    await calls.bootSettled()
    await pauseClock(page)
    await setHidden(page, true)
    await page.clock.runFor('07:00')
    await calls.quiet()
    expect(calls.counts()).toEqual(schedule(0))
    await setHidden(page, false)
    // Without advancing the clock: the catch-up runs at once, the version check included.
    await expect
      .poll(calls.counts)
      .toEqual({ excursions: 1, subscriptions: 1, version: 1, settings: 1 })
    await calls.quiet()
    expect(calls.counts()).toEqual({ excursions: 1, subscriptions: 1, version: 1, settings: 1 })
    // And the schedule goes on from there: the next minute brings one more of the live data only.
    await page.clock.runFor('01:00')
    await expect.poll(calls.counts).toEqual({
      excursions: 2,
      subscriptions: 2,
      version: 1,
      settings: 1,
    })
  })

  test('a new version reloads once and clears the caches; another change in the same minute does not loop', async ({
    page,
  }) => {
    await page.clock.install()
    const requests = watchRequests(page)
    await loginThroughApi(page, demo.student, '/keuzedelen')
    await expect(page.getByRole('contentinfo')).toContainText('Versie 1.0.0')
    await page.evaluate(async () => {
      const cache = await caches.open('xweek-test')
      await cache.put('/cached', new Response('oud'))
    })
    // The server moves on once more while the app reloads for 1.1.0 (the demo data lives in localStorage).
    await page.addInitScript(() => {
      const raw = localStorage.getItem('xweek.mock-db')
      if (!raw || !sessionStorage.getItem('xweek.version-reload')) return
      const state = JSON.parse(raw) as { settings: Record<string, string> }
      if (state.settings.version !== '1.1.0') return
      state.settings.version = '1.2.0'
      localStorage.setItem('xweek.mock-db', JSON.stringify(state))
    })
    // The boot's requests answered before the 5-minute jump (one on its way would time out).
    await requests.settled()
    await pauseClock(page)
    let loads = 0
    page.on('load', () => loads++)
    await setServerVersion(page, '1.1.0')

    await page.clock.runFor('05:00')
    // The answer arrives after the paused clock's tick; Query tells React on a 0 ms timer.
    await expect
      .poll(async () => {
        await page.clock.runFor(100)
        return loads
      })
      .toBe(1)
    await page.clock.resume()
    await expect(page.getByRole('contentinfo')).toContainText('Versie 1.2.0')
    expect(await page.evaluate(() => caches.keys())).toEqual([])
    // The start check saw 1.2.0 right after the reload: stored, not reloaded again.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('xweek.version')))
      .toBe('1.2.0')
    await pauseClock(page)
    await page.clock.runFor('01:00')
    // No reload on its way: the network has been quiet for half a second.
    await requests.settled()
    expect(loads).toBe(1)
    await expect(page.getByRole('heading', { level: 1, name: 'Keuzedelen' })).toBeVisible()
  })

  test('a new version waits for unsaved input: it says so, and reloads once the input is saved', async ({
    page,
  }) => {
    await page.clock.install()
    const requests = watchRequests(page)
    await loginThroughApi(page, demo.student, '/account')
    const form = page.getByRole('form', { name: 'Algemene gegevens' })
    await form.getByLabel('Telefoonnummer').fill('+31677778888')
    await requests.settled()
    await pauseClock(page)
    let loads = 0
    page.on('load', () => loads++)
    await setServerVersion(page, '1.1.0')
    await page.clock.runFor('05:00')
    await page.clock.resume()
    await expect(
      page.getByText('Er is een nieuwe versie van de app.', { exact: false }),
    ).toBeVisible()
    await requests.settled()
    expect(loads).toBe(0)
    await expect(form.getByLabel('Telefoonnummer')).toHaveValue('+31677778888')
    await form.getByRole('button', { name: 'Opslaan' }).click()
    await expect.poll(() => loads).toBe(1)
    await expect(page.getByRole('contentinfo')).toContainText('Versie 1.1.0')
    await expect(form.getByLabel('Telefoonnummer')).toHaveValue('+31677778888')
  })
})
