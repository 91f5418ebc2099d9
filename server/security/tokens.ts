// Session tokens and their hashes. On the server SHA-256 is node:crypto's, computed at once on
// the calling thread (microseconds): Web Crypto's digest would queue on libuv's thread pool
// behind other work, and every request's token is hashed. The demo backend in the browser has no
// node:crypto and uses Web Crypto.
import type * as NodeCrypto from 'node:crypto'

/** node:crypto where the code runs on Node (the server, vitest); undefined in the browser. */
export const nodeCrypto: typeof NodeCrypto | undefined =
  globalThis.process?.getBuiltinModule?.('node:crypto')

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

export const hex = (buffer: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('')

/** A bearer token: 256 random bits. */
export function newToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)))
}

/**
 * What is stored of a token: its SHA-256. A token has 256 bits of chance in it, so a fast hash
 * is enough; a stolen sessions table gives no usable token.
 */
export async function hashToken(token: string): Promise<string> {
  if (nodeCrypto) return nodeCrypto.createHash('sha256').update(token).digest('hex')
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
}
