import { readFileSync } from 'node:fs'
import { placeExact } from '../placement/mip'
import { PGlite } from '@electric-sql/pglite'
import { JSDOM } from 'jsdom'
import pg from 'pg'
import { inject } from 'vitest'
import { createSanitizer } from '~domain/sanitize'
import { createDemoApp } from '../demo-app'
import { createServerApp } from '../server-app'
import { readServerConfig } from '../config'
import { loadSeed, seedSets } from '../db/seed'
import { openDatabase, type OpenedDatabase } from '../db/open'
import { demoServices } from '../demo'
import { servicesFor } from '../host'
import { DEMO_PASSWORD } from '../seed/demo'
import { memoryLoginThrottle } from '../security/memory-throttle'
import type { ThrottleLimits } from '../security/login-throttle'
import { postgresLoginThrottle } from '../security/pg-throttle'
import { networkList } from '../security/proxies'
import { silentLogger, type Services } from '../services'
import { MemoryStore } from '../store/memory'
import type { Store } from '../store/store'
import { chosenStores, type TargetKind } from './stores'

export type { TargetKind }

/**
 * The backends the API tests run on: the demo backend's memory store, PGlite, PostgreSQL (or only
 * those TEST_STORES names).
 */
export function targetKinds(options: { memory?: boolean } = {}): TargetKind[] {
  const chosen = chosenStores()
  return (
    [
      ...(options.memory === false ? [] : (['memory'] as const)),
      'pglite',
      ...(inject('postgresUrl') ? (['postgres'] as const) : []),
    ] as TargetKind[]
  ).filter((kind) => !chosen || chosen.includes(kind))
}

export const sanitizer = createSanitizer(new JSDOM('').window as unknown as Window)

export type Answer = {
  status: number
  headers: Headers
  text: string
  /** The body as JSON, or undefined when it is not. */
  json: any // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The device cookie a login answer sets: `xweek_device=…`, as a browser sends it back. */
export function deviceOf(answer: Answer): string {
  const found = /(?:^|[\s,])(xweek_device=[^;]+)/.exec(answer.headers.get('set-cookie') ?? '')
  if (!found) throw new Error('geen apparaatcookie')
  return found[1]!
}

export type CallOptions = {
  token?: string
  body?: unknown
  query?: Record<string, string>
  headers?: Record<string, string>
  /** A body sent as is (multipart, broken JSON). */
  raw?: BodyInit
  /** The address the request comes from (the socket's peer); a trusted proxy by default. */
  peer?: string
}

export type Target = {
  kind: TargetKind
  services: Services
  store: Store
  call(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<Answer>
  login(loginId: string, password?: string): Promise<string>
  reset(dataSet?: keyof typeof seedSets): Promise<void>
  /**
   * A fresh login throttle of the target's kind (PostgreSQL or memory), with these limits and
   * these SCHOOL_NETWORKS.
   */
  throttle(limits?: Partial<ThrottleLimits>, schoolNetworks?: string[]): void
  /** Raw SQL on the database targets. */
  sql?: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>
  close(): Promise<void>
}

const TABLES = [
  'parent_consents',
  'friend_group_members',
  'friend_groups',
  'second_factors',
  'school_accounts',
  'id_data_retention',
  'fair_start_queue',
  'outbox',
  'account_tokens',
  'waiting_list',
  'placement_runs',
  'rounds',
  'audit_log',
  'login_throttle',
  'uploads',
  'settings',
  'website_content',
  'subscriptions',
  'excursions',
  'sessions',
  'profiles',
  'users',
]

/** The tests' requests come through this trusted proxy unless they name another peer. */
export const TEST_PROXY = '127.0.0.1'

export const testConfig = (overrides: Record<string, string> = {}) =>
  readServerConfig({
    // A cheap Argon2id for speed (production's is OWASP's: security.test.ts).
    ARGON2_MEMORY_KIB: '64',
    ARGON2_ITERATIONS: '1',
    TRUSTED_PROXIES: TEST_PROXY,
    LOG_LEVEL: 'silent',
    SERVE_STATIC: 'false',
    ...overrides,
  })

let databases = 0

/**
 * A new database on the test run's PostgreSQL, migrated and empty: a copy of the template that
 * global-setup.ts migrated once (a copy takes a fraction of a migration). Its URL.
 */
export async function createTestDatabase(prefix = 't'): Promise<string> {
  const base = inject('postgresUrl')
  const name = `${prefix}${process.pid}_${(databases += 1)}_${Date.now() % 1e6}`
  const admin = new pg.Client({ connectionString: `${base}postgres` })
  await admin.connect()
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`)
  await admin.end()
  return `${base}${name}`
}

/**
 * A PGlite in memory, migrated and empty: loaded from the data folder global-setup.ts migrated
 * once (openDatabase finds every migration applied), not migrated again.
 */
export async function migratedPglite(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteDataDir'))]) })
}

/** A new database with a data set loaded, for servers of their own to open: its URL. */
export async function seededTestDatabase(
  prefix: string,
  dataSet: keyof typeof seedSets,
  poolSize = 4,
): Promise<string> {
  const url = await createTestDatabase(prefix)
  const seeding = await openDatabase({ kind: 'postgres', url, poolSize }, { lockTimeoutMs: 3000 })
  await loadSeed(seeding.store, seedSets[dataSet]())
  await seeding.store.close()
  return url
}

/** A fresh database of this kind, with the demo data; `reset` puts the data back. */
export async function openTarget(
  kind: TargetKind,
  settings: Partial<Services['settings']> = {},
): Promise<Target> {
  let services: Services
  let sql: Target['sql']
  let reset: (dataSet: keyof typeof seedSets) => Promise<void>
  let close = async () => {}
  let db: OpenedDatabase['db'] | null = null

  if (kind === 'memory') {
    const store = new MemoryStore(seedSets.demo())
    // The memory store with the server's exact solver: the rules are tested on every store.
    services = { ...demoServices(store, sanitizer), placeExact }
    reset = async (dataSet) => {
      store.state = seedSets[dataSet]()
    }
  } else {
    let database: OpenedDatabase
    if (kind === 'pglite') {
      const pglite = await migratedPglite()
      database = await openDatabase(
        { kind: 'pglite', dataDir: null },
        { lockTimeoutMs: 3000, pglite },
      )
      close = async () => {
        await pglite.close()
      }
    } else {
      database = await openDatabase(
        { kind: 'postgres', url: await createTestDatabase(), poolSize: 20 },
        { lockTimeoutMs: 3000 },
      )
      close = () => database.store.close()
    }
    db = database.db
    const config = testConfig({ SEED: 'demo' })
    services = servicesFor(config, database, silentLogger)
    sql = async (text, params) => (await database.query(text, params)).rows
    reset = async (dataSet) => {
      await database.query(`truncate ${TABLES.join(', ')} restart identity cascade`)
      await loadSeed(database.store, seedSets[dataSet](), services.passwords)
    }
  }
  services.settings = { ...services.settings, ...settings }
  const throttle = (limits: Partial<ThrottleLimits> = {}, schoolNetworks: string[] = []) => {
    const all = { ...services.settings.loginThrottle, ...limits }
    const isSchool = networkList(schoolNetworks)
    services.loginThrottle =
      kind === 'postgres' && db
        ? postgresLoginThrottle(db, all, isSchool)
        : memoryLoginThrottle(all, isSchool)
  }
  // The memory store is the demo backend: its own app, as MSW runs it.
  const app = kind === 'memory' ? createDemoApp(services) : createServerApp(services)

  const call: Target['call'] = async (method, path, options = {}) => {
    const url = new URL(`http://test.local/api/${path}`)
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v)
    const headers = new Headers(options.headers)
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
    let body: BodyInit | undefined = options.raw
    if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
    }
    // The socket's peer, as @hono/node-server hands it to the app.
    const env = { incoming: { socket: { remoteAddress: options.peer ?? TEST_PROXY } } }
    const response = await app.fetch(new Request(url, { method, headers, body }), env)
    const text = await response.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return { status: response.status, headers: response.headers, text, json }
  }

  await reset('demo')
  throttle()
  return {
    kind,
    services,
    store: services.store,
    call,
    sql,
    // The counters start again with the data (in memory they outlive a truncate).
    reset: async (dataSet = 'demo') => {
      await reset(dataSet)
      throttle()
    },
    throttle,
    async login(loginId, password = DEMO_PASSWORD) {
      const answer = await call('POST', 'users/login', { body: { login_id: loginId, password } })
      if (answer.status !== 200)
        throw new Error(`login ${loginId}: ${answer.status} ${answer.text}`)
      return answer.json.token as string
    },
    close,
  }
}
