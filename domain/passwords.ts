/**
 * The password rule for every account (NIST SP 800-63B): at least 10 characters and at most 256,
 * not the login id, not one of the 10,000 most common passwords; no other composition rules.
 * Pure: the client and the server check the same, and both load the list only when a password
 * is being set. The one home of both lengths: the login, activation, reset, change and the first
 * admin (`user:create-admin`) all read them from here, so no password can be set that the login
 * then refuses (issue 43).
 */

export const PASSWORD_MIN_LENGTH = 10
/** A typed password: long passphrases welcome, never megabytes to hash (UTF-16 units, as zod counts). */
export const PASSWORD_MAX_LENGTH = 256

export const passwordMessages = {
  tooShort: `Kies een wachtwoord van minstens ${PASSWORD_MIN_LENGTH} tekens.`,
  tooLong: `Kies een wachtwoord van hoogstens ${PASSWORD_MAX_LENGTH} tekens.`,
  isLogin: 'Je wachtwoord mag niet gelijk zijn aan je gebruikersnaam.',
  common: 'Dit wachtwoord wordt veel te vaak gebruikt. Kies een ander wachtwoord.',
} as const

let common: Promise<ReadonlySet<string>> | null = null

/**
 * The 10,000 most common passwords (the ranked list of @zxcvbn-ts/language-common), lowercase.
 * A chunk of its own, fetched at the first check: the first page does not carry it.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('./common-passwords.json').then(
    (list) => new Set((list.default as string[]).map((p) => p.toLowerCase())),
  )
  return common
}

/** Unicode code points, each one character (a single emoji is one, as NIST asks). */
const characters = (text: string) => [...text.normalize('NFC')].length

/**
 * What is wrong with a new password, in Dutch, or null when it is good. `loginId` is the
 * account's login id (an e-mail address or a student number); its part before the @ counts too.
 */
export function passwordProblem(
  password: string,
  loginId: string,
  commonPasswords: ReadonlySet<string>,
): string | null {
  if (characters(password) < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong
  const candidate = password.trim().toLowerCase()
  const login = loginId.trim().toLowerCase()
  if (login && (candidate === login || candidate === login.split('@')[0]))
    return passwordMessages.isLogin
  if (commonPasswords.has(candidate)) return passwordMessages.common
  return null
}

/** The rule with the list loaded. */
export async function checkPassword(password: string, loginId: string): Promise<string | null> {
  return passwordProblem(password, loginId, await loadCommonPasswords())
}
