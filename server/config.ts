import { z } from 'zod'
import nl from 'zod/v4/locales/nl.js'

// The settings' errors in Dutch, like everything the server says.
z.config(nl())

const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v))

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

/** Every setting of the server, read once at start from the environment (README "Server"). */
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
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 90)
      .default(12),
    LOCK_TIMEOUT_MS: whole(100, 60_000).default(3_000),
    SEED: z.enum(['demo', 'large']).optional(),
    ADMIN_LOGIN_ID: z.string().trim().min(1).optional(),
    ADMIN_PASSWORD: z.string().min(10, 'minstens 10 tekens').optional(),
    STATIC_DIR: z.string().min(1).default('dist'),
    SERVE_STATIC: flag.default(true),
    TRUST_PROXY: flag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
    AUDIT_RETENTION_DAYS: whole(1, 36_500).default(730),
    /** log2 of scrypt's N; 15 is 32 MiB a hash. Lower only for tests. */
    SCRYPT_COST: whole(10, 20).default(15),
    SHUTDOWN_GRACE_MS: whole(0, 120_000).default(10_000),
    /** Mail: `smtp://user:password@host:587` or `smtps://…:465`; without it mail stays in the outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/?#]+/, 'moet met smtp:// of smtps:// beginnen')
      .optional(),
    /** The sender of every mail, e.g. `X-Week <x-week@school.nl>`. */
    MAIL_FROM: z.string().trim().min(3).optional(),
    /** The address the school reaches the app on (links in mails). */
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .refine((c) => !c.SMTP_URL || c.MAIL_FROM, {
    message: 'SMTP_URL zonder MAIL_FROM',
    path: ['MAIL_FROM'],
  })
  .refine((c) => !c.ADMIN_PASSWORD || c.ADMIN_LOGIN_ID, {
    message: 'ADMIN_PASSWORD zonder ADMIN_LOGIN_ID',
    path: ['ADMIN_LOGIN_ID'],
  })
  .refine((c) => !c.ADMIN_LOGIN_ID || c.ADMIN_PASSWORD, {
    message: 'ADMIN_LOGIN_ID zonder ADMIN_PASSWORD',
    path: ['ADMIN_PASSWORD'],
  })

export type ServerConfig = z.output<typeof serverConfigSchema>

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
