import type { Page } from '@playwright/test'
import { demo, expect, expectNoAxeViolations, loginThroughApi, test } from './fixtures'

/** axe once no tooltip is fading in or out (a half-faded tooltip reads as low contrast). */
async function axeWithoutTooltips(page: Page) {
  await page.mouse.move(0, 0)
  await expect(page.locator('.MuiTooltip-popper')).toHaveCount(0)
  await expectNoAxeViolations(page)
}

const contentPages = [
  { path: '/', title: 'X-Week en keuzedelen' },
  { path: '/algemene_informatie', title: 'Algemene informatie' },
  { path: '/algemene_informatie/faq', title: 'Veelgestelde vragen' },
  { path: '/faq-keuzedelen', title: 'FAQ keuzedelen' },
  { path: '/faq-xweek', title: 'FAQ X-Week' },
  { path: '/contact', title: 'Contact' },
]

for (const { path, title } of contentPages) {
  test(`${path} passes axe in view mode and in edit mode, with the table grid and the palette open`, async ({
    page,
  }) => {
    await loginThroughApi(page, demo.admin, path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await axeWithoutTooltips(page)

    await page.getByRole('main').getByRole('button', { name: 'Bewerken' }).click()
    const toolbar = page.getByRole('toolbar', { name: 'Opmaak' })
    await expect(page.getByRole('textbox', { name: `Inhoud van ${title}` })).toBeVisible()
    await axeWithoutTooltips(page)

    await toolbar.getByRole('button', { name: 'Tabel invoegen' }).click()
    await expect(page.getByRole('group', { name: 'Tabel invoegen' })).toBeVisible()
    await axeWithoutTooltips(page)
    await page.keyboard.press('Escape')

    await toolbar.getByRole('button', { name: 'Tekstkleur' }).click()
    await expect(page.getByRole('group', { name: 'Tekstkleur' })).toBeVisible()
    await axeWithoutTooltips(page)
    await page.keyboard.press('Escape')
  })
}

test('a terms modal passes axe in edit mode', async ({ page }) => {
  await loginThroughApi(page, demo.admin, '/')
  await page.getByRole('button', { name: 'Privacybeleid' }).click()
  const dialog = page.getByRole('dialog', { name: 'Privacybeleid' })
  await dialog.getByRole('button', { name: 'Bewerken' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Inhoud van Privacybeleid' })).toBeVisible()
  await axeWithoutTooltips(page)
})
