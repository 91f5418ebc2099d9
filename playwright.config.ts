import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { REAL_PORT, realAppDir, realServerDir, realServerEnv } from './e2e/real-server'

// The browser: CHROMIUM_PATH if set, else Debian's /usr/bin/chromium, else Playwright's own.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

// E2E_PORT lets several suites run side by side, each with its own build folder.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const outDir = process.env.E2E_PORT ? `dist-e2e-${PORT}` : 'dist-e2e'
// The real server: a production build (mocking off) and the server's bundle on a fresh embedded
// database (e2e/real-server.ts); csp.spec.ts, boot.spec.ts and the real-server journeys use it.
const realData = `.e2e-data-${REAL_PORT}`
// NODE_ENV goes to the server alone: a Vite build run with NODE_ENV=development is a development
// build of the app (React's development mode), not the production build this server must serve.
const { NODE_ENV: realNodeEnv, ...realEnv } = realServerEnv(REAL_PORT, realData)

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_PORT ? `test-results/${PORT}` : 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
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
    trace: 'retain-on-failure',
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
  // A production build with the demo backend on and no artificial delay (.env.e2e).
  webServer: [
    {
      command: `npx tsr generate && npx vite build --mode e2e --outDir ${outDir} && npx vite preview --mode e2e --outDir ${outDir} --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: [
        'npx tsr generate',
        `npx vite build --outDir ${realAppDir} --emptyOutDir --logLevel warn`,
        `npx vite build --config vite.server.config.ts --outDir ${realServerDir} --logLevel warn`,
        `rm -rf ${realData}`,
        `NODE_ENV=${realNodeEnv} node ${realServerDir}/main.js`,
      ].join(' && '),
      env: {
        VITE_API_MOCKING: 'false',
        VITE_REQUEST_DELAY_MS: '0',
        ...realEnv,
      },
      url: `http://127.0.0.1:${REAL_PORT}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
  ],
})
