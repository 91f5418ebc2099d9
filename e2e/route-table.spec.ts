import { demo, expect, loginThroughApi, openApp, test } from './fixtures'

type Role = 'anonymous' | 'student' | 'teacher' | 'admin'
const everyone: Role[] = ['anonymous', 'student', 'teacher', 'admin']

/** SPEC §2: every route and who may see it; anyone else is sent to /. */
const routes: { path: string; allowed: Role[] }[] = [
  { path: '/', allowed: everyone },
  { path: '/algemene_informatie', allowed: everyone },
  { path: '/algemene_informatie/faq', allowed: everyone },
  { path: '/faq-keuzedelen', allowed: everyone },
  { path: '/faq-xweek', allowed: everyone },
  { path: '/account', allowed: ['student', 'teacher', 'admin'] },
  { path: '/beheer/x-week_inschrijvingen', allowed: ['admin'] },
  { path: '/beheer/keuzedelen_inschrijvingen', allowed: ['admin'] },
  { path: '/beheer/accounts', allowed: ['teacher', 'admin'] },
  { path: '/keuzedelen', allowed: everyone },
  { path: '/keuzedelen/k1', allowed: everyone },
  { path: '/activiteiten', allowed: everyone },
  { path: '/activiteiten/x-week', allowed: everyone },
  { path: '/activiteiten/buitenland', allowed: everyone },
  { path: '/activiteiten/x-week/x1', allowed: everyone },
  { path: '/activiteiten/buitenland/b1', allowed: everyone },
  { path: '/contact', allowed: everyone },
]

const accounts: Record<Exclude<Role, 'anonymous'>, string> = {
  student: demo.student,
  teacher: demo.teacher,
  admin: demo.admin,
}

const notFoundHeading = 'Pagina niet gevonden'

for (const role of everyone) {
  test(`route table as ${role}`, async ({ page }) => {
    if (role === 'anonymous') await openApp(page)
    else await loginThroughApi(page, accounts[role])
    for (const { path, allowed } of routes) {
      await page.goto(path)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toBeVisible()
      if (allowed.includes(role)) {
        await expect(page, `${role} may open ${path}`).toHaveURL(path)
        await expect(heading).not.toHaveText(notFoundHeading)
      } else {
        await expect(page, `${role} is sent from ${path} to /`).toHaveURL('/')
      }
    }
  })
}

for (const path of ['/bestaat-niet', '/activiteiten/onbekend', '/activiteiten/keuzedeel', '/beheer', '/keuzedelen/k1/extra']) {
  test(`unknown path ${path} shows the not-found page`, async ({ page }) => {
    await openApp(page, path)
    await expect(page.getByRole('heading', { level: 1, name: notFoundHeading })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Naar de startpagina' })).toBeVisible()
  })
}
