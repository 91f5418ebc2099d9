// npm run bench:overview: the X-Week subscription overview with the large data set (10,000
// subscriptions) in a production build, driven in Chromium. Median of 5 runs for: first render
// after the data has arrived, a text filter, a sort, toggling paid on one row, the CSV export of
// all rows; and the longest task while typing. Not part of npm test: a benchmark, not a timed test.
/* global window, document, requestAnimationFrame, HTMLInputElement */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import os from 'node:os'
import { chromium } from '@playwright/test'

const RUNS = 5
const PORT = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 4390)
// BENCH_DIST: measure a build made before (e.g. of another commit, to compare side by side).
const OUT_DIR = process.env.BENCH_DIST ?? `dist-bench-${PORT}`
const BASE = `http://localhost:${PORT}`
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${code}`))))
  })
}

async function waitForServer(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`no server at ${url}`)
}

// A production build with the demo backend and no artificial delay (.env.e2e).
if (!process.env.BENCH_DIST) {
  await run('npx', ['tsr', 'generate'])
  await run('npx', ['vite', 'build', '--mode', 'e2e', '--outDir', OUT_DIR, '--logLevel', 'warn'])
}
const server = spawn(
  'npx',
  ['vite', 'preview', '--mode', 'e2e', '--outDir', OUT_DIR, '--port', String(PORT), '--strictPort'],
  { stdio: 'ignore', detached: true },
)
const stopServer = () => {
  try {
    process.kill(-server.pid)
  } catch {
    // already gone
  }
}
process.on('exit', stopServer)

/** In the page: resolves after the frame that shows the current DOM has been painted. */
const inPageHelpers = () => {
  window.__afterPaint = () =>
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  window.__until = async (check, timeoutMs = 20_000) => {
    const end = performance.now() + timeoutMs
    while (!check()) {
      if (performance.now() > end) throw new Error('timeout')
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  }
  window.__status = () =>
    [...document.querySelectorAll('[role=status]')].find((e) =>
      e.textContent.includes('inschrijvingen'),
    )?.textContent ?? ''
  // What the table shows: its first row and its row range ('1–100 van 196'). (The count's
  // announcement waits until typing pauses, so it cannot tell when the table changed.)
  window.__table = () =>
    (document.querySelector('[role=grid] [role=row][data-rowindex]')?.textContent ?? '') +
    (document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '')
}

async function oneRun(browser) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript(inPageHelpers)
  await page.goto(`${BASE}/?demo-data=large`)
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor()
  await page.evaluate(async () => {
    const response = await fetch('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login_id: 'admin@scalda.nl', password: 'welkom' }),
    })
    localStorage.setItem('xweek.session', JSON.stringify(await response.json()))
  })
  await page.goto(`${BASE}/beheer/x-week_inschrijvingen`)
  const result = {}

  // First render: from the data's arrival (performance mark in the page) to the painted grid.
  result.firstRender = await page.evaluate(async () => {
    await window.__until(() => document.querySelector('[role=grid] [role=row][data-rowindex]'))
    await window.__afterPaint()
    const data = performance.getEntriesByName('overview:data')[0]
    return performance.now() - data.startTime
  })
  result.rows = await page.evaluate(() => window.__status())

  const search = page.getByRole('searchbox', { name: 'Zoeken op studentnummer of naam' })
  // A text filter: from the input event to the painted, filtered table.
  result.filter = await page.evaluate(async () => {
    const input = document.querySelector('main input[type=search]')
    const before = window.__table()
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
    const started = performance.now()
    setValue.call(input, 'jansen')
    input.dispatchEvent(new Event('input', { bubbles: true }))
    await window.__until(() => window.__table() !== before)
    await window.__afterPaint()
    return performance.now() - started
  })
  await page.waitForTimeout(500)
  result.filtered = await page.evaluate(() => window.__status())
  await search.fill('')
  await page.waitForFunction(() => !window.__status().startsWith('0 '))

  // Typing: the longest task while a name is typed key by key.
  await page.evaluate(() => {
    window.__longTasks = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
    }).observe({ type: 'longtask' })
  })
  await search.click()
  await page.keyboard.type('van den berg', { delay: 60 })
  await page.waitForTimeout(500)
  result.longestTypingTask = await page.evaluate(() => Math.max(0, ...window.__longTasks))
  await search.fill('')
  await page.waitForTimeout(300)

  // A sort: a click on the 'Naam' header until the sorted rows are painted.
  result.sort = await page.evaluate(async () => {
    const header = [...document.querySelectorAll('[role=columnheader]')].find(
      (h) => h.getAttribute('data-field') === 'name',
    )
    const started = performance.now()
    header.click()
    await window.__until(() => header.getAttribute('aria-sort') === 'ascending')
    await window.__afterPaint()
    return performance.now() - started
  })

  // Toggling paid on one row: from the click to the painted switch.
  result.togglePaid = await page.evaluate(async () => {
    const input = document.querySelector('[role=grid] input[role=switch]')
    const was = input.checked
    const started = performance.now()
    input.click()
    await window.__until(
      () => document.querySelector('[role=grid] input[role=switch]').checked !== was,
    )
    await window.__afterPaint()
    return performance.now() - started
  })

  // The CSV export of all rows: from the click to the file handed to the browser.
  result.exportCsv = await page.evaluate(async () => {
    let handed = 0
    let size = 0
    const original = URL.createObjectURL
    URL.createObjectURL = (blob) => {
      handed = performance.now()
      size = blob.size
      return original(blob)
    }
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent.trim() === 'Exporteren',
    )
    const started = performance.now()
    button.click()
    await window.__until(() => handed > 0)
    URL.createObjectURL = original
    window.__exportSize = size
    return handed - started
  })
  result.exportBytes = await page.evaluate(() => window.__exportSize)
  await context.close()
  return result
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

try {
  await waitForServer(BASE)
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    runs.push(await oneRun(browser))
    process.stdout.write(`run ${i + 1}/${RUNS} done\n`)
  }
  await browser.close()

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  console.log(
    `\nMachine: ${os.cpus().length} cores (nproc), ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  console.log(`Chromium: ${browser.version()} · data: ${runs[0].rows} · median of ${RUNS} runs\n`)
  const rows = [
    ['first render after the data arrived', 'firstRender', 300],
    ['text filter ("jansen")', 'filter', 100],
    ['sort by name', 'sort', 100],
    ['toggle paid on one row', 'togglePaid', null],
    ['CSV export of all rows', 'exportCsv', null],
    ['longest task while typing', 'longestTypingTask', 200],
  ]
  for (const [label, key, target] of rows) {
    const values = runs.map((r) => r[key])
    const m = median(values)
    const verdict =
      target === null
        ? ''
        : m < target
          ? `  (target < ${target} ms: met)`
          : `  (target < ${target} ms: MISSED)`
    console.log(
      `${label.padEnd(38)} ${m.toFixed(0).padStart(6)} ms   runs: ${values.map((v) => v.toFixed(0)).join(', ')}${verdict}`,
    )
  }
  console.log(
    `\nfiltered: ${runs[0].filtered} · export: ${(runs[0].exportBytes / 1024).toFixed(0)} KB`,
  )
} finally {
  stopServer()
}
