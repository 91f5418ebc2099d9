import type { Locator, Page } from '@playwright/test'
import { demo, expect, loginThroughApi, test } from './fixtures'
import { png } from './png'

// The editor shows what the page will show (issue 19, item 23): an image and a horizontal line
// have the same size in edit mode as in view mode.

const main = (page: Page) => page.getByRole('main')
const editorBox = (page: Page) =>
  page.getByRole('textbox', { name: 'Inhoud van X-Week en keuzedelen' })
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Opmaak' })
const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true })

async function size(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not rendered')
  return { width: Math.round(box.width), height: Math.round(box.height) }
}

test('an image and a horizontal line measure the same in edit mode and in view mode', async ({
  page,
}) => {
  await loginThroughApi(page, demo.admin, '/')
  await main(page).getByRole('button', { name: 'Bewerken' }).click()
  const editor = editorBox(page)
  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Enter')
  await tool(page, 'Horizontale lijn').click()

  // A 400 × 200 image, resized to 200 px wide: 200 × 100, not a 200 × 200 square.
  const chooser = page.waitForEvent('filechooser')
  await tool(page, 'Afbeelding uploaden').click()
  await (await chooser).setFiles({ name: 'vlak.png', mimeType: 'image/png', buffer: png(400, 200) })
  const image = editor.locator('img')
  await expect(image).toHaveJSProperty('complete', true)
  await image.click()
  await tool(page, 'Afbeeldingsgrootte').click()
  const sizeForm = page.getByRole('form', { name: 'Afbeeldingsgrootte' })
  await sizeForm.getByLabel('Breedte (px)').fill('200')
  await expect(sizeForm.getByLabel('Hoogte (px)')).toHaveValue('100')
  await sizeForm.getByRole('button', { name: 'Toepassen' }).click()
  await expect(image).toHaveAttribute('width', '200')

  const line = editor.locator('hr')
  const editImage = await size(image)
  const editLine = await size(line)
  expect(editImage).toEqual({ width: 200, height: 100 })

  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click()
  await expect(toolbar(page)).toBeHidden()
  const view = main(page).locator('.rich-text')
  await expect(view.locator('img')).toHaveJSProperty('complete', true)
  expect(await size(view.locator('img'))).toEqual(editImage)
  // The line spans its column (the editor's is narrower by its padding); its height is the same.
  expect((await size(view.locator('hr'))).height).toBe(editLine.height)
  expect(editLine.height).toBeLessThanOrEqual(2)
})
