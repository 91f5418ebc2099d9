import type { Context } from 'hono'
import type { LoginThrottle, ThrottleLimits } from './security/login-throttle'
import type { PasswordHasher } from './security/passwords'
import type { ExactOptions, ExactPlacementResult } from './placement/mip'
import type { PlacementInput } from './placement/types'
import type { Store } from './store/store'

export type Logger = {
  info(fields: object, message?: string): void
  warn(fields: object, message?: string): void
  error(fields: object, message?: string): void
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} }

/** The rules' knobs (server/config.ts reads them from the environment). */
export type RuleSettings = {
  /** A session ends this long after its last use (sliding). */
  sessionTtlMs: number
  /** A session ends this long after its login, however much it is used (absolute lifetime). */
  sessionMaxMs: number
  /** Who must sign in with a second factor (REQUIRE_2FA): admins, all staff, or nobody. */
  require2fa: 'admin' | 'staff' | 'none'
  /** How long a transaction waits for a lock before answering 503 (try again). */
  lockTimeoutMs: number
  /** The login throttle's limits (server/security/login-throttle.ts). */
  loginThrottle: ThrottleLimits
  /** Audit entries older than this are removed by the daily job (AVG/GDPR). */
  auditRetentionDays: number
  /** A student's ID data goes this long after the return of their last trip that needs it. */
  idDataRetentionDays: number
  /** Mails in the outbox go this long after they were made (MAIL_RETENTION_DAYS). */
  mailRetentionDays: number
  /** The app's public address, for links in mails (APP_URL). */
  appUrl: string
  /** A sender delivers the outbox (SMTP_URL set); otherwise mail is held there for the admins. */
  mailDelivery: boolean
  /** The label of the sign-in with the school's account; null: not configured (the demo). */
  oidcLabel: string | null
  /**
   * How old the excursion list's part for everyone may be in a student's or visitor's poll
   * (LIST_SHARE_MS): at most one read of it per interval, however many sign-ups. 0: always current.
   */
  listShareMs: number
  /** Who asks the second factor of a sign-in with the school account (OIDC_SECOND_FACTOR). */
  oidcSecondFactor: 'app' | 'provider'
  /** The school's tenant (`tid` or `hd`) a sign-in with the school account must be of; null: any. */
  oidcTenant: string | null
  /** The key of the TOTP secrets (TOTP_KEY, 32 bytes in base64; server/security/secret-box.ts). */
  totpKey: string
}

/**
 * The TOTP key of development, the tests and the demo backend (SHA-256 of 'x-week: TOTP key of
 * development, never of production'): production must set TOTP_KEY (server/config.ts).
 */
export const DEVELOPMENT_TOTP_KEY = 'A7vH4L7hbaaGMGR/qGOw+x/Heyw5mKv8dfhqtkUrVcY='

export const defaultRuleSettings: RuleSettings = {
  sessionTtlMs: 12 * 60 * 60 * 1000,
  sessionMaxMs: 30 * 24 * 60 * 60 * 1000,
  require2fa: 'none',
  lockTimeoutMs: 3_000,
  loginThrottle: {
    windowMs: 15 * 60 * 1000,
    perAccount: 10,
    perAddress: 300,
    mailPerAddress: 600,
    schoolFactor: 10,
    concurrentPerAddress: 8,
    queueWaitMs: 10_000,
  },
  auditRetentionDays: 730,
  idDataRetentionDays: 30,
  mailRetentionDays: 90,
  appUrl: 'http://localhost:3000',
  mailDelivery: false,
  oidcLabel: null,
  listShareMs: 1_000,
  oidcSecondFactor: 'app',
  oidcTenant: null,
  totpKey: DEVELOPMENT_TOTP_KEY,
}

/**
 * Everything the API's code needs from its host, handed in (never module globals): the server
 * gives the SQL store, Argon2id (on its thread pool) and pino; the demo backend the memory store, PBKDF2 and silence.
 */
export type Services = {
  store: Store
  passwords: PasswordHasher
  /** The key of the printed codes' HMAC (CODE_KEY; security/account-tokens.ts). */
  codeKey: string
  /** The app's allow-list sanitiser (DOMPurify on the host's DOM). */
  sanitize: (html: string) => string
  now: () => Date
  log: Logger
  settings: RuleSettings
  /** Counts login attempts per account and failures per address (PostgreSQL or memory). */
  loginThrottle: LoginThrottle
  /** The caller's network address (login throttling, audit). */
  clientAddress: (c: Context) => string
  /** The key that signs device cookies (server/security/device-cookie.ts). */
  deviceKey: string
  /** The request came over TLS (APP_URL https, or a trusted proxy says so): HSTS. */
  viaHttps: (c: Context) => boolean
  /**
   * The exact placement with friend groups and minimum sizes (server/placement/mip.ts: HiGHS in a
   * worker thread). The server has it; the demo backend in the browser does not (no worker
   * threads), so there a round with groups cannot be placed and minimums use the flow engine.
   */
  placeExact?: (input: PlacementInput, options?: ExactOptions) => Promise<ExactPlacementResult>
}
