import type { Locator, Page } from '@playwright/test'
import {
  demo,
  expect,
  expectNoAxeViolations,
  loginThroughApi,
  loginThroughDialog,
  openApp,
  overrideBackend,
  test,
} from './fixtures'
import { png } from './png'

const main = (page: Page) => page.getByRole('main')
const view = (page: Page) => main(page).locator('.rich-text')
const editorBox = (page: Page, title = 'X-Week en keuzedelen') =>
  page.getByRole('textbox', { name: `Inhoud van ${title}` })
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Opmaak' })
const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true })

async function startEditing(page: Page, scope = main(page)) {
  await scope.getByRole('button', { name: 'Bewerken' }).click()
  await expect(toolbar(page)).toBeVisible()
}

/**
 * Keys for the editor wait until it has the focus: a toolbar command gives it back a frame later
 * (Tiptap focuses in requestAnimationFrame), and a loaded machine typed into the toolbar first
 * (CI lost the 'C' of 'Cel A', and an End that should have ended a selection).
 */
const focused = (editor: Locator) => expect(editor).toBeFocused()

/**
 * A toolbar command: its clicks in turn, done once the editor has the focus back, so the next
 * menu never opens while the last one's focus is still on its way (CI: a menu that stayed open).
 */
async function command(editor: Locator, ...clicks: Locator[]) {
  for (const target of clicks) await target.click()
  await focused(editor)
}

/**
 * The editor takes a selection the browser made from its selectionchange event: let that event
 * arrive before the focus moves to the toolbar (a loaded machine ran ahead of it, and the next
 * command replaced the old selection: a line or the image gone).
 */
async function selectionReached(page: Page, text: string) {
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe(text)
  await selectionEventHandled(page)
}

/** A task after the browser's queued selectionchange: the editor has handled it by then. */
const selectionEventHandled = (page: Page) =>
  page.evaluate(() => new Promise((done) => setTimeout(done, 0)))

/**
 * A caret key, pressed until the browser's caret is where the key puts it and the editor has had
 * its selectionchange. ProseMirror writes its own selection back into the page 20 ms after it
 * gains the focus (a timer a loaded machine runs late), which undid a key pressed at once (CI
 * typed 'Opgemaakte regel' at the start of the text). These keys only move the caret, so a second
 * press changes nothing else.
 */
async function caretTo(page: Page, editor: Locator, key: 'End' | 'Control+End') {
  const atEnd = () =>
    editor.evaluate((root, ofAll) => {
      const selection = document.getSelection()
      const node = selection?.focusNode
      if (!selection?.isCollapsed || !node || !root.contains(node)) return false
      const block = ofAll
        ? root
        : (node.parentElement?.closest('p, h2, h3, h4, li, th, td') ?? root)
      const rest = document.createRange()
      rest.setStart(node, selection.focusOffset)
      rest.setEnd(block, block.childNodes.length)
      return rest.toString() === ''
    }, key === 'Control+End')
  await expect(async () => {
    await page.keyboard.press(key)
    expect(await atEnd()).toBe(true)
    await selectionEventHandled(page)
    expect(await atEnd()).toBe(true)
  }).toPass()
}

async function uploadImage(page: Page, name: string, body: Buffer, mimeType = 'image/png') {
  const chooser = page.waitForEvent('filechooser')
  await tool(page, 'Afbeelding uploaden').click()
  await (await chooser).setFiles({ name, mimeType, buffer: body })
}

test('an admin edits the home banner with every toolbar feature; everyone sees the same after a reload', async ({
  page,
}) => {
  test.slow()
  await loginThroughApi(page, demo.admin, '/')
  await startEditing(page)
  const editor = editorBox(page)
  await editor.click()
  await caretTo(page, editor, 'Control+End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Opgemaakte regel')
  await page.keyboard.press('Shift+Home')
  await selectionReached(page, 'Opgemaakte regel')

  await command(
    editor,
    tool(page, 'Lettergrootte'),
    page.getByRole('menuitem', { name: 'Groot', exact: true }),
  )
  await command(editor, tool(page, 'Lettertype'), page.getByRole('menuitem', { name: 'Georgia' }))
  await command(editor, tool(page, 'Tekstkleur'), page.getByRole('button', { name: 'Donkerblauw' }))
  await command(editor, tool(page, 'Centreren'))
  await expect(tool(page, 'Centreren')).toHaveAttribute('aria-pressed', 'true')

  await caretTo(page, editor, 'End')
  await command(editor, tool(page, 'Horizontale lijn'))

  await uploadImage(page, 'foto.png', png(400, 300))
  const image = editor.locator('img')
  await expect(image).toHaveAttribute('src', /\/api\/uploads\//)
  await image.click()
  await tool(page, 'Afbeeldingsgrootte').click()
  const sizeForm = page.getByRole('form', { name: 'Afbeeldingsgrootte' })
  await expect(sizeForm.getByLabel('Breedte (px)')).toHaveValue('400')
  await sizeForm.getByLabel('Breedte (px)').fill('200')
  // the aspect ratio is kept
  await expect(sizeForm.getByLabel('Hoogte (px)')).toHaveValue('150')
  await expect(sizeForm.getByLabel('Beschrijving (alt-tekst)')).toHaveValue('foto')
  await sizeForm.getByLabel('Beschrijving (alt-tekst)').fill('Blauw vlak')
  await command(editor, sizeForm.getByRole('button', { name: 'Toepassen' }))
  await expect(image).toHaveAttribute('width', '200')

  await caretTo(page, editor, 'Control+End')
  await command(
    editor,
    tool(page, 'Tabel invoegen'),
    page.getByRole('button', { name: 'Tabel van 3 rijen en 4 kolommen' }),
  )
  await page.keyboard.type('Cel A')

  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click()
  await expect(toolbar(page)).toBeHidden()

  const expectEverything = async () => {
    const text = view(page)
    await expect(text.locator('table tr')).toHaveCount(3)
    await expect(text.locator('table tr').first().locator('th, td')).toHaveCount(4)
    await expect(text.locator('table')).toContainText('Cel A')
    const line = text.locator('p', { hasText: 'Opgemaakte regel' })
    await expect(line).toHaveCSS('text-align', 'center')
    const span = line.locator('span')
    await expect(span).toHaveCSS('font-size', '20px')
    await expect(span).toHaveCSS('font-family', 'Georgia, serif')
    await expect(span).toHaveCSS('color', 'rgb(13, 71, 161)')
    await expect(text.locator('hr')).toHaveCount(1)
    const img = text.locator('img')
    await expect(img).toHaveAttribute('width', '200')
    await expect(img).toHaveAttribute('alt', 'Blauw vlak')
    await expect(img).toHaveJSProperty('naturalWidth', 400) // stored, and it displays
    await expect(img).toHaveJSProperty('width', 200)
    return text.innerHTML()
  }
  const saved = await expectEverything()

  await page.reload()
  expect(await expectEverything()).toBe(saved)

  // in the editor again: the same
  await startEditing(page)
  await expect(editorBox(page).locator('table tr')).toHaveCount(3)
  await expect(editorBox(page).locator('img')).toHaveAttribute('width', '200')
  await expect(editorBox(page).locator('span[style*="font-family"]')).toHaveCSS(
    'color',
    'rgb(13, 71, 161)',
  )
  await page.getByRole('button', { name: 'Annuleren' }).click()

  // a visitor and a student see the same
  await page.getByRole('button', { name: 'Uitloggen' }).click()
  await expect(page.getByRole('button', { name: 'Bewerken' })).toHaveCount(0)
  expect(await expectEverything()).toBe(saved)
  await loginThroughDialog(page, demo.student)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Bewerken' })).toHaveCount(0)
  expect(await expectEverything()).toBe(saved)
})

test('cancel discards the edits', async ({ page }) => {
  await loginThroughApi(page, demo.admin, '/contact')
  const before = await view(page).innerHTML()
  await startEditing(page)
  await editorBox(page, 'Contact').click()
  await page.keyboard.type('Weg ermee')
  await page.getByRole('button', { name: 'Annuleren' }).click()
  await expect(toolbar(page)).toBeHidden()
  expect(await view(page).innerHTML()).toBe(before)
  await startEditing(page)
  await expect(editorBox(page, 'Contact')).not.toContainText('Weg ermee')
})

test('a failed save shows the server message and keeps the edits', async ({ page }) => {
  await loginThroughApi(page, demo.admin, '/faq-xweek')
  await startEditing(page)
  await editorBox(page, 'FAQ X-Week').click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' Nieuwe zin.')
  await overrideBackend(page, 'post', 'website_content/set', {
    status: 500,
    body: JSON.stringify({ message: 'De database is even niet bereikbaar' }),
  })
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click()
  await expect(main(page).getByRole('alert')).toHaveText('De database is even niet bereikbaar')
  await expect(editorBox(page, 'FAQ X-Week')).toContainText('Nieuwe zin.')
  await expect(toolbar(page)).toBeVisible()
})

test('a failed upload shows its message and leaves the content unchanged', async ({ page }) => {
  await loginThroughApi(page, demo.admin, '/')
  await startEditing(page)
  const before = await editorBox(page).innerHTML()
  await overrideBackend(page, 'post', 'uploader', {
    status: 200,
    body: JSON.stringify({ error: { message: 'Schijf vol' } }),
  })
  await uploadImage(page, 'banner.png', png(20, 20))
  // SPEC §8's text verbatim, then the reason
  await expect(main(page).getByRole('alert')).toHaveText(
    "Couldn't upload file: banner.png. Schijf vol",
  )
  expect(await editorBox(page).innerHTML()).toBe(before)
  // too large for the server (a proxy's 413 page): the reason in Dutch, no markup
  await overrideBackend(page, 'post', 'uploader', {
    status: 413,
    body: '<html><head><title>413 Request Entity Too Large</title></head><body><h1>413 Request Entity Too Large</h1></body></html>',
    contentType: 'text/html',
  })
  await uploadImage(page, 'groot.png', png(20, 20))
  await expect(main(page).getByRole('alert')).toHaveText(
    "Couldn't upload file: groot.png. Te groot: de server neemt zoveel gegevens niet aan.",
  )
  expect(await editorBox(page).innerHTML()).toBe(before)
  // refused before sending: the wrong type
  await uploadImage(page, 'script.svg', Buffer.from('<svg/>'), 'image/svg+xml')
  await expect(main(page).getByRole('alert')).toContainText(
    'script.svg is geen afbeelding die je kunt uploaden',
  )
  await expect(editorBox(page).locator('img')).toHaveCount(0)
})

test('a terms modal is edited the same way, and closing with unsaved edits asks first', async ({
  page,
}) => {
  await loginThroughApi(page, demo.admin, '/')
  await page.getByRole('button', { name: 'Activiteitenvoorwaarden' }).click()
  const dialog = page.getByRole('dialog', { name: 'Activiteitenvoorwaarden' })
  await startEditing(page, dialog)
  const editor = editorBox(page, 'Activiteitenvoorwaarden')
  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' Neem een lunchpakket mee.')

  await dialog.getByRole('button', { name: 'Sluiten' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen' })
  await confirm.getByRole('button', { name: 'Verder bewerken' }).click()
  await expect(editor).toContainText('Neem een lunchpakket mee.')

  await dialog.getByRole('button', { name: 'Wijzigingen opslaan' }).click()
  await expect(dialog.locator('.rich-text')).toContainText('Neem een lunchpakket mee.')
  await dialog.getByRole('button', { name: 'Sluiten' }).click()
  await expect(dialog).toBeHidden()
  await page.reload()
  await page.getByRole('button', { name: 'Activiteitenvoorwaarden' }).click()
  await expect(dialog.locator('.rich-text')).toContainText('Neem een lunchpakket mee.')

  // discarding unsaved edits closes the modal and keeps the saved text
  await startEditing(page, dialog)
  await editor.click()
  await page.keyboard.type('Weg')
  await page.keyboard.press('Escape')
  await confirm.getByRole('button', { name: 'Wijzigingen weggooien' }).click()
  await expect(dialog).toBeHidden()
})

test('leaving the page or logging out with unsaved edits asks first', async ({ page }) => {
  await loginThroughApi(page, demo.admin, '/algemene_informatie')
  await startEditing(page)
  await editorBox(page, 'Algemene informatie').click()
  await page.keyboard.type('Concept ')
  const confirm = page.getByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen' })

  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Contact' })
    .click()
  await confirm.getByRole('button', { name: 'Verder bewerken' }).click()
  await expect(page).toHaveURL(/\/algemene_informatie$/)
  await expect(editorBox(page, 'Algemene informatie')).toContainText('Concept')

  await page.getByRole('button', { name: 'Uitloggen' }).click()
  await confirm.getByRole('button', { name: 'Verder bewerken' }).click()
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Contact' })
    .click()
  await confirm.getByRole('button', { name: 'Wijzigingen weggooien' }).click()
  await expect(page).toHaveURL(/\/contact$/)
})

test('the toolbar is one tab stop with arrow keys; the grid and the palette work with the keyboard', async ({
  page,
}) => {
  await loginThroughApi(page, demo.admin, '/faq-keuzedelen')
  await startEditing(page)
  await editorBox(page, 'FAQ keuzedelen').click()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Shift+Tab')
  await expect(tool(page, 'Vet')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(tool(page, 'Cursief')).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft') // wraps to the last enabled control (undo and redo are not)
  await expect(tool(page, 'Afbeelding uploaden')).toBeFocused()
  await page.keyboard.press('Home')
  // one tab stop: Tab leaves the toolbar for the editor
  await page.keyboard.press('Tab')
  await expect(editorBox(page, 'FAQ keuzedelen')).toBeFocused()

  await page.keyboard.press('Shift+Tab')
  for (let i = 0; i < 30; i++) {
    if (await tool(page, 'Tabel invoegen').evaluate((el) => el === document.activeElement)) break
    await page.keyboard.press('ArrowRight')
  }
  // The pointer rests where the grid opens (over its 5 × 6): a keyboard user's size is not taken
  // away by it. The grid follows a pointer that moves, not one that rests.
  await page.keyboard.press('Enter')
  const cell = (await page
    .getByRole('button', { name: 'Tabel van 5 rijen en 6 kolommen' })
    .boundingBox())!
  await page.keyboard.press('Escape')
  await expect(tool(page, 'Tabel invoegen')).toBeFocused()
  await page.mouse.move(cell.x + cell.width / 2, cell.y + cell.height / 2)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Tabel van 2 rijen en 2 kolommen' })).toBeFocused()
  await page.evaluate(() => new Promise((done) => setTimeout(done, 500)))
  await expect(page.getByText('2 × 2')).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByText('3 × 4')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(editorBox(page, 'FAQ keuzedelen').locator('table tr')).toHaveCount(3)
  await expect(
    editorBox(page, 'FAQ keuzedelen').locator('table tr').first().locator('th'),
  ).toHaveCount(4)

  await focused(editorBox(page, 'FAQ keuzedelen'))
  await page.keyboard.type('Rood')
  await page.keyboard.press('Shift+Home')
  await selectionReached(page, 'Rood')
  await tool(page, 'Tekstkleur').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Zwart' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('button', { name: 'Rood', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(editorBox(page, 'FAQ keuzedelen').locator('span', { hasText: 'Rood' })).toHaveCSS(
    'color',
    'rgb(229, 57, 53)',
  )
  await expect(page.getByRole('table')).toBeVisible()
})

test('the privacy policy follows the policy setting, which an admin changes', async ({ page }) => {
  await loginThroughApi(page, demo.admin, '/')
  await page.getByRole('button', { name: 'Privacybeleid' }).click()
  const dialog = page.getByRole('dialog', { name: 'Privacybeleid' })
  await expect(dialog.locator('.rich-text')).toContainText('Scalda verwerkt je gegevens')
  // The texts are offered by their Dutch titles, never by their internal names (issue 42).
  const setting = dialog.getByRole('combobox', { name: 'Tekst met het privacybeleid' })
  await expect(setting.locator('option:checked')).toHaveText('Privacybeleid')
  await expect(dialog).not.toContainText('privacy_policy')
  await expectNoAxeViolations(page)
  await setting.selectOption({ label: 'Activiteitenvoorwaarden' })
  await dialog.getByRole('button', { name: 'Opslaan' }).click()
  await expect(dialog.locator('.rich-text')).toContainText('op tijd aanwezig op de verzamelplek')
  await dialog.getByRole('button', { name: 'Sluiten' }).click()

  await page.getByRole('button', { name: 'Uitloggen' }).click()
  await page.getByRole('button', { name: 'Privacybeleid' }).click()
  await expect(dialog.locator('.rich-text')).toContainText('op tijd aanwezig op de verzamelplek')
  await expect(dialog.getByLabel('Tekst met het privacybeleid')).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Bewerken' })).toHaveCount(0)
})

test('a visitor reads content without edit controls', async ({ page }) => {
  await openApp(page, '/')
  await expect(view(page)).toContainText('Welkom bij X-Week!')
  await expect(page.getByRole('button', { name: 'Bewerken' })).toHaveCount(0)
})
