import type { Browser } from '@playwright/test'
import { demo, expect, loginThroughDialog, nav, test } from './fixtures'
import { freePort, ServerProcess } from './real-server'
import { round, saveWindow } from './round-steps'
import {
  beheer,
  activateWithCode,
  completeProfilePopup,
  importAndPrintCodes,
  openActivity,
} from './journey-steps'

/*
 * Issue 24's journey on the real server (no SMTP: mail stays in the outbox), from the app's own
 * controls only: an admin imports a class and prints its login codes; a student activates with
 * the number and the code read back from the PDF, logs in and signs up; the admin closes the
 * round and publishes the placement; the student's mail in the outbox says where they go.
 */

let server: ServerProcess

test.beforeAll(async () => {
  // A school of its own: the round and the outbox are not shared with other specs.
  test.setTimeout(120_000)
  const port = await freePort()
  server = new ServerProcess({ APP_URL: `http://127.0.0.1:${port}` })
  server.port = port
  await server.start()
})

test.afterAll(async () => {
  await server?.destroy()
})

const students = [
  ['880001', 'Sophie', '', 'Verhoeven'],
  ['880002', 'Milan', 'de', 'Vries'],
  ['880003', 'Yara', '', 'El Amrani'],
] as const
const grade = 'R. Klaassen'
const excursion = 'Vrijwilligerswerk bij de Voedselbank'

function classList(): string {
  const lines = ['Studentnummer;Voornaam;Tussenvoegsel;Achternaam;E-mail;Mentor/Coach;Telefoon']
  for (const [number, first, prefix, last] of students)
    lines.push(`${number};${first};${prefix};${last};${number}@student.scalda.nl;${grade};`)
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

async function openAs(browser: Browser, loginId?: string, password?: string) {
  const context = await browser.newContext({ baseURL: server.origin })
  const page = await context.newPage()
  await page.goto('/')
  if (loginId) await loginThroughDialog(page, loginId, password)
  return page
}

test('import a class, print codes, activate with a code, sign up, publish, and the placement mail', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const [number, first] = students[0]

  // The admin imports the class list on Accounts.
  const admin = await openAs(browser, demo.admin)
  const text = await importAndPrintCodes(admin, classList(), 3, grade)
  for (const [n] of students) expect(text).toContain(`Studentnummer: ${n}`)
  expect(text).toContain(`${server.origin}/account-activeren`)
  // The code in this student's block: the first after their number.
  const block = text.slice(text.indexOf(`Studentnummer: ${number}`))
  const code = /\b[A-Z0-9]{5}-[A-Z0-9]{5}\b/.exec(block)?.[0]
  expect(code, text).toBeTruthy()

  // The round opens: wishes and a placement.
  await beheer(admin, 'Inschrijfrondes')
  await round(admin).getByRole('radio', { name: 'Voorkeuren en plaatsing' }).check()
  await round(admin).getByLabel('Minimum aantal wensen').fill('1')
  await round(admin).getByLabel('Maximum aantal wensen').fill('3')
  await saveWindow(admin, -60, 24 * 60)

  // The student activates with the number and the code, and chooses a password.
  const student = await openAs(browser)
  await activateWithCode(student, number, code!, 'zeeuwse-knopen')
  const policy = student.getByRole('dialog', { name: 'Privacybeleid' })
  await policy.getByRole('button', { name: 'Uitloggen' }).click()
  await expect(nav(student).getByRole('button', { name: 'Inloggen' })).toBeVisible()

  // Logs in with that password and signs up for an activity.
  await loginThroughDialog(student, number, 'zeeuwse-knopen')
  await policy.getByRole('button', { name: 'Accepteren' }).click()
  await expect(policy).toBeHidden()
  // The import holds no phone number: the student completes the profile first.
  await completeProfilePopup(student, '+31612880001')
  const signUp = await openActivity(student, excursion)
  await signUp.getByRole('button', { name: 'Inschrijven' }).click()
  const terms = student.getByRole('dialog', { name: 'Activiteitenvoorwaarden' })
  await terms.getByRole('button', { name: 'Accepteren' }).click()
  await expect(signUp.getByRole('status')).toHaveText('Dit is je wens 1.')

  // The admin closes the round and publishes a placement.
  await admin.reload()
  await saveWindow(admin, -60, -1)
  await round(admin).getByRole('button', { name: 'Plaatsing berekenen' }).click()
  await round(admin).getByRole('button', { name: 'Publiceren: Meeste eerste keuzes' }).click()
  const publish = admin.getByRole('dialog', { name: 'Plaatsing publiceren?' })
  await publish.getByRole('button', { name: 'Publiceren' }).click()
  await expect(
    admin.getByRole('status').filter({ hasText: 'De plaatsing is gepubliceerd.' }),
  ).toBeVisible()

  // The student's mail in the outbox says where they are placed.
  await beheer(admin, 'E-mail')
  const mail = admin
    .getByRole('list', { name: 'Uitgaande e-mail' })
    .getByRole('listitem')
    .filter({ hasText: `${number}@student.scalda.nl` })
    .filter({ hasText: `Plaatsing Activiteiten in Nederland: ${excursion}` })
  await expect(mail).toHaveCount(1)
  await mail.getByText('Tekst van de e-mail').click()
  await expect(mail.locator('pre')).toContainText(
    `Je bent geplaatst bij ${excursion} (jouw 1e keuze).`,
  )
  await expect(mail.locator('pre')).toContainText(first)
})
