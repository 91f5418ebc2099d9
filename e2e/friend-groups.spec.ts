import type { Browser, Page } from '@playwright/test'
import { demo, expect, expectNoAxeViolations, loginThroughApi, test } from './fixtures'
import { ServerProcess } from './real-server'
import { apiAs as apiAsSession } from './journey-steps'

/**
 * Friend groups (issue 27) on the real server: two students form a group from their own pages
 * and share one wish list; the admin previews (the group placed together, proven optimal by the
 * exact solver) and publishes; both students read the same trip and why.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 })

let server: ServerProcess
test.beforeAll(async () => {
  server = new ServerProcess()
  await server.start()
})
test.afterAll(async () => {
  await server.destroy()
})

async function open(browser: Browser, loginId: string, path: string) {
  const context = await browser.newContext({ baseURL: server.origin })
  const page = await context.newPage()
  await loginThroughApi(page, loginId, path)
  return page
}

/** An API call with the admin's session that must succeed. */
async function apiAs(page: Page, path: string, body: unknown) {
  expect((await apiAsSession(page, path, body)).status, path).toBe(200)
}

const hour = 60 * 60 * 1000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()
const roundBody = (opens: number, closes: number) => ({
  scope: 'x-week',
  mode: 'preference',
  opens_at: at(opens),
  closes_at: at(closes),
  min_wishes: 0,
  max_wishes: 3,
  policy: 'rank-maximal',
})
const friends = (page: Page) => page.getByRole('region', { name: 'Samen met vrienden' })
const rijksmuseum = 'Rijksmuseum en grachtenrondvaart'
const kanoen = 'Kanoën in de Biesbosch'

test('two students form a group, share their wishes, and are placed together with a reason', async ({
  browser,
}) => {
  // The admin opens a preference round; the Rijksmuseum has one place left.
  const admin = await open(browser, demo.admin, '/beheer/inschrijfrondes')
  await apiAs(admin, 'rounds/set', roundBody(-hour, hour))
  await apiAs(admin, 'excursions/update', {
    _id: 'x2',
    name: rijksmuseum,
    scope: 'x-week',
    hours: 6,
    datetime: '13-04-2027',
    capacity: 1,
  })

  // Emma invites Noah by his student number from her own page; until he accepts she sees only the
  // number she typed (issue 43: an invitation tells no name).
  const emma = await open(browser, '201001', '/activiteiten/x-week')
  await friends(emma).getByLabel('Leerlingnummer van je vriend').fill('201002')
  await friends(emma).getByRole('button', { name: 'Uitnodigen' }).click()
  await expect(friends(emma).getByRole('list', { name: 'Jouw groep' })).toContainText(
    'Leerlingnummer 201002 (uitgenodigd)',
  )
  // Herself: refused in Dutch.
  await friends(emma).getByLabel('Leerlingnummer van je vriend').fill('201001')
  await friends(emma).getByRole('button', { name: 'Uitnodigen' }).click()
  await expect(friends(emma).getByRole('alert')).toHaveText('Je kunt jezelf niet uitnodigen.')
  await expectNoAxeViolations(emma)

  // Noah accepts on his page and puts the Rijksmuseum first on the shared list.
  const noah = await open(browser, '201002', '/activiteiten/x-week')
  await expect(friends(noah)).toContainText(
    'Emma Visser nodigt je uit voor een groep met Emma Visser.',
  )
  await friends(noah).getByRole('button', { name: 'Aannemen' }).click()
  const shared = friends(noah).getByRole('list', { name: 'Gedeelde wensen' })
  await expect(shared).toHaveText(kanoen)
  await friends(noah).getByRole('combobox', { name: 'Wens toevoegen' }).click()
  await noah.getByRole('option', { name: rijksmuseum }).click()
  await friends(noah).getByRole('button', { name: 'Toevoegen' }).click()
  await friends(noah)
    .getByRole('button', { name: `${rijksmuseum} hoger` })
    .click()
  await expect(shared.getByRole('listitem')).toHaveText([rijksmuseum, kanoen])
  await expectNoAxeViolations(noah)
  await friends(noah).getByRole('button', { name: 'Groep verlaten' }).click()
  const leave = noah.getByRole('dialog', { name: 'Groep verlaten?' })
  await expectNoAxeViolations(noah)
  await leave.getByRole('button', { name: 'Annuleren' }).click()

  // Emma sees the same group and list.
  await emma.reload()
  await expect(friends(emma).getByRole('list', { name: 'Jouw groep' })).toContainText(
    'Noah van Dijk',
  )
  await expect(
    friends(emma).getByRole('list', { name: 'Gedeelde wensen' }).getByRole('listitem'),
  ).toHaveText([rijksmuseum, kanoen])

  // The window closes; the admin sees the group and previews: together at their 2nd choice.
  await apiAs(admin, 'rounds/set', roundBody(-2 * hour, -hour))
  await admin.reload()
  const panel = admin.getByRole('region', { name: 'Activiteiten in Nederland' })
  const groups = panel.getByRole('table', { name: 'Vriendengroepen Activiteiten in Nederland' })
  await expect(groups).toContainText('Emma Visser, Noah van Dijk')
  await groups.getByRole('button', { name: 'Groep opheffen' }).click()
  const dissolve = admin.getByRole('dialog', { name: 'Groep opheffen?' })
  await expect(dissolve).toContainText('De groep van Emma Visser, Noah van Dijk')
  await expectNoAxeViolations(admin)
  await dissolve.getByRole('button', { name: 'Annuleren' }).click()

  await panel.getByRole('checkbox', { name: 'Niemand ver weg' }).uncheck()
  await panel.getByRole('checkbox', { name: 'Loting' }).uncheck()
  await panel.getByRole('button', { name: 'Plaatsing berekenen' }).click()
  const outcome = panel.getByRole('group', { name: 'Meeste eerste keuzes' }).last()
  await expect(outcome).toContainText('Optimaliteit: bewezen optimaal')
  await expect(outcome).toContainText('Groepen samen geplaatst: 1 van 1')
  await expect(outcome).toContainText(`Emma Visser, Noah van Dijk: ${kanoen}`)
  await expectNoAxeViolations(admin)
  await panel.getByRole('button', { name: 'Publiceren: Meeste eerste keuzes' }).click()
  await admin
    .getByRole('dialog', { name: 'Plaatsing publiceren?' })
    .getByRole('button', { name: 'Publiceren' })
    .click()
  await expect(
    admin.getByRole('status').filter({ hasText: 'De plaatsing is gepubliceerd.' }),
  ).toBeVisible()

  // Both read the same trip and why.
  const reason = new RegExp(
    `Je 1e keuze, ${rijksmuseum}, had geen 2 plaatsen meer vrij voor jullie hele groep; jouw lotnummer was \\d+ van \\d+; je 2e keuze had plaats\\. Je gaat samen met je groep\\.`,
  )
  for (const student of [emma, noah]) {
    await student.goto('/account')
    const placement = student.getByRole('region', { name: 'Plaatsing' })
    await expect(placement).toContainText(`Geplaatst bij ${kanoen} (jouw 2e keuze)`)
    await expect(placement).toContainText(reason)
  }
  await expectNoAxeViolations(noah)
})
