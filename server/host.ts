import { placeExact } from './placement/mip'
import { createHash, createHmac } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Server } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import type { PGlite } from '@electric-sql/pglite'
import { serve } from '@hono/node-server'
import { JSDOM } from 'jsdom'
import pino from 'pino'
import { createSanitizer } from '~domain/sanitize'
import { loggableError } from './app'
import { argon2CostOf, secondFactorRule, type ServerConfig } from './config'
import {
  createAdmin,
  ensureBaseSettings,
  ensureModelTexts,
  isEmpty,
  loadSeed,
  seedSets,
} from './db/seed'
import { claimDataDir } from './db/backup'
import { openDatabase, type OpenedDatabase } from './db/open'
import { createMailSender, type MailSender } from './mail/sender'
import { createOidcClient, type OidcClient } from './oidc/client'
import { CALLBACK_PATH } from './oidc/routes'
import { folderTransport, smtpTransport } from './mail/transport'
import { sendDueReminders } from './rules/reminders'
import { freeDueConsentPlaces } from './rules/consent-placement'
import { dailyCleanUp } from './rules/retention'
import { memoryLoginThrottle } from './security/memory-throttle'
import { postgresLoginThrottle } from './security/pg-throttle'
import { networkList, proxyTrust } from './security/proxies'
import { argon2Hasher } from './security/argon2'
import { hashPool } from './security/hash-pool'
import { defaultRuleSettings, DEVELOPMENT_TOTP_KEY, type Logger, type Services } from './services'
import { createServerApp } from './server-app'
import { serveApp } from './static'

const DAY_MS = 24 * 60 * 60 * 1000
const REMINDER_CHECK_MS = 15 * 60 * 1000

export function createLogger(level: ServerConfig['LOG_LEVEL']): Logger {
  // Never a password or a token: requests are logged by method, path and status only, and the
  // redaction catches a header or field that slips into a log call.
  return pino({
    level,
    redact: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization'],
  })
}

/** The version of the build being served: a browser holding another reloads (SPEC §4). */
function buildVersion(staticDir: string): string {
  const index = join(resolve(staticDir), 'index.html')
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  if (!existsSync(index)) return pkg.version
  const hash = createHash('sha256').update(readFileSync(index)).digest('hex').slice(0, 8)
  return `${pkg.version}+${hash}`
}

/**
 * An answer given before the request's body was read (too large, no access, unknown call) ends
 * the connection: the body's rest is still on the way, so the socket cannot carry a next
 * request. `Connection: close` tells the client so, instead of a kept-alive promise and a reset.
 */
export function answeredBeforeBody(request: Request): boolean {
  const length = request.headers.get('Content-Length')
  const hasBody = (length !== null && length !== '0') || request.headers.has('Transfer-Encoding')
  return hasBody && !request.bodyUsed
}

export type RunningServer = {
  url: string
  port: number
  services: Services
  database: OpenedDatabase
  /** Delivers the outbox when SMTP_URL (or, in development, MAIL_DIR) is set. */
  mailSender: MailSender | null
  /** Sign-in with the school's account, when OIDC_ISSUER is set. */
  oidc: OidcClient | null
  /** Stops accepting, lets the requests in flight finish, closes the database. */
  close(): Promise<void>
}

/**
 * The password hash at the configured cost, on the process's pool of hash threads (the console's
 * first admin needs only this).
 */
export const passwordsFor = (config: ServerConfig) =>
  argon2Hasher(
    hashPool({ threads: config.HASH_THREADS, queue: config.HASH_QUEUE }),
    argon2CostOf(config),
  )

/**
 * The printed codes' HMAC key: CODE_KEY (production requires it), else one derived from the
 * database's place, so codes printed in development still work after a restart.
 */
export const codeKeyFor = (config: ServerConfig) =>
  config.CODE_KEY ??
  createHash('sha256')
    .update(`xweek-dev-code-key:${config.DATABASE_URL ?? resolve(config.DATA_DIR)}`)
    .digest('base64')

/**
 * The device cookies' key: DEVICE_COOKIE_SECRET, else one derived from the codes' key (which
 * production requires), so every instance and every restart agrees without a second secret.
 */
export const deviceKeyFor = (config: ServerConfig) =>
  config.DEVICE_COOKIE_SECRET ??
  createHmac('sha256', codeKeyFor(config)).update('xweek-device-cookie').digest('base64')

export function servicesFor(config: ServerConfig, database: OpenedDatabase, log: Logger): Services {
  const proxies = proxyTrust(config.TRUSTED_PROXIES)
  const appOnHttps = config.APP_URL?.startsWith('https:') ?? false
  const limits = {
    ...defaultRuleSettings.loginThrottle,
    perAddress: config.LOGIN_LIMIT_PER_ADDRESS,
    mailPerAddress: config.MAIL_LIMIT_PER_ADDRESS,
    schoolFactor: config.SCHOOL_LIMIT_FACTOR,
    concurrentPerAddress: config.LOGIN_CONCURRENT_PER_ADDRESS,
  }
  const isSchool = networkList(config.SCHOOL_NETWORKS)
  return {
    placeExact,
    store: database.store,
    passwords: passwordsFor(config),
    codeKey: codeKeyFor(config),
    sanitize: createSanitizer(new JSDOM('').window as unknown as Window),
    now: () => new Date(),
    log,
    settings: {
      ...defaultRuleSettings,
      loginThrottle: limits,
      sessionTtlMs: config.SESSION_TTL_HOURS * 60 * 60 * 1000,
      sessionMaxMs: config.SESSION_MAX_DAYS * 24 * 60 * 60 * 1000,
      // Admins see the ID data of hundreds of minors (issue 25): in production they need one.
      require2fa: secondFactorRule(config),
      lockTimeoutMs: config.LOCK_TIMEOUT_MS,
      auditRetentionDays: config.AUDIT_RETENTION_DAYS,
      idDataRetentionDays: config.ID_DATA_RETENTION_DAYS,
      mailRetentionDays: config.MAIL_RETENTION_DAYS,
      appUrl: config.APP_URL ?? `http://localhost:${config.PORT}`,
      mailDelivery: Boolean(config.SMTP_URL || config.MAIL_DIR),
      oidcLabel: config.OIDC_ISSUER ? config.OIDC_LABEL : null,
      listShareMs: config.LIST_SHARE_MS,
      oidcSecondFactor: config.OIDC_SECOND_FACTOR,
      oidcTenant: config.OIDC_TENANT ?? null,
      totpKey: config.TOTP_KEY ?? DEVELOPMENT_TOTP_KEY,
    },
    // Counters shared by every instance on PostgreSQL; this process's own on the embedded one.
    loginThrottle: config.DATABASE_URL
      ? postgresLoginThrottle(database.db, limits, isSchool)
      : memoryLoginThrottle(limits, isSchool),
    clientAddress: proxies.clientAddress,
    // Without a key of the school's, device cookies last until the next start (then a login
    // counts as from a new device once more).
    deviceKey: deviceKeyFor(config),
    viaHttps: (c) => appOnHttps || proxies.forwardedHttps(c),
  }
}

/** The OpenID Connect client of OIDC_ISSUER, or none; the provider is asked at the first use. */
export function oidcClientFor(config: ServerConfig, appUrl: string): OidcClient | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET) return null
  return createOidcClient({
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    redirectUri: new URL(CALLBACK_PATH, appUrl).href,
    label: config.OIDC_LABEL,
    acrValues: config.OIDC_SECOND_FACTOR === 'provider' ? config.OIDC_ACR_VALUES : null,
  })
}

/** Opens the database and brings it to a state the app can run on (first start included). */
export async function prepareDatabase(
  config: ServerConfig,
  log: Logger,
  options: { pglite?: PGlite } = {},
) {
  // One process per embedded database folder: a second server (or a backup) is refused.
  const release = !config.DATABASE_URL && !options.pglite ? claimDataDir(config.DATA_DIR) : () => {}
  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          kind: 'postgres',
          url: config.DATABASE_URL,
          poolSize: config.DB_POOL_SIZE,
          pollPoolSize: config.POLL_POOL_SIZE,
          sessionCacheMs: config.SESSION_CACHE_MS,
        }
      : { kind: 'pglite', dataDir: options.pglite ? null : config.DATA_DIR },
    { lockTimeoutMs: config.LOCK_TIMEOUT_MS, pglite: options.pglite },
  )
  if (!config.DATABASE_URL)
    log.warn(
      { dataDir: config.DATA_DIR },
      'Ingebouwde database (PGlite): zonder fsync, geen garantie bij stroomuitval. Gebruik PostgreSQL (DATABASE_URL) voor de echte gegevens van een school.',
    )
  const store = database.store
  if (await isEmpty(store)) {
    if (config.SEED) {
      await loadSeed(store, seedSets[config.SEED](), passwordsFor(config))
      log.info({ seed: config.SEED }, 'demogegevens geladen')
    } else if (!config.ADMIN_LOGIN_ID) {
      log.warn(
        {},
        'Lege database zonder accounts: maak de eerste beheerder met ADMIN_LOGIN_ID en ADMIN_PASSWORD, of npm run user:create-admin.',
      )
    }
  }
  if (config.ADMIN_LOGIN_ID && config.ADMIN_PASSWORD) {
    const exists = await store.run((tx) => tx.userByLogin(config.ADMIN_LOGIN_ID!))
    if (!exists) {
      await createAdmin(store, passwordsFor(config), {
        loginId: config.ADMIN_LOGIN_ID,
        password: config.ADMIN_PASSWORD,
        firstName: config.ADMIN_FIRST_NAME,
        lastName: config.ADMIN_LAST_NAME,
      })
      log.info({ loginId: config.ADMIN_LOGIN_ID }, 'eerste beheerder aangemaakt')
    }
  }
  await ensureBaseSettings(store, buildVersion(config.STATIC_DIR))
  await ensureModelTexts(store, {
    auditRetentionDays: config.AUDIT_RETENTION_DAYS,
    idDataRetentionDays: config.ID_DATA_RETENTION_DAYS,
    mailRetentionDays: config.MAIL_RETENTION_DAYS,
  })
  const close = store.close.bind(store)
  store.close = async () => {
    await close()
    release()
  }
  return database
}

export async function startServer(
  config: ServerConfig,
  options: { pglite?: PGlite; log?: Logger } = {},
): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.LOG_LEVEL)
  const database = await prepareDatabase(config, log, options)
  const services = servicesFor(config, database, log)
  const oidc = oidcClientFor(config, services.settings.appUrl)
  const app = createServerApp(services, { oidc })
  if (config.SERVE_STATIC && existsSync(join(resolve(config.STATIC_DIR), 'index.html')))
    serveApp(app as never, config.STATIC_DIR)

  let draining = false
  const server = serve({
    fetch: async (request, env) => {
      const response = await app.fetch(request, env)
      if (draining || answeredBeforeBody(request)) response.headers.set('Connection', 'close')
      return response
    },
    port: config.PORT,
    hostname: config.HOST,
  }) as Server
  await new Promise<void>((ready, fail) => {
    server.once('listening', ready)
    server.once('error', fail)
  })
  let accepted = 0
  server.on('connection', () => accepted++)
  /**
   * Waits until no connection has been accepted for a moment (at least 5 event-loop rounds and
   * 200 ms; at most 5 s). The kernel completes a connection before Node accepts it, and Node
   * accepts one per round of its event loop: a connection still waiting when the listener closes
   * is reset, with its request (docs/benchmarks.md, 'New connections in the rush').
   */
  const untilNoneArrives = async () => {
    const started = performance.now()
    let seen = accepted
    let quietSince = started
    let quietRounds = 0
    while (performance.now() - started < 5000) {
      // A timer: a whole round of the loop passes, its accepting of connections included.
      await new Promise((resolve) => setTimeout(resolve, 10))
      if (accepted !== seen) {
        seen = accepted
        quietSince = performance.now()
        quietRounds = 0
      } else if (++quietRounds >= 5 && performance.now() - quietSince >= 200) return
    }
  }
  // Longer than a load balancer's idle time-out: the server never closes a kept-alive connection
  // at the moment a client sends on it.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  const port = (server.address() as AddressInfo).port
  const cleanUp = () =>
    dailyCleanUp(services).catch((error: unknown) =>
      log.error(loggableError(error), 'opschoning mislukt'),
    )
  void cleanUp()
  const daily = setInterval(cleanUp, DAY_MS)
  daily.unref()
  // Reminders a round schedules N days before it closes (server/rules/reminders.ts).
  const remindDue = () =>
    sendDueReminders(services).then(
      (scopes) => {
        if (scopes.length) log.info({ scopes }, 'geplande herinneringen klaargezet')
      },
      (error: unknown) => log.error(loggableError(error), 'geplande herinneringen mislukt'),
    )
  void remindDue()
  const reminders = setInterval(remindDue, REMINDER_CHECK_MS)
  reminders.unref()
  // Places without a parent's consent at a round's deadline (server/rules/consent-placement.ts).
  const freeDue = () =>
    freeDueConsentPlaces(services).then(
      (scopes) => {
        if (scopes.length) log.info({ scopes }, 'plaatsen zonder toestemming vrijgegeven')
      },
      (error: unknown) => log.error(loggableError(error), 'plaatsen vrijgeven mislukt'),
    )
  void freeDue()
  const consentDeadlines = setInterval(freeDue, REMINDER_CHECK_MS)
  consentDeadlines.unref()
  const mailDomain = new URL(services.settings.appUrl).hostname
  const mailSender = config.SMTP_URL
    ? createMailSender(services, smtpTransport(config.SMTP_URL, config.MAIL_FROM!, mailDomain))
    : config.MAIL_DIR
      ? createMailSender(
          services,
          folderTransport(
            config.MAIL_DIR,
            config.MAIL_FROM ?? `X-Week <x-week@${mailDomain}>`,
            mailDomain,
          ),
        )
      : null
  mailSender?.start()
  log.info({ port, database: config.DATABASE_URL ? 'postgresql' : 'pglite' }, 'server gestart')

  let closing: Promise<void> | null = null
  return {
    url: `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`,
    port,
    services,
    database,
    mailSender,
    oidc,
    close() {
      closing ??= (async () => {
        clearInterval(daily)
        clearInterval(reminders)
        clearInterval(consentDeadlines)
        draining = true
        // The connections the kernel already holds are accepted first (and answered with
        // `Connection: close`); then the server stops listening.
        await untilNoneArrives()
        await new Promise<void>((done) => {
          // Stop listening; the connections open now may still bring their requests.
          net.Server.prototype.close.call(server, () => {
            clearInterval(idle)
            clearTimeout(force)
            done()
          })
          // A kept-alive connection with no request in progress is closed (after a moment, so
          // one just opened can still deliver its request); answers in flight say
          // `Connection: close`.
          const idle = setInterval(() => server.closeIdleConnections(), 500)
          const force = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS)
        })
        // The round in progress ends before the database goes (no mail sent but unmarked).
        await mailSender?.stop()
        await database.store.close()
        log.info({}, 'server gestopt')
      })()
      return closing
    },
  }
}
