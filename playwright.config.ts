import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { REAL_PORT, realServerDir, realServerEnv } from './e2e/real-server'
import { testBuild } from './e2e/test-build'

// The browser: CHROMIUM_PATH if set, else Debian's /usr/bin/chromium, else Playwright's own.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

// E2E_PORT lets several suites run side by side, each with its own build folder.
const PORT = Number(process.env.E2E_PORT ?? 4173)
// One production build for the whole run (e2e/test-build.ts; `npm test`'s size check made it
// already when its sources are unchanged): the demo backend serves its copy `demo/`, the real
// server its copy `real/`, both without SPEC §7's delay. The web servers start one after the
// other, so the first one's build is there for the second.
const build = `npx tsx e2e/test-build.ts`
// The real server: that build and the server's bundle on a fresh embedded database
// (e2e/real-server.ts); csp.spec.ts, boot.spec.ts and the real-server journeys use it.
const realData = `.e2e-data-${REAL_PORT}`

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_PORT ? `test-results/${PORT}` : 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a defect to mend, not to retry (issue 41).
  retries: 0,
  workers: 2,
  // A guard against a journey that hangs, not a speed check (speed is measured by bench/): whole
  // journeys of ten page loads take 25-30 s on a loaded 2-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // A trace records every action's page (a third of a run's CPU, measured on route-table and
    // auth: user+sys 65 s with it, 44 s without): on when asked for, E2E_TRACE=1, to look into a
    // failure again. A failure's screenshot is always kept.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `${build} && npx vite preview --outDir ${testBuild().demo} --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    {
      command: [build, `rm -rf ${realData}`, `node ${realServerDir}/main.js`].join(' && '),
      // NODE_ENV=development reaches the build too: e2e/test-build.ts builds without it.
      env: realServerEnv(REAL_PORT, realData),
      url: `http://127.0.0.1:${REAL_PORT}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
  ],
})
