import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The app's bans: it never imports the demo backend, and it has one alert. */
const APP_BANS = {
  patterns: [
    {
      group: ['~mocks/*', '**/mocks/*', '../mocks/*'],
      message: 'src/ may not import mocks/ (only main.tsx starts the worker, dynamically).',
    },
  ],
  // One alert for the app: loaded on first use, with the role its severity calls for.
  paths: [
    { name: '@mui/material', importNames: ['Alert'], message: 'Use @/components/alert.' },
    { name: '@mui/material/Alert', message: 'Use @/components/alert.' },
  ],
}
/** Shared code does not depend on features, app or routes. */
const SHARED_BANS = {
  patterns: [
    {
      group: ['@/features/*', '@/app/*', '@/routes/*'],
      message: 'lib/ and components/ are shared: they may not import features, app or routes.',
    },
  ],
}
/** One no-restricted-imports setting holding every list it is given. */
function restrictedImports(...bans) {
  return [
    'error',
    {
      patterns: bans.flatMap((ban) => ban.patterns ?? []),
      paths: bans.flatMap((ban) => ban.paths ?? []),
    },
  ]
}

const ROOT = import.meta.dirname
// import-x's TypeScript settings, with the resolver below in place of its legacy one.
const IMPORT_X_TS_SETTINGS = Object.fromEntries(
  Object.entries(importX.flatConfigs.typescript.settings).filter(
    ([key]) => key !== 'import-x/resolver',
  ),
)
// A feature never imports another feature (issue 23): what two features share belongs in src/lib
// or src/components, and a page made of two features is composed in src/routes.
const FEATURE_ZONES = readdirSync(join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'A feature may not import another feature: move what both need to src/lib or src/components, or compose the two in the route (docs/architecture.md).',
  }))
// The pure rules (issue 23's domain/) depend on nothing of the app or the server.
const DOMAIN_ZONES = [
  ...['./src', './server', './mocks'].map((from) => ({
    target: './domain',
    from,
    message: 'domain/ holds pure rules: it may not import src/, server/ or mocks/.',
  })),
  // The entities, access and rules are domain/'s; contract/ declares the calls over them and
  // imports domain/, never the other way (issue 40).
  {
    target: './domain',
    from: './contract',
    message:
      'domain/ may not import contract/: move the shape or rule it needs into domain/ (contract/ imports domain/).',
  },
  // What the server shares with the app lives in contract/ and domain/, never in the app's tree.
  ...['./server', './contract'].map((target) => ({
    target,
    from: './src',
    message:
      'The server and the contract import nothing of src/: move what both need to contract/ or domain/.',
  })),
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e*',
      'dist-bench*',
      'dist-size',
      'dist-test*',
      'dist-csp*',
      'dist-server*',
      'dist-real-*',
      '.e2e-data-*',
      'data',
      'bench-results',
      'src/routeTree.gen.ts',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
      '.shot.mjs',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  {
    // The server's command-line tools and test set-up talk to the person running them.
    files: ['server/cli.ts', 'server/test/global-setup.ts', 'server/dev.mjs', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Code flows one way: the app never imports the demo backend (main.tsx loads it dynamically).
    // Tests and a test file's shared setup beside it (*.test-setup.ts) may.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/test/**', 'src/**/*.test.{ts,tsx}', 'src/**/*.test-setup.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports(APP_BANS) },
  },
  {
    // Every form holds its input through useFormInput and renders through <Form>, so unsaved
    // input is always registered (src/components/form.tsx; docs/decisions.md "Unsaved input").
    files: ['src/**/*.tsx'],
    ignores: ['src/components/form.tsx', 'src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']",
          message: 'Use <Form input={useFormInput(…)}> from @/components/form.',
        },
        {
          selector: "JSXAttribute[name.name='component'][value.value='form']",
          message: 'Use <Form input={useFormInput(…)}> from @/components/form.',
        },
      ],
    },
  },
  {
    // Shared code does not depend on features or routes. In flat config a later block's rule
    // replaces an earlier one for the files both match, so this block repeats the app's bans.
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports(APP_BANS, SHARED_BANS) },
  },
  {
    // The one alert is made here, from MUI's.
    files: ['src/components/alert.tsx', 'src/components/severity-alert.tsx'],
    rules: {
      'no-restricted-imports': restrictedImports({ patterns: APP_BANS.patterns }, SHARED_BANS),
    },
  },
  {
    // The shared code's own tests may use the demo backend, but not features or routes either.
    files: ['src/lib/**/*.test.{ts,tsx}', 'src/components/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports(SHARED_BANS) },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript settings import-x reads only .js files and finds no cycle at all.
      ...IMPORT_X_TS_SETTINGS,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // No module may reach itself again through its static imports. A lazy import() back (a
      // store that loads its dialog's code) runs after both modules have loaded: not a cycle.
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...DOMAIN_ZONES, ...FEATURE_ZONES] },
      ],
    },
  },
  {
    // No source file over 400 lines (blank lines and comments not counted), tests included: a
    // file that grows past it is split by meaning (issue 40).
    files: ['{src,server,mocks,contract,domain,e2e,bench}/**/*.{ts,tsx,js,mjs}'],
    // The placement engine's two algorithms (docs/placement.md) are each one piece of reasoning.
    ignores: ['server/placement/engine.ts', 'server/placement/flow.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
)
