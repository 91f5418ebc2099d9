// Session tokens (Web Crypto: the same code in Node and in the browser's demo backend).

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const hex = (buffer: ArrayBuffer) =>
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
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
}
