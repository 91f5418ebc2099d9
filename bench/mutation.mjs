// `npm run test:mutation`: Stryker's mutation run (stryker.config.mjs) through its API.
// StrykerJS 10's command line refuses Node below 22 before it starts; the project runs on Node
// 20.19+ (package.json engines), on which Stryker itself works, so this calls it directly.
// Options (after `npm run test:mutation --`):
// - `--mutate <globs, comma-separated>`: a part of stryker.config.mjs's list, e.g. one file;
// - `--units`: domain/ (with access.ts) against their unit tests alone (minutes), with its
//   own report and incremental file in reports/mutation/units/;
// - `--dryRunOnly`: count the mutants and time the tests, test none.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

const core = dirname(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json'))
const { Stryker } = await import(pathToFileURL(join(core, 'dist/src/stryker.js')).href)

const args = process.argv.slice(2)
const options = {}
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--mutate') options.mutate = args[(i += 1)].split(',')
  else if (args[i] === '--dryRunOnly') options.dryRunOnly = true
  else if (args[i] === '--units') {
    // Read by vitest.stryker.config.ts, in Stryker's test runner processes (they inherit it).
    process.env.MUTATION_TESTS = 'units'
    const dir = 'reports/mutation/units'
    Object.assign(options, {
      mutate: ['domain/**/*.ts', '!domain/**/*.test.ts', '!domain/messages/**'],
      incrementalFile: `${dir}/stryker-incremental.json`,
      htmlReporter: { fileName: `${dir}/mutation.html` },
      jsonReporter: { fileName: `${dir}/mutation.json` },
    })
  } else throw new Error(`unknown option ${args[i]} (--mutate <globs>, --units, --dryRunOnly)`)
}
await new Stryker(options).runMutationTest()
