import { demo, expect, loginThroughApi, test } from './fixtures'

// Changing an excursion's scope on its detail page goes to its new address (issue 19, item 19),
// never through 'Pagina niet gevonden'.
test('an admin moves an excursion to another scope on its detail page and lands on its new address', async ({
  page,
}) => {
  test.slow()
  await loginThroughApi(page, demo.admin, '/activiteiten/x-week/x2')
  const name = 'Rijksmuseum en grachtenrondvaart'
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // Every heading the page shows from here on is noted.
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { __headings: seen })
    new MutationObserver(() => {
      for (const h of document.querySelectorAll('h1')) seen.push(h.textContent ?? '')
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })

  const moves = [
    { label: 'Buitenlandreizen', path: '/activiteiten/buitenland/x2' },
    { label: 'Keuzedelen', path: '/keuzedelen/x2' },
    { label: 'Activiteiten in Nederland', path: '/activiteiten/x-week/x2' },
  ]
  for (const { label, path } of moves) {
    await page.getByRole('button', { name: `Bewerken: ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: `${name} bewerken` })
    await dialog.getByRole('combobox', { name: 'Soort' }).click()
    await page.getByRole('option', { name: label }).click()
    await dialog.getByRole('button', { name: 'Opslaan' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByRole('term').filter({ hasText: 'Soort' })).toBeVisible()
    await expect(page.getByRole('definition').first()).toHaveText(label)
  }
  const headings = await page.evaluate(
    () => (window as unknown as { __headings: string[] }).__headings,
  )
  expect(headings).not.toContain('Pagina niet gevonden')

  // The new address is where it lives: a reload shows it.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
})
