// Apart from school-login.ts: the route reads `?fout=` with this, and the route table is on the
// first page, which must carry neither the login code nor the messages.

/** Why the server refused (`?fout=` on the return page; server/rules/school-login.ts). */
const REFUSALS = [
  'onbekend',
  'niet-bevestigd',
  'mislukt',
  'ander-account',
  'andere-organisatie',
  'geen-mfa',
] as const

export type SchoolLoginRefusal = (typeof REFUSALS)[number]

export const isSchoolLoginRefusal = (value: unknown): value is SchoolLoginRefusal =>
  (REFUSALS as readonly unknown[]).includes(value)
