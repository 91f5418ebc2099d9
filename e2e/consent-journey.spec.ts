import type { Browser, Page } from '@playwright/test'
import { startSmtp } from '../server/mail/test-smtp'
import { startPostgres, type PostgresCluster } from '../server/test/postgres'
import { demo, expect, loginThroughDialog, test } from './fixtures'
import { freePort, ServerProcess } from './real-server'

/*
 * Issue 44's journey on the real server, on PGlite and on PostgreSQL, with a real SMTP server: a 16-year-old wishes a
 * trip abroad and names a parent; the parent's mail arrives and the parent consents from its
 * link; the admin sees 'Toestemming gegeven'; a second student's parent refuses and that student
 * is not placed, with the reason shown. The set-up (ID data, the round) goes through the API.
 */

let smtp: Awaited<ReturnType<typeof startSmtp>>
let server: ServerProcess
let cluster: PostgresCluster | null = null
const trip = 'Stedenreis Berlijn'
const SHOTS = 'shots'

for (const database of ['PGlite', 'PostgreSQL'] as const)
  test.describe(`on ${database}`, () => {
    test.beforeAll(async () => {
      test.setTimeout(240_000)
      if (database === 'PostgreSQL') cluster = await startPostgres()
      smtp = await startSmtp()
      const port = await freePort()
      server = new ServerProcess({
        APP_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'X-Week <xweek@scalda.nl>',
        ...(cluster && { DATABASE_URL: cluster.url() }),
      })
      server.port = port
      await server.start(200_000)
    })

    test.afterAll(async () => {
      await server?.destroy()
      await smtp?.stop()
      cluster?.destroy()
      cluster = null
    })

    test('a parent consents from the mail, another refuses, and that wish is not placed', ({
      browser,
    }) => journey(browser, database === 'PGlite'))
  })

/** A call of the API as `loginId` (demo password), from the test. */
async function api(loginId: string, path: string, body: unknown) {
  const login = await fetch(`${server.origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login_id: loginId, password: 'welkom' }),
  })
  const { token } = (await login.json()) as { token: string }
  const answer = await fetch(`${server.origin}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  expect(answer.status, await answer.clone().text()).toBeLessThan(300)
  return answer.json()
}

/** A student of 16 on the trip's first day (11-04-2027), with ID data and the terms accepted. */
const sixteen = (first: string, last: string) => ({
  bday: '01-09-2010',
  nationality: 'Netherlands (the)',
  gender: 'v',
  document_type: 'passport',
  document_number: 'NXC4R8T77',
  document_issue_date: '02-06-2022',
  document_validity_date: '02-06-2032',
  document_country: 'Netherlands (the)',
  document_first_name: first,
  document_surname: last,
  accept_privacy_policy: true,
  accept_reis_terms: true,
})

/** The consent link in the newest mail to `to` (quoted-printable undone). */
async function linkTo(to: string) {
  let raw = ''
  await expect
    .poll(
      () => {
        raw = smtp.received.filter((m) => m.to.includes(to)).at(-1)?.raw ?? ''
        return raw
      },
      { timeout: 40_000 },
    )
    .toContain('Toestemming')
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')
  expect(text).toContain(trip)
  return /https?:\/\/[^\s"<>]+\/toestemming#token=[A-Za-z0-9_-]{43}/.exec(text)![0]
}

async function open(browser: Browser, path = '/') {
  const context = await browser.newContext({ baseURL: server.origin })
  const page = await context.newPage()
  await page.goto(path)
  return page
}

/** The journey; `shots` keeps its screenshots (once, from the PGlite run). */
async function journey(browser: Browser, shots: boolean) {
  test.setTimeout(240_000)
  const shot = async (page: Page, name: string) => {
    if (shots) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
  }
  const hour = 60 * 60_000
  await api(demo.admin, 'rounds/set', {
    scope: 'buitenland',
    mode: 'preference',
    opens_at: new Date(Date.now() - hour).toISOString(),
    closes_at: new Date(Date.now() + hour).toISOString(),
    min_wishes: 0,
    max_wishes: 3,
    policy: 'rank-maximal',
  })
  await api('201001', 'users_info/update/self', sixteen('Emma', 'Visser'))
  await api('201002', 'users_info/update/self', sixteen('Noah', 'Dijk'))

  // Emma wishes the trip and names her mother in the sign-up's dialog.
  const emma = await open(browser)
  await loginThroughDialog(emma, '201001')
  await emma.goto('/activiteiten/buitenland/b1')
  const signUp = emma.getByRole('region', { name: 'Inschrijven' })
  await signUp.getByRole('button', { name: 'Inschrijven' }).click()
  const dialog = emma.getByRole('dialog', { name: 'Toestemming ouder/verzorger' })
  await dialog.getByRole('button', { name: 'Inschrijven en e-mail versturen' }).click()
  await expect(
    dialog.getByText('Vul een geldig e-mailadres van je ouder/verzorger in.'),
  ).toBeVisible()
  await dialog.getByLabel('Naam ouder/verzorger').fill('Petra Visser')
  await dialog.getByLabel('E-mailadres ouder/verzorger').fill('petra@example.nl')
  await dialog.getByRole('button', { name: 'Inschrijven en e-mail versturen' }).click()
  await expect(signUp.getByRole('status').first()).toHaveText('Dit is je wens 1.')
  await expect(emma.getByText('Wacht op toestemming')).toBeVisible()
  await shot(emma, 'student-waiting')

  // The mail arrives; the mother opens its link, reads the trip and consents with her name.
  const parent = await open(browser, await linkTo('petra@example.nl'))
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText('Toestemming ouder/verzorger')
  await expect(parent.getByText('Berlijn, Duitsland', { exact: true })).toBeVisible()
  await shot(parent, 'parent-page')
  await parent.getByRole('button', { name: 'Ik geef toestemming' }).click()
  await expect(parent.getByText('Typ uw naam om toestemming te geven.').first()).toBeVisible()
  await parent.getByLabel('Uw naam').fill('Petra Visser')
  await parent.getByRole('button', { name: 'Ik geef toestemming' }).click()
  await expect(parent.getByText('Dank u wel: uw toestemming is vastgelegd.')).toBeVisible()
  await shot(parent, 'parent-consented')
  // The link works once.
  await parent.reload()
  await parent.goto(await linkTo('petra@example.nl'))
  await expect(parent.getByText('Via deze link is al geantwoord.', { exact: false })).toBeVisible()

  await emma.reload()
  await expect(emma.getByText('Toestemming gegeven')).toBeVisible()
  await shot(emma, 'student-given')

  // Noah signs up (through the API); his father refuses from the mail's link.
  await api('201002', 'subscriptions/subscribe', {
    excursion_id: 'b1',
    preference: 1,
    parent: { name: 'Kees van Dijk', email: 'kees@example.nl' },
  })
  const father = await open(browser, await linkTo('kees@example.nl'))
  await father.getByRole('button', { name: 'Ik geef geen toestemming' }).click()
  // A refusal is final: the page asks first.
  await father
    .getByRole('dialog', { name: 'Geen toestemming geven?' })
    .getByRole('button', { name: 'Ik geef geen toestemming' })
    .click()
  await expect(
    father.getByText('Uw antwoord is vastgelegd: u geeft geen toestemming.'),
  ).toBeVisible()

  // The admin sees the answers in the overview, closes the round and publishes the placement.
  const admin = await open(browser)
  await loginThroughDialog(admin, demo.admin)
  await admin.goto('/beheer/x-week_inschrijvingen')
  const grid = admin.getByRole('grid')
  await expect(
    grid.getByRole('row').filter({ hasText: 'Emma' }).filter({ hasText: trip }),
  ).toContainText('Toestemming gegeven')
  await expect(
    grid.getByRole('row').filter({ hasText: 'Noah' }).filter({ hasText: trip }),
  ).toContainText('Geen toestemming')
  await shot(admin, 'admin-overview')
  await api(demo.admin, 'rounds/set', {
    scope: 'buitenland',
    mode: 'preference',
    opens_at: new Date(Date.now() - hour).toISOString(),
    closes_at: new Date(Date.now() - 60_000).toISOString(),
    min_wishes: 0,
    max_wishes: 3,
    policy: 'rank-maximal',
  })
  await api(demo.admin, 'rounds/publish', { scope: 'buitenland', policy: 'rank-maximal' })

  // Noah is not placed, and his page says why.
  const noah = await open(browser)
  await loginThroughDialog(noah, '201002')
  await noah.goto('/activiteiten/buitenland')
  await expect(
    noah.getByText(
      'Je wens Stedenreis Berlijn telt niet mee in de plaatsing: er is geen toestemming van je ouder/verzorger (Geen toestemming).',
      { exact: false },
    ),
  ).toBeVisible()
  await shot(noah, 'student-not-placed')
  await emma.goto('/activiteiten/buitenland/b1')
  await expect(
    emma.getByRole('region', { name: 'Inschrijven' }).getByRole('status').first(),
  ).toContainText('geplaatst')
}
