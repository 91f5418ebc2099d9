import { fileURLToPath, URL } from 'node:url'
import type { TestProjectInlineConfiguration } from 'vitest/config'

// What vite.config.ts's tests and the mutation run's (vitest.stryker.config.ts) have in common.

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The import aliases of the app, the server and their tests. */
export const aliases = {
  '@': dir('./src'),
  '~mocks': dir('./mocks'),
  '~contract': dir('./contract'),
  '~domain': dir('./domain'),
}

/** The API server and its pure modules (placement engine): Node, no DOM, no MSW. */
export const serverTestProject = {
  extends: true,
  test: {
    name: 'server',
    environment: 'node',
    globals: true,
    include: ['server/**/*.test.ts'],
    globalSetup: ['./server/test/global-setup.ts'],
    env: { VITE_REQUEST_DELAY_MS: '0', VITE_API_MOCKING: 'false' },
    testTimeout: 60000,
    hookTimeout: 120000,
  },
} satisfies TestProjectInlineConfiguration
