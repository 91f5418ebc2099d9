import { randomBytes } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { generate } from 'otplib'
import { startSmtp } from '../server/mail/test-smtp'
import { findPostgresBin, startPostgres, type PostgresCluster } from '../server/test/postgres'
import { expect, loginThroughDialog, nav, test } from './fixtures'
import { freePort, ServerProcess } from './real-server'
import {
  apiAs,
  activateWithCode,
  completeProfilePopup,
  importAndPrintCodes,
  openActivity,
} from './journey-steps'

/*
 * Issue 42's day one on a real production install: NODE_ENV=production on a throwaway
 * PostgreSQL cluster with no seed, the first admin from ADMIN_LOGIN_ID/ADMIN_PASSWORD, Argon2id
 * at its defaults, CODE_KEY and TOTP_KEY set and a real SMTP server in the test. The admin is led
 * to the second factor first, then the policy and the profile; reviews the model texts, sends a
 * test mail, imports a class, prints its codes and sees 'Klaar voor de start' turn done. A student
 * activates with the printed code, accepts the (non-empty, model) policy, completes the profile
 * and signs up for the admin's activity.
 */

test.skip(
  !findPostgresBin(),
  'PostgreSQL ontbreekt (initdb en pg_ctl niet gevonden; zet PG_BIN): de dag-één-reis draait op PostgreSQL',
)
test.describe.configure({ mode: 'serial' })

const adminId = 'it@scalda.nl'
const adminPassword = 'Zeeuwse-Stroom-2026'
const grade = 'R. Klaassen'
const students = [
  ['910001', 'Noor', '', 'Bakker'],
  ['910002', 'Daan', 'van', 'Dijk'],
] as const
const activity = 'Strandopruiming Vlissingen'

let cluster: PostgresCluster | null = null
let smtp: Awaited<ReturnType<typeof startSmtp>>
let server: ServerProcess

test.beforeAll(async () => {
  test.setTimeout(120_000)
  cluster = await startPostgres()
  smtp = await startSmtp()
  const port = await freePort()
  server = new ServerProcess({
    NODE_ENV: 'production',
    DATABASE_URL: cluster!.url(),
    // No demo data and the default (OWASP) password hash: production refuses less.
    SEED: '',
    ARGON2_MEMORY_KIB: '',
    ARGON2_ITERATIONS: '',
    ADMIN_LOGIN_ID: adminId,
    ADMIN_PASSWORD: adminPassword,
    // As docs/operations.md says: openssl rand -base64 48 and 32.
    CODE_KEY: randomBytes(48).toString('base64'),
    TOTP_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'X-Week <xweek@scalda.nl>',
    APP_URL: `http://127.0.0.1:${port}`,
  })
  server.port = port
  await server.start()
})

test.afterAll(async () => {
  await server?.destroy()
  await smtp?.stop()
  cluster?.destroy()
})

function classList(): string {
  const lines = ['Studentnummer;Voornaam;Tussenvoegsel;Achternaam;E-mail;Mentor/Coach;Telefoon']
  for (const [number, first, prefix, last] of students)
    lines.push(`${number};${first};${prefix};${last};${number}@student.scalda.nl;${grade};`)
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

async function openPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.origin })
  const page = await context.newPage()
  await page.goto('/')
  return page
}

const checklist = (page: Page) => page.getByRole('region', { name: 'Klaar voor de start' })
const item = (page: Page, label: string) =>
  checklist(page).getByRole('listitem').filter({ hasText: label })

/** 'Gecontroleerd' on a policy or terms text, opened from the footer as the checklist says. */
async function review(page: Page, title: string) {
  await page.getByRole('contentinfo').getByRole('button', { name: title }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toContainText('Voorbeeldtekst')
  await dialog.getByRole('button', { name: 'Gecontroleerd' }).click()
  await expect(dialog.getByRole('button', { name: 'Gecontroleerd' })).toBeHidden()
  await dialog.getByRole('button', { name: 'Sluiten' }).click()
  await expect(dialog).toBeHidden()
}

test('day one: the first admin with a second factor, a class imported and printed, a student signed up', async ({
  browser,
}) => {
  test.setTimeout(150_000)

  // The first admin logs in and is led to the second factor before anything else.
  const admin = await openPage(browser)
  await loginThroughDialog(admin, adminId, adminPassword)
  const setup = admin.getByRole('dialog', { name: 'Tweestapsverificatie' })
  await setup.getByLabel('Huidig wachtwoord').fill(adminPassword)
  await setup.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click()
  const secret = await setup.getByLabel('Sleutel').inputValue()
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await setup.getByLabel('Code uit de app').fill(await generate({ secret }))
  await setup.getByRole('button', { name: 'Bevestigen' }).click()
  const recovery = setup.getByRole('list', { name: 'Je herstelcodes' })
  await expect(recovery.getByRole('listitem')).toHaveCount(10)
  await setup.getByRole('button', { name: 'Ik heb de codes bewaard' }).click()
  await expect(setup).toBeHidden()

  // Then the privacy policy: the first admin accepts it like every account (no acceptance is
  // recorded that nobody gave), and so reads the model text first.
  const adminPolicy = admin.getByRole('dialog', { name: 'Privacybeleid' })
  await expect(adminPolicy).toContainText('Voorbeeldtekst')
  await adminPolicy.getByRole('button', { name: 'Accepteren' }).click()
  await expect(adminPolicy).toBeHidden()

  // Then the profile: the first admin has a first name only ('Beheerder') and no phone.
  await completeProfilePopup(admin, '+31113555123')

  // 'Klaar voor de start' on the home page, where the login left the admin (not the account
  // page): the second factor done, the rest still to do.
  await expect(admin).toHaveURL(`${server.origin}/`)
  await expect(item(admin, 'Tweestapsverificatie ingesteld')).toContainText('klaar')
  for (const label of ['Privacybeleid en voorwaarden nagelezen', 'Eerste import gedaan'])
    await expect(item(admin, label)).toContainText('nog te doen')

  // The policy and the three sets of terms: read and marked 'Gecontroleerd'.
  for (const title of [
    'Privacybeleid',
    'Activiteitenvoorwaarden',
    'Reisvoorwaarden',
    'Keuzedeelvoorwaarden',
  ])
    await review(admin, title)

  // The test mail, as the checklist says: 'Wachtwoord vergeten' for the admin's own address,
  // from a browser that is not logged in. It reaches the SMTP server, with the real link.
  // The second factor's notice to the owner went out over SMTP already: it counts as the
  // checklist's test mail once delivered (so the item may be done before this step).
  const toAdmin = () => smtp.received.filter((m) => m.to.includes(adminId))
  await expect.poll(() => toAdmin().length, { timeout: 30_000 }).toBe(1)
  const visitor = await openPage(browser)
  await nav(visitor).getByRole('button', { name: 'Inloggen' }).click()
  const login = visitor.getByRole('dialog', { name: 'Inloggen' })
  await login.getByLabel('Gebruikersnaam').fill(adminId)
  await login.getByRole('button', { name: 'Wachtwoord vergeten' }).click()
  await expect(
    visitor.getByRole('status').filter({ hasText: 'e-mail naar je verstuurd' }),
  ).toBeVisible()
  await expect.poll(() => toAdmin().length, { timeout: 30_000 }).toBe(2)
  expect(toAdmin().at(-1)!.raw).toContain(`${server.origin}/`)
  await visitor.context().close()

  // A class list on Beheer › Accounts.
  const text = await importAndPrintCodes(admin, classList(), 2, grade)
  const [number] = students[0]
  const block = text.slice(text.indexOf(`Studentnummer: ${number}`))
  const code = /\b[A-Z0-9]{5}-[A-Z0-9]{5}\b/.exec(block)?.[0]
  expect(code, text).toBeTruthy()

  // Every item the admin can do from the app is done now (APP_URL is http here; no backup ran).
  await admin.goto('/')
  for (const label of [
    'Tweestapsverificatie ingesteld',
    'Testmail verzonden en aangekomen',
    'Privacybeleid en voorwaarden nagelezen',
    'Eerste import gedaan',
  ])
    await expect(item(admin, label)).toContainText('klaar')
  await expect(item(admin, 'APP_URL begint met https://')).toContainText('nog te doen')

  // An activity to sign up for (set up through the API with the admin's session).
  const added = await apiAs(admin, 'excursions/add', {
    name: activity,
    scope: 'x-week',
    hours: 4,
    datetime: '19-04-2027',
  })
  expect(added.status).toBe(200)

  // The student activates with the printed code and chooses a password.
  const student = await openPage(browser)
  await activateWithCode(student, number, code!, 'zeeuwse-knopen')

  // The policy put to the student is the school's Dutch text, never an empty one.
  const studentPolicy = student.getByRole('dialog', { name: 'Privacybeleid' })
  await expect(studentPolicy).toContainText('Voorbeeldtekst')
  await expect(studentPolicy).toContainText('gegevens')
  await studentPolicy.getByRole('button', { name: 'Accepteren' }).click()
  await expect(studentPolicy).toBeHidden()
  await completeProfilePopup(student, '+31612910001')

  // Signs up for the admin's activity, accepting its (model) terms.
  const signUp = await openActivity(student, activity)
  await signUp.getByRole('button', { name: 'Inschrijven' }).click()
  const terms = student.getByRole('dialog', { name: 'Activiteitenvoorwaarden' })
  await expect(terms).toContainText('Voorbeeldtekst')
  await terms.getByRole('button', { name: 'Accepteren' }).click()
  await expect(signUp.getByRole('button', { name: 'Uitschrijven' })).toBeVisible()

  // The sign-up is on the server: the admin's own list of the activity counts it.
  const listed = await admin.evaluate(async (name) => {
    const answer = await fetch(`/api/excursions?name=${encodeURIComponent(name)}`)
    return (await answer.json()) as { subscriptions: unknown }[]
  }, activity)
  expect(listed[0]?.subscriptions).toBe(1)
})
