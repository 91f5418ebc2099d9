import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { asAdmin, demo, expect, expectNoAxeViolations, loginThroughApi, test } from './fixtures'

/**
 * A draw anyone can verify (issue 27) on the demo backend: the admin sets up a lottery round,
 * everyone sees the SHA-256 commitment; after closing the admin previews (fairness report, PDF),
 * publishes, the seed shows, and 'Exporteren voor controle' downloads a file that
 * `npm run placement:verify` finds identiek; a changed file names the first difference.
 */

const run = promisify(execFile)

/** `npm run placement:verify FILE`: its output and exit code. */
async function verifyFile(path: string) {
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'placement:verify', path])
    return { code: 0, stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string }
    return { code: failed.code, stdout: failed.stdout }
  }
}

const lotteryRound = (closesInMinutes: number) => ({
  scope: 'x-week',
  mode: 'preference',
  opens_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
  closes_at: new Date(Date.now() + closesInMinutes * 60_000).toISOString(),
  min_wishes: 0,
  max_wishes: 3,
  policy: 'lottery',
})

test('the commitment before, the seed after publishing, and an export that verifies', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await loginThroughApi(page, demo.admin, '/beheer/inschrijfrondes')
  await expect(page.getByRole('heading', { level: 1, name: 'Inschrijfrondes' })).toBeVisible()
  // Kanoën has one place: the lottery decides between the students who wish it.
  await asAdmin(page, 'excursions/update', {
    _id: 'x1',
    name: 'Kanoën in de Biesbosch',
    scope: 'x-week',
    hours: 4,
    datetime: '12-04-2027',
    capacity: 1,
  })
  await asAdmin(page, 'rounds/set', lotteryRound(24 * 60))
  await page.reload()
  const panel = page.getByRole('region', { name: 'Activiteiten in Nederland' })
  await expect(panel).toContainText('De loting ligt vast sinds')
  const commitment = (await panel.locator('code').first().textContent())!
  expect(commitment).toMatch(/^[0-9a-f]{64}$/)

  // Students read the same commitment in the round notice.
  await loginThroughApi(page, '201001', '/activiteiten/x-week')
  const notice = page.getByRole('region', { name: 'Inschrijving Activiteiten in Nederland' })
  await expect(notice.locator('code')).toHaveText(commitment)
  await expect(notice).not.toContainText('Bij het publiceren getoond')
  await expectNoAxeViolations(page)

  // Closed: the preview draws with the fixed seed, which it does not show.
  await loginThroughApi(page, demo.admin, '/beheer/inschrijfrondes')
  await asAdmin(page, 'rounds/set', lotteryRound(-1))
  await page.reload()
  await panel.getByRole('button', { name: 'Plaatsing berekenen' }).click()
  await expect(panel).toContainText('Loting: de vastgelegde seed')
  const fairness = panel.getByRole('region', { name: 'Eerlijkheid' })
  await expect(fairness.getByRole('row', { name: /^Studenten met gegronde afgunst/ })).toBeVisible()
  await expect(fairness.getByRole('table', { name: 'Per klas: Loting' })).toBeVisible()
  await expectNoAxeViolations(page)
  const pdfDownload = page.waitForEvent('download')
  await fairness.getByRole('button', { name: 'Exporteren als PDF' }).click()
  const pdf = await pdfDownload
  expect(pdf.suggestedFilename()).toMatch(/^eerlijkheid-plaatsing-x-week-.+\.pdf$/)
  const dir = mkdtempSync(join(tmpdir(), 'controle-'))
  await pdf.saveAs(join(dir, 'rapport.pdf'))
  expect(readFileSync(join(dir, 'rapport.pdf')).subarray(0, 5).toString()).toBe('%PDF-')

  await panel.getByRole('button', { name: 'Publiceren: Loting' }).click()
  await page
    .getByRole('dialog', { name: 'Plaatsing publiceren?' })
    .getByRole('button', { name: 'Publiceren' })
    .click()
  await expect(panel).toContainText(/Gepubliceerd op .+ volgens Loting \(loting \d+\)\./)
  const seed = /loting (\d+)\)/.exec((await panel.textContent())!)![1]!
  await expect(panel).toContainText(`Bij het publiceren getoond: seed ${seed}, nonce `)
  await expect(panel.locator('code').first()).toHaveText(commitment)
  await expectNoAxeViolations(page)

  const downloading = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Exporteren voor controle' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^controle-plaatsing-x-week-.+\.json$/)
  const file = join(dir, 'controle.json')
  await download.saveAs(file)
  const exported = JSON.parse(readFileSync(file, 'utf8')) as {
    seed: number
    commitment: string
    placement: Record<string, string | null>
  }
  expect(exported).toMatchObject({ seed: Number(seed), commitment })
  expect(readFileSync(file, 'utf8')).not.toMatch(/Daan|Emma|654321|201001|u-s1/)

  expect(await verifyFile(file)).toEqual({ code: 0, stdout: 'identiek\n' })

  // One student moved to another outcome: the check names them.
  const [moved] = Object.entries(exported.placement).find(([, x]) => x !== null)!
  const changed = join(dir, 'veranderd.json')
  writeFileSync(
    changed,
    JSON.stringify({ ...exported, placement: { ...exported.placement, [moved]: null } }),
  )
  const difference = await verifyFile(changed)
  expect(difference.code).toBe(1)
  expect(difference.stdout).toContain(`eerste verschil: leerling ${moved}`)
})
