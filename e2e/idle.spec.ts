import { expect, test, type Page } from '@playwright/test'
import { watchRequests } from './fixtures'

// Idle cost (issue 12): a page left open does nothing between the spec's polls (SPEC §7: a 10 s
// tick, with 1 and 5 minute reloads): no re-render, no request, no short timer, no animation
// loop. Measured on the production build (real server, real API answers) under Playwright's clock:
// its timers, frames and Date run only when the test moves the clock, so the quiet time is exact
// and takes no real time.
const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1000}`
test.use({ baseURL: origin })

/** Counts React commits (through the DevTools hook React reports to) and the timers set. */
async function instrument(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __idle: { commits: number; timers: number[]; frames: number }
      __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown
    }
    const idle = { commits: 0, timers: [] as number[], frames: 0 }
    w.__idle = idle
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onScheduleFiberRoot: () => {},
      onCommitFiberRoot: () => {
        idle.commits += 1
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    }
    const setTimeoutOriginal = window.setTimeout
    const setIntervalOriginal = window.setInterval
    const rafOriginal = window.requestAnimationFrame
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      idle.timers.push(delay ?? 0)
      return setTimeoutOriginal(handler, delay, ...args)
    }) as typeof window.setTimeout
    window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      idle.timers.push(delay ?? 0)
      return setIntervalOriginal(handler, delay, ...args)
    }) as typeof window.setInterval
    window.requestAnimationFrame = (callback) => {
      idle.frames += 1
      return rafOriginal(callback)
    }
  })
}

async function measureIdle(page: Page, ms: number) {
  const requests: string[] = []
  const onRequest = (r: { url(): string }) => requests.push(r.url())
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const metric = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0
    return { layouts: get('LayoutCount'), styles: get('RecalcStyleCount') }
  }
  const before = await page.evaluate(() => {
    const idle = (
      window as unknown as { __idle: { commits: number; timers: number[]; frames: number } }
    ).__idle
    return { commits: idle.commits, timers: idle.timers.length, frames: idle.frames }
  })
  const perfBefore = await metric()
  page.on('request', onRequest)
  await page.clock.runFor(ms)
  page.off('request', onRequest)
  const perfAfter = await metric()
  const after = await page.evaluate(
    () =>
      (window as unknown as { __idle: { commits: number; timers: number[]; frames: number } })
        .__idle,
  )
  return {
    commits: after.commits - before.commits,
    shortTimers: after.timers.slice(before.timers).filter((delay) => delay < 10_000),
    animationFrames: after.frames - before.frames,
    layouts: perfAfter.layouts - perfBefore.layouts,
    styleRecalcs: perfAfter.styles - perfBefore.styles,
    requests,
  }
}

for (const path of ['/', '/activiteiten/x-week']) {
  test(`${path} left open does nothing between polls`, async ({ page }) => {
    // The clock first: the instrument then counts the timers the app sets on it.
    await page.clock.install()
    await instrument(page)
    await page.goto(path)
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    // From here on time moves only when the test says so (a little ahead of the page's now: a
    // pause in the past is refused).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000)
    // Let one-off work finish (the login dialog's preload after 1.5 s, the last renders): what the
    // app set on a timer runs, what it fetched arrives, and then the 0 ms timers by which the
    // data's cache tells React run too (they wait for the clock like any other).
    const requests = watchRequests(page)
    await page.clock.runFor(3_000)
    await requests.settled()
    await page.clock.runFor(100)
    await requests.settled()
    // No animation runs on its own: a CSS one restyles the page every frame in real time, which the
    // clock does not hold (one that ends, such as a fade, is waited for; an endless one fails).
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getAnimations().filter((a) => a.playState === 'running').length,
        ),
      )
      .toBe(0)
    const commitsAtRest = await page.evaluate(
      () => (window as unknown as { __idle: { commits: number } }).__idle.commits,
    )
    // The instrument works: the app did commit while it loaded.
    expect(commitsAtRest).toBeGreaterThan(0)

    const idle = await measureIdle(page, 8_000)
    expect(idle).toEqual({
      commits: 0,
      shortTimers: [],
      animationFrames: 0,
      layouts: 0,
      styleRecalcs: 0,
      requests: [],
    })
  })
}
