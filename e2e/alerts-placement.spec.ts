/**
 * An alert never covers what the user must press next (issue 28): a failed excursion save keeps
 * the dialog open with its error alert, and its Opslaan stays where the pointer can reach it, at
 * a laptop's, a small laptop's and a phone's size. The alert is announced and reachable by
 * keyboard; saving again works without touching it.
 */
import type { Locator } from '@playwright/test'
import { demo, expect, loginThroughApi, overrideBackend, test } from './fixtures'
import { excursionDialog, inputCases } from './input-cases'

const sizes = [
  { width: 1366, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]

/** The element the pointer meets at the centre of `target` is `target` (or inside it). */
async function hitAtCentre(target: Locator) {
  const box = await target.boundingBox()
  expect(box, 'the button is on the screen').not.toBeNull()
  return target.evaluate(
    (element, { x, y }) => {
      const hit = document.elementFromPoint(x, y)
      return hit !== null && element.contains(hit)
    },
    { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
  )
}

const excursionForm = inputCases.find((c) => c.name === 'the excursion form')!

for (const size of sizes)
  test(`at ${size.width} × ${size.height} a failed save's alert leaves Opslaan free`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await loginThroughApi(page, demo.admin, '/activiteiten/x-week')
    await excursionForm.type(page)
    await overrideBackend(
      page,
      'post',
      'excursions/add',
      { status: 500, body: '{"message":"Database even weg"}', contentType: 'application/json' },
      { once: true },
    )
    const dialog = excursionDialog(page)
    const save = dialog.getByRole('button', { name: 'Opslaan' })
    await save.click()
    const alert = page.locator('[data-alerts]').getByRole('alert')
    await expect(alert).toContainText('Toevoegen/updaten is mislukt!')
    await expect(dialog).toBeVisible()
    await excursionForm.kept(page)

    await save.scrollIntoViewIfNeeded()
    expect(await hitAtCentre(save), 'Opslaan is not covered by the alert').toBe(true)
    // Reachable by keyboard: inside the dialog's focus trap, Tab goes from Opslaan to the alert.
    await save.focus()
    await page.keyboard.press('Tab')
    await expect(alert.getByRole('button', { name: 'Melding sluiten' })).toBeFocused()

    // Try again without touching the alert: the save goes through.
    await save.click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('link', { name: 'Invoerdag' })).toBeVisible()
  })
