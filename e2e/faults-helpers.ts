import type { Page } from '@playwright/test'
import { expect, type BackendAnswer } from './fixtures'

/**
 * Fault injection (faults*.spec.ts): for each call group the demo backend answers 500, 401, a
 * malformed body, a network failure and a slow answer. Each ends in the spec's message (or a
 * clear Dutch one), leaves an app that works, and keeps what the user typed. Upload is covered
 * through the API client in src/features/content/upload-faults.test.ts until it has a screen.
 * These are the answers and checks the fault specs share.
 */

export const NETWORK =
  'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.'
export const INVALID = /De server gaf een onverwacht antwoord\./
const EXPIRED = 'Uw login-sessie is verlopen, log opnieuw in.'

export const serverError = (message: string): BackendAnswer => ({
  status: 500,
  body: JSON.stringify({ message }),
  contentType: 'application/json',
})
export const unauthorized: BackendAnswer = {
  status: 401,
  body: '{"message":"Sessie verlopen"}',
  contentType: 'application/json',
}
export const malformed: BackendAnswer = {
  status: 200,
  body: '{"kapot":',
  contentType: 'application/json',
}
export const plainOk: BackendAnswer = { status: 200, body: 'OK', contentType: 'text/plain' }
export const slow: BackendAnswer = { delayMs: 1500 }

export const pageAlert = (page: Page, text: string | RegExp) =>
  page.locator('[data-alerts]').getByRole('alert').filter({ hasText: text })

/** A 401 mid-session: the login dialog over the page where the user is, with SPEC §8's message. */
export async function expectSessionExpired(page: Page, path: string | RegExp) {
  const login = page.getByRole('dialog', { name: 'Inloggen' })
  await expect(login.getByRole('alert')).toHaveText(EXPIRED)
  await expect(page).toHaveURL(path)
}
