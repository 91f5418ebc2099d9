import type { Page } from '@playwright/test'
import { expect, typeDate } from './fixtures'

/** The steps of an admin setting a round's window in Inschrijfrondes, shared by the round journeys. */

/** Dutch time `minutes` from now as the picker's digits, DDMMYYYYHHmm: what the admin types. */
function schoolTime(minutes: number) {
  const parts = new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value
  return `${part('day')}${part('month')}${part('year')}${part('hour')}${part('minute')}`
}

/** The X-Week round's panel. */
export const round = (page: Page) => page.getByRole('region', { name: 'Activiteiten in Nederland' })
export const opensLabel = 'Inschrijving opent (Nederlandse tijd)'
export const closesLabel = 'Inschrijving sluit (Nederlandse tijd)'

/** Types the window (minutes from now) into the X-Week round and saves it. */
export async function saveWindow(page: Page, opens: number, closes: number) {
  const panel = round(page)
  await typeDate(page, panel, opensLabel, schoolTime(opens))
  await typeDate(page, panel, closesLabel, schoolTime(closes))
  await panel.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toBeVisible()
}
