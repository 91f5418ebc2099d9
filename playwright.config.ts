import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

// The browser: CHROMIUM_PATH if set, else Debian's /usr/bin/chromium, else Playwright's own.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

// E2E_PORT lets several suites run side by side, each with its own build folder.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const outDir = process.env.E2E_PORT ? `dist-e2e-${PORT}` : 'dist-e2e'
// e2e/csp.spec.ts: the production build (mocking off) under the README's Content-Security-Policy,
// served with the demo backend's answers by the bench server.
export const CSP_PORT = PORT + 1000
const cspDir = `dist-csp-${CSP_PORT}`

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_PORT ? `test-results/${PORT}` : 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
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
      command: `npx tsr generate && npx vite build --outDir ${cspDir} --emptyOutDir --logLevel warn && node bench/server.mjs --dist ${cspDir} --port ${CSP_PORT} --csp`,
      env: { VITE_API_MOCKING: 'false', VITE_REQUEST_DELAY_MS: '0' },
      url: `http://127.0.0.1:${CSP_PORT}/api/settings/version`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
})
