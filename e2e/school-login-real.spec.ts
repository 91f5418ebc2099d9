import { startTestProvider } from '../server/oidc/test-provider'
import { expect, nav, test } from './fixtures'
import { freePort, ServerProcess } from './real-server'

// The sign-in with the school's account from the app's own button, on the real server, against a
// real OpenID provider on this machine (oidc-provider): the browser goes there and back.

let server: ServerProcess
let provider: Awaited<ReturnType<typeof startTestProvider>>

test.beforeAll(async () => {
  // A server of its own: its embedded database migrates and loads the demo data first.
  test.setTimeout(120_000)
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  provider = await startTestProvider({
    redirectUri: `${origin}/api/auth/oidc/callback`,
    clients: [{ id: 'xweek', secret: 'geheim-van-de-x-week-app' }],
    accounts: {
      daan: { email: '654321@student.scalda.nl', email_verified: true },
      nobody: { email: 'onbekend@scalda.nl', email_verified: true },
    },
  })
  server = new ServerProcess({
    APP_URL: origin,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'xweek',
    OIDC_CLIENT_SECRET: 'geheim-van-de-x-week-app',
    OIDC_LABEL: 'Inloggen met Microsoft',
  })
  server.port = port
  await server.start()
})

test.afterAll(async () => {
  await server?.destroy()
  await provider?.stop()
})

test.describe.configure({ mode: 'serial' })

test('a student signs in with the school account and lands on their account', async ({ page }) => {
  provider.signInAs('daan')
  await page.goto(server.origin)
  await nav(page).getByRole('button', { name: 'Inloggen' }).click()
  await page.getByRole('link', { name: 'Inloggen met Microsoft' }).click()
  await expect(page).toHaveURL(`${server.origin}/account`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn account')
  await expect(nav(page).getByRole('button', { name: 'Uitloggen' })).toBeVisible()
})

test('an unknown address is refused in Dutch; no account is made', async ({ page }) => {
  provider.signInAs('nobody')
  await page.goto(server.origin)
  await nav(page).getByRole('button', { name: 'Inloggen' }).click()
  await page.getByRole('link', { name: 'Inloggen met Microsoft' }).click()
  await expect(page).toHaveURL(/\/inloggen-met-schoolaccount\?fout=onbekend$/)
  await expect(page.getByRole('alert')).toContainText('Er wordt niet vanzelf een account gemaakt')
  await expect(nav(page).getByRole('button', { name: 'Inloggen' })).toBeVisible()
})
