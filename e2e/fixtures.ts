import axe from 'axe-core'
import {
  expect,
  test as base,
  type Dialog,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test'

export const DEMO_PASSWORD = 'welkom'

export const demo = {
  newStudent: '123456',
  student: '654321',
  teacher: 'docent@scalda.nl',
  admin: 'admin@scalda.nl',
  specialAdmin: 'beheer@xweek-scalda.nl',
} as const

/** The app's main menu. */
export const nav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' })

/** Opens `path` and waits until the app (and the demo backend's service worker) is up. */
export async function openApp(page: Page, path = '/') {
  await page.goto(path)
  await expect(nav(page)).toBeVisible()
}

/** Logs in through the dialog, as a person would. */
export async function loginThroughDialog(page: Page, loginId: string, password = DEMO_PASSWORD) {
  await nav(page).getByRole('button', { name: 'Inloggen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Inloggen' })
  await dialog.getByLabel('Gebruikersnaam').fill(loginId)
  await dialog.getByLabel('Wachtwoord').fill(password)
  await dialog.getByRole('button', { name: 'Inloggen' }).click()
  await expect(dialog).toBeHidden()
}

/** Waits until the page's backend answers: the demo backend once started, the real server at once. */
export async function backendReady(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.apiMocking !== 'true' || '__demoBackend' in window,
  )
}

/**
 * Logs in through the API and stores the session as the app does, then opens `path`. The call
 * needs the backend, not a rendered page: the demo backend starts before the app renders
 * (src/main.tsx), so the first page is not waited for.
 */
export async function loginThroughApi(page: Page, loginId: string, path = '/') {
  await page.goto('/')
  await backendReady(page)
  await page.evaluate(
    async ([login_id, password]) => {
      const response = await fetch('/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login_id, password }),
      })
      if (!response.ok) throw new Error(`login failed: ${response.status}`)
      localStorage.setItem('xweek.session', JSON.stringify(await response.json()))
    },
    [loginId, DEMO_PASSWORD] as const,
  )
  await openApp(page, path)
}

/**
 * A fresh start in the same browser, for the next step of a test that runs several cases: the
 * app's storage emptied (at the next load the demo backend starts again from the seed, with no
 * session, no drafts, no version seen), then logged in through the API at `path`. What a new
 * test's fresh context gives, without its cost: the demo backend's service worker is installed
 * already and the app's files are in the cache (about 1 s a case on the 2-core machine). The
 * storage is emptied on a page of the origin where the app does not run (its service worker
 * script), so no page of the app writes it back; leaving input unsaved on the way is allowed.
 */
export async function freshStart(page: Page, loginId: string, path = '/') {
  const leave = (dialog: Dialog) =>
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss())
  page.on('dialog', leave)
  await page.goto('/mockServiceWorker.js')
  page.off('dialog', leave)
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await loginThroughApi(page, loginId, path)
}

/** A second session of `loginId` from inside the page (another device, as the backend sees it): its token. */
export async function secondSession(page: Page, loginId: string) {
  return page.evaluate(async (loginId) => {
    const answer = await fetch('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login_id: loginId, password: 'welkom' }),
    })
    return ((await answer.json()) as { token: string }).token
  }, loginId)
}

/** The status GET users answers with this session's token: 200 while it lives, 401 once ended. */
export async function sessionStatus(page: Page, token: string) {
  return page.evaluate(
    async (token) =>
      (await fetch('/api/users', { headers: { Authorization: `Bearer ${token}` } })).status,
    token,
  )
}

/** A call to the demo backend as an admin, from inside the page (the backend lives there). */
export async function asAdmin(page: Page, path: string, body: unknown) {
  const status = await page.evaluate(
    async ([path, body, login]) => {
      const session = await fetch('/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login_id: login, password: 'welkom' }),
      })
      const { token } = (await session.json()) as { token: string }
      const answer = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
      return answer.status
    },
    [path, body, demo.admin] as const,
  )
  expect(status, path).toBe(200)
}

/** The axe rules of WCAG 2.2 AA (issue 44): its A and AA levels of 2.0, 2.1 and 2.2. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe with the WCAG 2.2 A and AA rules (`axeTags`). */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include)).toEqual([])
}

/** What axe finds against the WCAG 2.2 A and AA rules: each rule with the nodes that break it. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // A dialog still fading in has its colours blended with the page: axe would measure those.
  // (Endless animations, such as a loading skeleton's, are not waited for.) No transition running
  // is not enough: a dialog just mounted stands at opacity 0 for a frame before its fade starts,
  // so every shown dialog and menu must also stand at full opacity, up to the root.
  await page.waitForFunction(() => {
    const opaque = (element: Element | null): boolean =>
      !element || (getComputedStyle(element).opacity === '1' && opaque(element.parentElement))
    return (
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ) &&
      [
        ...document.querySelectorAll(
          '[role=dialog], [role=alertdialog], [role=menu], [role=listbox]',
        ),
      ]
        .filter((popup) => popup.checkVisibility({ visibilityProperty: true }))
        .every(opaque)
    )
  })
  // axe goes into the page once per document and runs there (the app has no frames). Only the
  // violations are gathered: the passes' and undecided nodes are work nobody reads. AxeBuilder
  // (@axe-core/playwright) put axe's 0.5 MB in again for every analysis and opened a blank page
  // to merge the results in, which took most of an analysis's time once axe ran at three widths
  // (issue 44). `page.evaluate` of the source runs as the test's, so the CSP does not stop it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const { violations } = await page.evaluate(
    ([tags, include]) =>
      (window as unknown as { axe: typeof axe }).axe.run(include ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    [axeTags, include] as const,
  )
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * What an overridden call answers: a status and body (`contentType` optional), a network
 * failure, no answer at all ('never'), or `{ delayMs }` alone: the real answer, that much later.
 */
export type BackendAnswer =
  | { status: number; body?: string; contentType?: string; delayMs?: number }
  | { delayMs: number }
  | 'network-error'
  | 'never'

/**
 * Follows the requests of the page and of the demo backend's service worker (its API calls and
 * the chunks of its lazy parts). `settled()` waits until none has been on its way, and none has
 * started or ended, for `quietMs`. Before a jump of Playwright's clock: the clock runs ahead of
 * the network, and a jump over a chunk still arriving counts as its 120 s time-out, as it would
 * for a user who really waited that long. Not `page.waitForLoadState('networkidle')` (once
 * reached, it no longer waits), and not the page's own request events alone: what the service
 * worker fetches shows there only once it has arrived.
 */
export function watchRequests(page: Page) {
  const inFlight = new Set<Request>()
  let lastChange = Date.now()
  const started = (request: Request) => {
    inFlight.add(request)
    lastChange = Date.now()
  }
  const ended = (request: Request) => {
    inFlight.delete(request)
    lastChange = Date.now()
  }
  const context = page.context()
  context.on('request', started)
  context.on('requestfinished', ended)
  context.on('requestfailed', ended)
  return {
    async settled(quietMs = 500) {
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, { intervals: [50] })
        .toBe(true)
    },
  }
}

/** Makes the in-browser demo backend answer one path differently (406 refusals, faults). */
export async function overrideBackend(
  page: Page,
  method: 'get' | 'post',
  path: string,
  answer: BackendAnswer,
  options: { once?: boolean } = {},
) {
  await page.evaluate(
    ([method, path, answer, once]) => {
      const backend = (window as unknown as { __demoBackend: DemoBackend }).__demoBackend
      const { worker, http, HttpResponse, delay } = backend
      worker.use(
        http[method](
          `${location.origin}/api/${path}`,
          async () => {
            if (answer === 'network-error') return HttpResponse.error()
            if (answer === 'never') return new Promise(() => {})
            if (answer.delayMs) await delay(answer.delayMs)
            // Without a status: on to the real handler.
            if (!('status' in answer)) return undefined
            const headers = answer.contentType ? { 'Content-Type': answer.contentType } : undefined
            return new HttpResponse(answer.body ?? '', { status: answer.status, headers })
          },
          { once },
        ),
      )
    },
    [method, path, answer, options.once ?? false] as const,
  )
}

/** Drops every override: the demo backend answers as usual again. */
export async function resetBackend(page: Page) {
  await page.evaluate(() =>
    (window as unknown as { __demoBackend: DemoBackend }).__demoBackend.worker.resetHandlers(),
  )
}

type DemoBackend = {
  worker: { use: (...handlers: unknown[]) => void; resetHandlers: () => void }
  http: Record<
    'get' | 'post',
    (path: string, resolver: () => unknown, options: { once: boolean }) => unknown
  >
  HttpResponse: {
    new (body: string, init: { status: number; headers?: Record<string, string> }): unknown
    error: () => unknown
  }
  delay: (ms: number) => Promise<void>
}

/**
 * Types DD-MM-YYYY digits (DDMMYYYYHHmm in a date-time field) into an MUI date field of `scope`,
 * section by section from the day, and leaves it with Tab.
 */
export async function typeDate(page: Page, scope: Locator, label: string, digits: string) {
  const group = scope.getByRole('group', { name: label })
  await group.getByRole('spinbutton', { name: 'Dag' }).click()
  await page.keyboard.type(digits)
  await page.keyboard.press('Tab')
}

export const test = base
export { expect }
