import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import { hashToken } from './tokens'

/**
 * TOTP (RFC 6238, 30 s, 6 digits, SHA-1: what every authenticator app reads) with otplib, and
 * the recovery codes of a second factor.
 */

const ISSUER = 'X-Week Scalda'
/** A code of the step before or after the current one counts too (a phone's clock drifts). */
const TOLERANCE_SECONDS = 30

export const newTotpSecret = () => generateSecret()

/** The otpauth:// address an app reads from the QR code, and the QR code as an SVG data URL. */
export async function enrolment(secret: string, account: string) {
  const uri = generateURI({ issuer: ISSUER, label: account, secret })
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { uri, qr: `data:image/svg+xml;base64,${btoa(svg)}` }
}

/** The time step a six-digit code belongs to, or null when it is no code of this secret now. */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  })
  // The TOTP result carries its time step (the union type also covers HOTP's).
  return result.valid && 'timeStep' in result ? result.timeStep : null
}

/** 10 recovery codes of 10 characters (about 50 bits each), shown once: `xxxxx-xxxxx`. */
export function newRecoveryCodes(count = 10): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10))
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** A recovery code as typed (any case, with or without the dash or spaces), hashed as stored. */
export const recoveryHash = (code: string) => hashToken(code.toLowerCase().replace(/[\s-]/g, ''))
