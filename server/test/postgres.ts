import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A throwaway PostgreSQL cluster for the tests and the bench: initdb in a temporary folder,
 * pg_ctl start on a free loopback port, stopped and removed afterwards. Debian's postgresql
 * package (`.ci/run` installs it); PG_BIN points elsewhere.
 */
export function findPostgresBin(): string | null {
  const candidates = [
    process.env.PG_BIN,
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ].filter((d): d is string => Boolean(d))
  return (
    candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ??
    null
  )
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port
      server.close(() => resolve(port))
    })
  })
}

const isRoot = () => process.getuid?.() === 0

/** Runs a PostgreSQL tool; as root through the postgres user (initdb refuses root). */
function pgTool(bin: string, tool: string, args: string[], options: { quiet?: boolean } = {}) {
  const command = join(bin, tool)
  const result = isRoot()
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' })
  if (result.status !== 0 && !options.quiet)
    throw new Error(`${tool} ${args.join(' ')}: ${result.stderr || result.stdout}`)
  return result
}

export type PostgresCluster = {
  url: (database?: string) => string
  port: number
  dir: string
  bin: string
  /** Stops the server (the cluster stays): the fault tests take the database away. */
  stop(): void
  start(): void
  /** Stops the server and removes the cluster. */
  destroy(): void
}

export async function startPostgres(
  options: { maxConnections?: number; fsync?: boolean } = {},
): Promise<PostgresCluster | null> {
  const bin = findPostgresBin()
  if (!bin) return null
  const dir = mkdtempSync(join(tmpdir(), 'xweek-pg-'))
  chmodSync(dir, 0o777)
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir])
  const data = join(dir, 'data')
  pgTool(bin, 'initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ])
  const port = await freePort()
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    `-c max_connections=${options.maxConnections ?? 200}`,
    // Fast for the tests; durable (as in production) for those that take the database away.
    `-c fsync=${options.fsync ? 'on' : 'off'}`,
    `-c synchronous_commit=${options.fsync ? 'on' : 'off'}`,
    `-c full_page_writes=${options.fsync ? 'on' : 'off'}`,
  ].join(' ')
  const start = () => {
    pgTool(bin, 'pg_ctl', [
      '-D',
      data,
      '-o',
      settings,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ])
  }
  const stop = () => {
    pgTool(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], { quiet: true })
  }
  start()
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    dir,
    bin,
    start,
    stop,
    destroy() {
      stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
