import type { Page } from '@playwright/test'
import { expect, loginThroughApi, openApp, test } from './fixtures'
import { accounts, everyone } from './routes'
import { recordScripts } from './scripts'

// Every page of every role is loaded without the editor's code in a11y.spec.ts's pass (its
// `editorCode` finding); here the terms dialogs, which every page can open, and the admin's
// Bewerken, which loads it.

const termsLinks = [
  'Activiteitenvoorwaarden',
  'Reisvoorwaarden',
  'Keuzedeelvoorwaarden',
  'Privacybeleid',
]

async function openEveryTerms(page: Page, role: (typeof everyone)[number]) {
  for (const name of termsLinks) {
    await page.getByRole('button', { name }).click()
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog.locator('.rich-text')).toBeVisible()
    // An admin's policy dialog loads its setting form after the text (a chunk of its own), and
    // Sluiten moves down when it arrives: wait for it, as a person waits for the dialog to settle.
    if (role === 'admin' && name === 'Privacybeleid')
      await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Sluiten' }).click()
    await expect(dialog).toBeHidden()
  }
}

for (const role of everyone) {
  test(`the terms dialogs send no Tiptap or ProseMirror code to a ${role === 'admin' ? 'reading admin' : role}`, async ({
    page,
  }) => {
    const scripts = recordScripts(page)
    if (role === 'anonymous') await openApp(page)
    else await loginThroughApi(page, accounts[role])
    await openEveryTerms(page, role)
    const seen = await scripts()
    expect(seen.count).toBeGreaterThan(3)
    expect(seen.withEditor).toEqual([])

    if (role !== 'admin') return
    // ... until the admin presses Bewerken: then the editor's chunk arrives
    await page.goto('/')
    await page.getByRole('main').getByRole('button', { name: 'Bewerken' }).click()
    await expect(page.getByRole('toolbar', { name: 'Opmaak' })).toBeVisible()
    expect((await scripts()).withEditor).toHaveLength(1)
  })
}
