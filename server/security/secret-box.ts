/**
 * A secret kept encrypted in the database with a key kept outside it (TOTP_KEY): AES-256-GCM,
 * a random 96-bit IV per seal, and the owner's id as additional data, so a sealed secret copied
 * to another account's row does not open there. Web Crypto (node:crypto's `webcrypto` on the
 * server): the same code runs in the demo backend in the browser.
 *
 * Stored as `v1.` + base64url(IV ‖ ciphertext ‖ tag). A value without the prefix is a secret
 * stored before encryption (plain base32): it still opens, and is sealed at its next use.
 */

const PREFIX = 'v1.'
const IV_BYTES = 12

const keys = new Map<string, Promise<CryptoKey>>()

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const standard = base64.replace(/-/g, '+').replace(/_/g, '/')
  return Uint8Array.from(atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '=')), (c) =>
    c.charCodeAt(0),
  )
}

function base64url(bytes: Uint8Array): string {
  let text = ''
  for (const b of bytes) text += String.fromCharCode(b)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function keyOf(base64: string): Promise<CryptoKey> {
  let key = keys.get(base64)
  if (!key) {
    const raw = bytesOf(base64)
    if (raw.length !== 32) throw new Error('TOTP_KEY moet 32 bytes zijn (base64)')
    key = crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
    keys.set(base64, key)
  }
  return key
}

const owner = (id: string) => new TextEncoder().encode(`second-factor:${id}`)

/** Whether a stored value is sealed (else a plain secret from before encryption). */
export const isSealed = (stored: string) => stored.startsWith(PREFIX)

/** The secret sealed for its owner's row. */
export async function seal(key: string, ownerId: string, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: owner(ownerId) },
    await keyOf(key),
    new TextEncoder().encode(secret),
  )
  const out = new Uint8Array(IV_BYTES + sealed.byteLength)
  out.set(iv)
  out.set(new Uint8Array(sealed), IV_BYTES)
  return PREFIX + base64url(out)
}

/** The secret of a stored value (a plain one as it is); throws on a wrong key or another row's. */
export async function open(key: string, ownerId: string, stored: string): Promise<string> {
  if (!isSealed(stored)) return stored
  const bytes = bytesOf(stored.slice(PREFIX.length))
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: owner(ownerId) },
    await keyOf(key),
    bytes.slice(IV_BYTES),
  )
  return new TextDecoder().decode(plain)
}
