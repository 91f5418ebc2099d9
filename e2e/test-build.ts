import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * The one production build of `npm test` (issue 41): the size check reads it and every e2e run
 * serves it, instead of a build each. `app/` is the app exactly as `npm run build` makes it (the
 * demo backend off, SPEC §7's 1 s delay on), with its manifest and hidden source maps for the size
 * check; `demo/` and `real/` are copies whose index.html switches settings at run time
 * (`<html data-api-mocking data-request-delay-ms>`, src/lib/config.ts): `demo/` runs the demo
 * backend without the delay (`vite preview` serves it), `real/` the real server without the delay;
 * `<root>-server/` is the server's bundle.
 * MSW stays in its lazy chunk of the same build, off the first page (bench/first-page.test.mjs).
 *
 * A build is made once per state of its sources: `stamp` holds their hash, and a run whose
 * sources match it reuses the build (the size check builds, the e2e run that follows reuses it).
 * E2E_PORT gives a run a folder of its own (`dist-test-<port>`), as for the suite's servers.
 */
export function testBuild(port = process.env.E2E_PORT) {
  const root = port ? `dist-test-${port}` : 'dist-test'
  return {
    root,
    app: join(root, 'app'),
    demo: join(root, 'demo'),
    real: join(root, 'real'),
    // Beside the repository's package.json, as dist-server/ is: the bundle reads ../package.json.
    server: `${root}-server`,
    stamp: join(root, 'stamp'),
  }
}

/** What the builds read: a change to any of them (tests aside) makes a new build. */
const inputs = ['src', 'mocks', 'contract', 'domain', 'server', 'public']
const inputFiles = [
  'index.html',
  'vite.config.ts',
  'vite.server.config.ts',
  'tsr.config.json',
  'package.json',
  'package-lock.json',
]
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('server/test/')

function sourcesHash() {
  const hash = createHash('sha256')
  const add = (path: string) => {
    if (isTest(path)) return
    hash.update(`${path}\0`).update(readFileSync(path)).update('\0')
  }
  for (const dir of inputs)
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }).sort((a, b) =>
      join(a.parentPath, a.name).localeCompare(join(b.parentPath, b.name)),
    ))
      if (entry.isFile()) add(join(entry.parentPath, entry.name))
  for (const file of inputFiles) add(file)
  // A VITE_ setting in the environment is built into the app.
  for (const [key, value] of Object.entries(process.env).sort())
    if (key.startsWith('VITE_') && !productionDefaults.includes(key)) hash.update(`${key}=${value}`)
  return hash.digest('hex')
}

/** Settings the production build takes at their defaults whatever the environment says. */
const productionDefaults = ['VITE_API_MOCKING', 'VITE_REQUEST_DELAY_MS']

/** A copy of the app whose page switches `settings` on (data attributes of its <html>). */
function copyWithSettings(from: string, to: string, settings: Record<string, string>) {
  rmSync(to, { recursive: true, force: true })
  cpSync(from, to, { recursive: true })
  const attributes = Object.entries(settings)
    .map(([name, value]) => ` data-${name}="${value}"`)
    .join('')
  const html = readFileSync(join(to, 'index.html'), 'utf8')
  if (!html.includes('<html lang="nl">')) throw new Error(`${to}/index.html: no <html lang="nl">`)
  writeFileSync(
    join(to, 'index.html'),
    html.replace('<html lang="nl">', `<html lang="nl"${attributes}>`),
  )
}

export function buildForTests(port = process.env.E2E_PORT) {
  const dirs = testBuild(port)
  execFileSync('npx', ['tsr', 'generate'], { stdio: 'inherit' })
  const hash = sourcesHash()
  if (existsSync(dirs.stamp) && readFileSync(dirs.stamp, 'utf8') === hash) {
    process.stdout.write(`${dirs.root}: the build of these sources is there already\n`)
    return dirs
  }
  rmSync(dirs.root, { recursive: true, force: true })
  rmSync(dirs.server, { recursive: true, force: true })
  const env = { ...process.env }
  for (const key of productionDefaults) delete env[key]
  // A Vite build run with NODE_ENV=development (a test server's) is a development build.
  delete env.NODE_ENV
  const vite = (args: string[]) =>
    execFileSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], { stdio: 'inherit', env })
  vite(['--manifest', '--sourcemap', 'hidden', '--outDir', dirs.app, '--emptyOutDir'])
  vite(['--config', 'vite.server.config.ts', '--outDir', dirs.server])
  copyWithSettings(dirs.app, dirs.demo, { 'api-mocking': 'true', 'request-delay-ms': '0' })
  copyWithSettings(dirs.app, dirs.real, { 'request-delay-ms': '0' })
  writeFileSync(dirs.stamp, hash)
  return dirs
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) buildForTests()
