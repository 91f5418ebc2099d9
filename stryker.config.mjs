// @ts-check
/**
 * The mutation score (issue 41): `npm run test:mutation`. Stryker mutates domain/ (with
 * the access table, domain/access.ts) and server/rules/ and runs, for each mutant, the tests
 * that reach it (the tests vitest.stryker.config.ts selects: domain's and contract's units, the
 * server's on the memory store). Incremental: reports/mutation/stryker-incremental.json
 * (committed) keeps each mutant's result, so a later run tests only the mutants of changed code
 * or changed tests.
 * docs/testing.md, "Mutation score", has the scores and how long a run takes.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts', related: false },
  mutate: [
    'domain/**/*.ts',
    '!domain/**/*.test.ts',
    // The app's Dutch texts: the app's (jsdom) tests check them, which this run leaves out.
    '!domain/messages/**',
    'server/rules/**/*.ts',
    '!server/rules/**/*.test.ts',
  ],
  coverageAnalysis: 'perTest',
  // A mutant in a module's top-level code would need every test run again: left out (Ignored).
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['html', 'json', 'clear-text', 'progress-append-only'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Two cores shared with others.
  concurrency: 2,
  timeoutMS: 10000,
  // The first run of all the tests (with coverage) takes minutes on a loaded 2-core machine.
  dryRunTimeoutMinutes: 40,
  timeoutFactor: 2,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  thresholds: { high: 80, low: 60, break: null },
}
