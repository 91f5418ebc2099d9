// The scripts a page asks for, counted in a phone's browser: Playwright's Chromium (390 × 844,
// touch) against the real server (bench/real-server.mjs) serving a production build, a fresh
// browser context per page (an empty cache), until the page shows its content and the network is
// idle. Bytes on the wire are each script's headers and encoded body. Deterministic: the same
// build gives the same figures (docs/performance.md, "The list at the opening minute").
//
//   node bench/page-scripts.mjs [--dist dist-test-4630/app] [--server dist-test-4630-server]
//                               [--port 4630] [--list]
//
// Pages: `/`, a visitor's `/activiteiten/x-week`, and the same list for student 654321 of the demo
// data (logged in through the API, the session put in place before the page's first script).
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { startServer } from './real-server.mjs'

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : process.argv[i + 1]
}

const dist = arg('dist', 'dist-bench')
const serverDir = arg('server', 'dist-server')
const port = Number(arg('port', 4400))
const listFiles = process.argv.includes('--list')
// The browser of the e2e suite (playwright.config.ts): CHROMIUM_PATH, else Debian's, else Playwright's.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

const pages = [
  { name: '/', path: '/', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  {
    name: 'visitor list',
    path: '/activiteiten/x-week',
    ready: (page) =>
      page
        .getByRole('status')
        .filter({ hasText: /resulta/ })
        .waitFor(),
  },
  {
    name: 'student list',
    path: '/activiteiten/x-week',
    student: '654321',
    ready: async (page) => {
      await page.getByRole('region', { name: 'Mijn inschrijvingen' }).waitFor()
      await page
        .getByRole('status')
        .filter({ hasText: /resulta/ })
        .waitFor()
    },
  },
  {
    name: 'visitor trip',
    // The first trip of the list (its id from the API).
    path: async (origin) => {
      const excursions = await (await fetch(`${origin}/api/excursions`)).json()
      const trip = (excursions.items ?? excursions).find((e) => e.scope === 'x-week')
      return `/activiteiten/x-week/${trip._id}`
    },
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'student /account',
    path: '/account',
    student: '654321',
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
]

async function login(origin, loginId) {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login_id: loginId, password: 'welkom' }),
  })
  if (!response.ok) throw new Error(`login of ${loginId}: ${response.status}`)
  return response.text()
}

async function count(browser, origin, { path, student, ready }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  if (student) {
    const session = await login(origin, student)
    await context.addInitScript((value) => {
      if (!localStorage.getItem('xweek.session')) localStorage.setItem('xweek.session', value)
    }, session)
  }
  const page = await context.newPage()
  const scripts = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    const file = new URL(request.url()).pathname
    scripts.push(
      request.sizes().then((sizes) => ({
        file,
        bytes: sizes.responseHeadersSize + sizes.responseBodySize,
      })),
    )
  })
  await page.goto(`${origin}${typeof path === 'function' ? await path(origin) : path}`)
  await ready(page)
  await page.waitForLoadState('networkidle')
  const counted = await Promise.all(scripts)
  await context.close()
  return counted
}

// A server left on the port would answer for another build.
const before = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null)
if (before) throw new Error(`port ${port} is in use: stop that server first`)
const server = await startServer({ dist, port, serverDir })
let browser
try {
  browser = await chromium.launch({ executablePath })
  for (const page of pages) {
    const scripts = await count(browser, server.origin, page)
    const kb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024
    console.log(
      `${page.name.padEnd(14)} ${String(scripts.length).padStart(3)} scripts, ${kb.toFixed(1)} KB`,
    )
    if (listFiles)
      for (const s of scripts.sort((a, b) => b.bytes - a.bytes))
        console.log(`    ${(s.bytes / 1024).toFixed(1).padStart(6)} KB ${s.file}`)
  }
} finally {
  await browser?.close()
  await server.close()
}
