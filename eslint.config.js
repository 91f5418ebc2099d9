import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e*',
      'dist-bench*',
      'dist-size',
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
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/test/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
        },
      ],
    },
  },
  {
    // Every form holds its input through useFormInput and renders through <Form>, so unsaved
    // input is always registered (src/components/form.tsx; README "Unsaved input").
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
    // Shared code does not depend on features or routes.
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '@/routes/*'],
              message:
                'lib/ and components/ are shared: they may not import features, app or routes.',
            },
          ],
        },
      ],
    },
  },
)
