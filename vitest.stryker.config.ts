import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { aliases, serverTestProject } from './vitest.shared'

/**
 * The tests the mutation run (stryker.config.mjs, `npm run test:mutation`) measures against: the
 * unit tests of domain/ and contract/, and the server's tests on the memory store (TEST_STORES=memory,
 * set below; server/test/stores.ts). Not the app's (jsdom) tests, and not the server
 * files that run only on PGlite or PostgreSQL (the excluded files below).
 */
// Read by server/test/stores.ts, in global-setup.ts (this process) and in the test files.
process.env.TEST_STORES = 'memory'

/** Server test files with no case on the memory store, or none that reaches the rules. */
const notOnMemory = [
  'server/test/backup.test.ts',
  'server/test/concurrency.test.ts',
  'server/test/contract.test.ts',
  'server/test/faults.test.ts',
  // The command line's first start (npm and tsx in child processes): no rule, and over a minute.
  'server/test/first-start.test.ts',
  'server/test/fuzz.test.ts',
  'server/test/hash-pool.test.ts',
  'server/test/launch.test.ts',
  'server/test/odd-input.test.ts',
  'server/test/operations.test.ts',
  'server/test/round-trips.test.ts',
  'server/test/security.test.ts',
  'server/test/throttle-self-service.test.ts',
  'server/test/throttle.test.ts',
]

/** The server's tests on the memory store. */
const serverProject: TestProjectInlineConfiguration = {
  ...serverTestProject,
  test: {
    ...serverTestProject.test,
    include: [
      'server/test/**/*.test.ts',
      'server/rules/**/*.test.ts',
      'server/security/password-rules.test.ts',
    ],
    exclude: notOnMemory,
  },
}

/**
 * `npm run test:mutation -- --units` (bench/mutation.mjs) measures domain/ (with access.ts)
 * against their unit tests alone: minutes, where the server's tests take hours.
 */
const unitsOnly = process.env.MUTATION_TESTS === 'units'

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'units',
          environment: 'node',
          globals: true,
          include: ['domain/**/*.test.ts', 'contract/**/*.test.ts'],
        },
      },
      ...(unitsOnly ? [] : [serverProject]),
    ],
  },
})
