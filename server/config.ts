import { isIP } from 'node:net'
import { z } from 'zod'
import nl from 'zod/v4/locales/nl.js'
import { isValidLoginId, SPECIAL_LOGIN_IDS } from '~contract/schemas/auth'
import { TEXT_MAX } from '~domain/limits'
import { serverMessages } from './messages'
import { belowOwasp, DEFAULT_ARGON2_COST, type Argon2Cost } from './security/argon2'
import { DEFAULT_HASH_QUEUE } from './security/hash-pool'

// The settings' errors in Dutch, like everything the server says.
z.config(nl())

const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v))

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

/** An address (`10.0.0.2`, `::1`) or a network (`10.0.0.0/8`). */
const isAddressOrNetwork = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length) return false
  if (bits === undefined) return true
  const n = Number(bits)
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128)
}

const addressList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  )
  .refine(
    (list) => list.every(isAddressOrNetwork),
    'alleen IP-adressen of netwerken (10.0.0.0/8), met komma’s',
  )

/**
 * Every setting of the server, read once at start from the environment
 * (docs/operations.md "The server's settings").
 */
export const serverConfigSchema = z
  .object({
    PORT: whole(0, 65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'moet met postgres:// of postgresql:// beginnen')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DB_POOL_SIZE: whole(1, 200).default(10),
    /** PostgreSQL: the connections of the first lane, sessions' look-ups and polls (issue 39). */
    POLL_POOL_SIZE: whole(1, 50).default(2),
    /**
     * PostgreSQL: how long (ms) an instance keeps a session it looked up. A log-out, a password
     * change or a role change counts at once on the instance it went through, on the others
     * within this time; 0: every request reads its session. (PGlite keeps them exactly.)
     */
    SESSION_CACHE_MS: whole(0, 10_000).default(1_000),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 90)
      .default(12),
    /** A session ends this many days after its login, however much it is used. */
    SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(30),
    /** Who must sign in with a second factor; unset: admins in production, nobody elsewhere. */
    REQUIRE_2FA: z.enum(['admin', 'staff', 'none']).optional(),
    /**
     * The key (32 bytes, base64: `openssl rand -base64 32`) that encrypts the second factors'
     * TOTP secrets in the database (AES-256-GCM). Kept outside the database: a stolen backup
     * holds no usable secret. Required in production; elsewhere a fixed development key.
     */
    TOTP_KEY: z
      .string()
      .trim()
      .refine((v) => /^[A-Za-z0-9+/_-]{43}=?$/.test(v), serverMessages.settings.totpKeyFormat)
      .optional(),
    LOCK_TIMEOUT_MS: whole(100, 60_000).default(3_000),
    SEED: z.enum(['demo', 'large']).optional(),
    /** The first admin, made at start when this login id does not exist yet (the login rule applies). */
    ADMIN_LOGIN_ID: z
      .string()
      .trim()
      .min(1)
      .superRefine((id, check) => {
        const problem = adminLoginIdProblem(id)
        if (problem) check.addIssue({ code: 'custom', message: problem })
      })
      .optional(),
    ADMIN_PASSWORD: z.string().min(10, 'minstens 10 tekens').optional(),
    /** The first admin's name (its profile); without them the account is called 'Beheerder'. */
    ADMIN_FIRST_NAME: z.string().trim().min(1).max(TEXT_MAX.name).optional(),
    ADMIN_LAST_NAME: z.string().trim().min(1).max(TEXT_MAX.name).optional(),
    STATIC_DIR: z.string().min(1).default('dist'),
    SERVE_STATIC: flag.default(true),
    TRUST_PROXY: flag.default(false),
    /** The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed. */
    TRUSTED_PROXIES: addressList.default([]),
    /** The address the school reaches the app on; https means HSTS. */
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Failed logins from one address per 15 minutes before its failures answer 429. */
    LOGIN_LIMIT_PER_ADDRESS: whole(1, 1_000_000).default(300),
    /** Requests for a mail (forgot_password, activation_link) from one address per 15 minutes. */
    MAIL_LIMIT_PER_ADDRESS: whole(1, 1_000_000).default(600),
    /** The school's own networks (a NAT's address, CIDR ranges): their address limits are higher. */
    SCHOOL_NETWORKS: addressList.default([]),
    /** How many times the address limits a SCHOOL_NETWORKS address gets. */
    SCHOOL_LIMIT_FACTOR: whole(1, 1000).default(10),
    /** Password checks from one address at once (times SCHOOL_LIMIT_FACTOR for the school's). */
    LOGIN_CONCURRENT_PER_ADDRESS: whole(1, 10_000).default(8),
    /** The key of the device cookies (32+ characters); unset: derived from CODE_KEY (host.ts). */
    DEVICE_COOKIE_SECRET: z.string().min(32, 'minstens 32 tekens').optional(),
    /** `production` (the default of `npm start`) or `development` (`npm run dev`, the tests). */
    NODE_ENV: z.string().optional(),
    /** Demo data (SEED) on a production PostgreSQL: only when the school says so. */
    ALLOW_DEMO_SEED: flag.default(false),
    /** The embedded database in production: only when the school accepts it (no fsync). */
    ACCEPT_EMBEDDED_RISK: flag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
    AUDIT_RETENTION_DAYS: whole(1, 36_500).default(730),
    ID_DATA_RETENTION_DAYS: whole(0, 3_650).default(30),
    /** Mails in the outbox (their text holds names and links) go this many days after they were made. */
    MAIL_RETENTION_DAYS: whole(1, 3_650).default(90),
    /**
     * How old (ms) the excursion list's counts may be in a student's poll: at most one read of
     * them per interval per instance, however many sign-ups (the caller's own are always current).
     */
    LIST_SHARE_MS: whole(0, 60_000).default(1_000),
    /** Argon2id's memory per password hash in KiB; 19456 (19 MiB, t = 2) is OWASP's minimum. */
    ARGON2_MEMORY_KIB: whole(8, 4 * 1024 * 1024).default(DEFAULT_ARGON2_COST.memoryKib),
    /** Argon2id's passes over that memory. */
    ARGON2_ITERATIONS: whole(1, 100).default(DEFAULT_ARGON2_COST.iterations),
    /** Argon2id's lanes (each hash still runs on one thread of the pool). */
    ARGON2_PARALLELISM: whole(1, 16).default(DEFAULT_ARGON2_COST.parallelism),
    /** Threads hashing passwords; unset: every core but one (never more). */
    HASH_THREADS: whole(1, 1024).optional(),
    /** Password hashes that may wait for a thread; one more is answered 'busy' at once. */
    HASH_QUEUE: whole(1, 10_000).default(DEFAULT_HASH_QUEUE),
    /** The key of the printed codes' HMAC (at least 32 characters); needed in production. */
    CODE_KEY: z.string().min(32, serverMessages.settings.codeKeyShort).optional(),
    SHUTDOWN_GRACE_MS: whole(0, 120_000).default(10_000),
    /** Mail: `smtp://user:password@host:587` or `smtps://…:465`; without it mail stays in the outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/?#]+/, 'moet met smtp:// of smtps:// beginnen')
      .optional(),
    /**
     * Development only: the outbox is delivered as .eml files in this folder instead of by SMTP
     * (`npm run dev` sets `./data/mail`), so mails' links can be followed without a mail server.
     */
    MAIL_DIR: z.string().trim().min(1).optional(),
    /** The sender of every mail, e.g. `X-Week <x-week@school.nl>`. */
    MAIL_FROM: z.string().trim().min(3).optional(),
    /** Sign-in with the school's account (OpenID Connect): the provider's issuer URL. */
    OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
    OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** The button's text in the login dialog, e.g. 'Inloggen met Microsoft'. */
    OIDC_LABEL: z.string().trim().min(1).max(60).default('Inloggen met de schoolaccount'),
    /**
     * Who asks the second factor of a sign-in with the school account, for an account that has
     * one or whose role REQUIRE_2FA covers: `app` (the app's own code step, as after a password)
     * or `provider` (the provider's MFA: `acr_values` asked, `amr` checked).
     */
    OIDC_SECOND_FACTOR: z.enum(['app', 'provider']).default('app'),
    /** What `acr_values` asks the provider for (provider mode). */
    OIDC_ACR_VALUES: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .default('http://schemas.openid.net/pape/policies/2007/06/multi-factor'),
    /** The school's tenant: Microsoft's `tid` or Google's `hd` must equal it; unset: not checked. */
    OIDC_TENANT: z.string().trim().min(1).max(200).optional(),
  })
  .refine(
    (c) =>
      [c.OIDC_ISSUER, c.OIDC_CLIENT_ID, c.OIDC_CLIENT_SECRET].every((v) => v === undefined) ||
      [c.OIDC_ISSUER, c.OIDC_CLIENT_ID, c.OIDC_CLIENT_SECRET].every((v) => v !== undefined),
    {
      message:
        'OIDC_ISSUER, OIDC_CLIENT_ID en OIDC_CLIENT_SECRET horen bij elkaar: zet ze alle drie of geen',
      path: ['OIDC_ISSUER'],
    },
  )
  .refine((c) => !c.OIDC_ISSUER || c.OIDC_ISSUER.startsWith('https:') || !isProduction(c), {
    message: 'OIDC_ISSUER moet in productie met https:// beginnen',
    path: ['OIDC_ISSUER'],
  })
  .refine((c) => !c.SMTP_URL || c.MAIL_FROM, {
    message: 'SMTP_URL zonder MAIL_FROM',
    path: ['MAIL_FROM'],
  })
  .refine((c) => !c.MAIL_DIR || !isProduction(c), {
    message:
      'MAIL_DIR is alleen voor ontwikkeling: in productie zou elke link (activering, wachtwoord, toestemming) op schijf staan; gebruik SMTP_URL',
    path: ['MAIL_DIR'],
  })
  .refine((c) => !(c.MAIL_DIR && c.SMTP_URL), {
    message: 'MAIL_DIR en SMTP_URL samen: kies er één',
    path: ['MAIL_DIR'],
  })
  .refine((c) => !c.ADMIN_PASSWORD || c.ADMIN_LOGIN_ID, {
    message: 'ADMIN_PASSWORD zonder ADMIN_LOGIN_ID',
    path: ['ADMIN_LOGIN_ID'],
  })
  .refine((c) => !c.ADMIN_LOGIN_ID || c.ADMIN_PASSWORD, {
    message: 'ADMIN_LOGIN_ID zonder ADMIN_PASSWORD',
    path: ['ADMIN_PASSWORD'],
  })

  .refine((c) => !c.TRUST_PROXY || c.TRUSTED_PROXIES.length > 0, {
    message:
      'TRUST_PROXY zonder TRUSTED_PROXIES: noem de adressen van de proxy’s (met komma’s); een X-Forwarded-For van iemand anders wordt nooit geloofd',
    path: ['TRUSTED_PROXIES'],
  })
  .refine((c) => !(c.SEED && c.DATABASE_URL && isProduction(c)) || c.ALLOW_DEMO_SEED, {
    message:
      'SEED met DATABASE_URL en NODE_ENV=production zou demo-accounts (wachtwoord welkom) bij echte gegevens zetten; zet SEED uit, of ALLOW_DEMO_SEED=1 voor een demoserver',
    path: ['SEED'],
  })
  .refine((c) => !isProduction(c) || c.CODE_KEY, {
    message:
      'CODE_KEY ontbreekt: de sleutel waarmee de afgedrukte inlogcodes worden opgeslagen (minstens 32 willekeurige tekens); maak er een met: openssl rand -base64 48, en bewaar hem als een wachtwoord',
    path: ['CODE_KEY'],
  })
  .refine((c) => !isProduction(c) || !belowOwasp(argon2CostOf(c)), {
    message:
      'ARGON2_MEMORY_KIB × ARGON2_ITERATIONS ligt onder het minimum van OWASP (19456 KiB × 2, of 47104 × 1, of minstens 7168 KiB en samen 35840): wachtwoorden zouden te snel te kraken zijn',
    path: ['ARGON2_MEMORY_KIB'],
  })
  .refine((c) => !isProduction(c) || c.TOTP_KEY, {
    message:
      'TOTP_KEY ontbreekt: in productie worden de geheimen van de tweestapsverificatie versleuteld met een sleutel buiten de database (32 bytes in base64); maak er een met: openssl rand -base64 32',
    path: ['TOTP_KEY'],
  })
  .refine((c) => !(isProduction(c) && !c.DATABASE_URL) || c.ACCEPT_EMBEDDED_RISK, {
    message:
      'de ingebouwde database (PGlite) schrijft zonder fsync: bij stroomuitval kunnen bevestigde inschrijvingen verloren gaan. Gebruik PostgreSQL (DATABASE_URL), of zet ACCEPT_EMBEDDED_RISK=1 als de school dat risico aanvaardt',
    path: ['DATABASE_URL'],
  })

export type ServerConfig = z.output<typeof serverConfigSchema>

/**
 * Why an admin with this login id could never log in (the login rule of SPEC §5), or null. Checked
 * for ADMIN_LOGIN_ID at start and for `npm run user:create-admin`'s answer (createAdmin).
 */
export function adminLoginIdProblem(loginId: string): string | null {
  return isValidLoginId(loginId)
    ? null
    : serverMessages.settings.adminLoginIdInvalid(loginId.trim(), SPECIAL_LOGIN_IDS)
}

/** Production, as `npm start` runs unless NODE_ENV says otherwise. */
export const isProduction = (config: { NODE_ENV?: string }): boolean =>
  config.NODE_ENV === 'production'

/** Who signs in with a second factor: REQUIRE_2FA, else admins in production and nobody elsewhere. */
export const secondFactorRule = (config: {
  NODE_ENV?: string
  REQUIRE_2FA?: 'admin' | 'staff' | 'none'
}): 'admin' | 'staff' | 'none' => config.REQUIRE_2FA ?? (isProduction(config) ? 'admin' : 'none')

/** The password hash's cost from the settings. */
export function argon2CostOf(c: {
  ARGON2_MEMORY_KIB: number
  ARGON2_ITERATIONS: number
  ARGON2_PARALLELISM: number
}): Argon2Cost {
  return {
    memoryKib: c.ARGON2_MEMORY_KIB,
    iterations: c.ARGON2_ITERATIONS,
    parallelism: c.ARGON2_PARALLELISM,
  }
}

/** Reads the settings; a bad value is a readable error (the server does not start). */
export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  // An empty variable counts as not set.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  )
  const parsed = serverConfigSchema.safeParse(given)
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.') || '(algemeen)'}: ${i.message}`,
    )
    throw new Error(`Ongeldige serverinstellingen:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/** What `npm start` and the console assume for a setting left unset (docs/operations.md). */
export const START_DEFAULTS = { NODE_ENV: 'production' } as const

/**
 * The settings of `npm start` and the console: production behaviour (the embedded database
 * refused without ACCEPT_EMBEDDED_RISK, admins with a second factor, no demo data on PostgreSQL)
 * unless NODE_ENV names another environment (`npm run dev` sets `development`).
 */
export function readStartConfig(env: Record<string, string | undefined>): ServerConfig {
  return readServerConfig({ ...env, NODE_ENV: env.NODE_ENV || START_DEFAULTS.NODE_ENV })
}
