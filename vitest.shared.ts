import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config'

// What vite.config.ts's tests and the mutation run's (vitest.stryker.config.ts) have in common.

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The import aliases of the app, the server and their tests. */
export const aliases = {
  '@': dir('./src'),
  '~mocks': dir('./mocks'),
  '~contract': dir('./contract'),
  '~domain': dir('./domain'),
}

/**
 * The server's test files that measure time (a GET's p95 beside 40 logins, a kept answer's age) or
 * run server processes of their own against the clock (a kill in the rush, SIGTERM): they run
 * after the others, one at a time (`server-alone`), not beside another file's CPU.
 */
const serverFilesAlone = [
  'server/test/hash-pool.test.ts',
  'server/test/poll-lanes.test.ts',
  'server/test/faults.test.ts',
]

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

/**
 * `npm test`'s server projects (issue 41): vitest gives a run cores − 1 workers, one on the 2-core
 * machine, so the root config asks for 2 (vite.config.ts). The files that measure time run after
 * the rest, alone (`serverFilesAlone`); the global setup is shared (one cluster per run).
 */
export function serverTestProjects() {
  return [
    {
      ...serverTestProject,
      test: {
        ...serverTestProject.test,
        exclude: [...configDefaults.exclude, ...serverFilesAlone],
      },
    },
    {
      ...serverTestProject,
      test: {
        ...serverTestProject.test,
        name: 'server-alone',
        include: serverFilesAlone,
        maxWorkers: 1,
        sequence: { groupOrder: 1 },
      },
    },
  ] satisfies TestProjectInlineConfiguration[]
}

const appTestRoots = ['src', 'mocks', 'contract', 'domain']
const appTestFile = /\.test\.tsx?$/
/** What makes a test file replace or reset modules, so that it cannot share its worker's. */
const replacesModules = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|stubGlobal|stubEnv)\(/

function testFilesUnder(folder: string): string[] {
  return readdirSync(dir(`./${folder}`), { recursive: true, encoding: 'utf8' })
    .filter((file) => appTestFile.test(file) && !file.includes('node_modules'))
    .map((file) => `${folder}/${file}`)
}

/**
 * The app's test files that replace modules (`vi.mock` and the like): found by reading them, so a
 * new one is never left in the shared project, where its mocks would reach the other files.
 */
function appFilesWithModuleMocks() {
  return appTestRoots
    .flatMap(testFilesUnder)
    .filter((file) => replacesModules.test(readFileSync(dir(`./${file}`), 'utf8')))
}

/** The app's tests: jsdom, Testing Library, the demo backend's handlers over msw/node. */
function appTestProject(
  name: string,
  files: { include?: string[]; exclude?: string[]; isolate?: boolean },
) {
  return {
    extends: true,
    test: {
      name,
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: files.include ?? appTestRoots.map((root) => `${root}/**/*.test.{ts,tsx}`),
      exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
      isolate: files.isolate ?? true,
      env: { VITE_REQUEST_DELAY_MS: '0', VITE_API_MOCKING: 'false' },
      // A guard against a hang, not a speed check: two workers share the 2 cores (vite.config.ts).
      testTimeout: 30000,
    },
  } satisfies TestProjectInlineConfiguration
}

/**
 * The app's two projects. Its files share their worker's modules and jsdom (issue 41: a fresh
 * jsdom, MUI and setup per file cost ~2 s of CPU each, more than most files' tests); setup.ts puts
 * back what a test may change. A file that replaces modules cannot share them and runs isolated
 * in `app-mocks`. Read only when vitest runs: `npm run dev` and the builds never scan the tests.
 */
export function appTestProjects() {
  const withMocks = appFilesWithModuleMocks()
  return [
    appTestProject('app', { isolate: false, exclude: withMocks }),
    appTestProject('app-mocks', { include: withMocks }),
  ]
}
