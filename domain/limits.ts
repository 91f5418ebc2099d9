/**
 * The longest value of each kind of text field (issue 25: every text field has a maximum, in the
 * shared schemas, so the app and both backends agree). Generous for real data, small enough that
 * no field fills the audit log or the database with junk.
 */
export const TEXT_MAX = {
  /** A name, a country, a class (Mentor/Coach). */
  name: 100,
  /** An e-mail address (RFC 5321), also the login id. */
  email: 254,
  phone: 32,
  /** A date as the app writes it (DD-MM-YYYY), or an ISO date. */
  date: 32,
  /** A document number, a code. */
  code: 32,
  /** A student number. */
  number: 32,
} as const

/** The Dutch refusal of a value over its maximum. */
export const tooLong = (max: number) => `Maximaal ${max} tekens`

/** The most printed codes one request makes (a PDF of 500 blocks is about 100 pages). */
export const CODES_MAX = 500

/** The Dutch refusal of more codes than that, the same in the app and from the server. */
export const tooManyCodes = (max: number) =>
  `Hoogstens ${max} inlogcodes per keer. Kies minder studenten, bijvoorbeeld één klas tegelijk.`
