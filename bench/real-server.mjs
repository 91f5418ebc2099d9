// The real server for the benches: the server's bundle (built when missing) serving a
// production build from `dist`, on a fresh embedded database with the demo data, on loopback.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export async function startServer({
  dist = 'dist',
  port = 4400,
  serverDir = 'dist-server',
  env = {},
} = {}) {
  if (!existsSync(join(serverDir, 'main.js'))) {
    const built = spawnSync(
      'npx',
      [
        'vite',
        'build',
        '--config',
        'vite.server.config.ts',
        '--outDir',
        serverDir,
        '--logLevel',
        'warn',
      ],
      { stdio: 'inherit' },
    )
    if (built.status !== 0) throw new Error('the server bundle did not build')
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'xweek-bench-'))
  const child = spawn('node', [join(serverDir, 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: dist,
      DATA_DIR: dataDir,
      SEED: 'demo',
      // The demo data on the embedded database: not production (npm start's default).
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break
    } catch {
      // starting
    }
    if (i > 240 || child.exitCode !== null) throw new Error(`no server at ${origin}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    origin,
    async close() {
      if (child.exitCode === null)
        await new Promise((done) => {
          child.once('exit', done)
          child.kill('SIGTERM')
        })
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
