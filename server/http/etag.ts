/**
 * Conditional answers for the polled lists (docs/polling.md "Conditional polls"): the ETag names
 * the answer's bytes (a hash of them), so `304 Not Modified` is given exactly when the caller holds the bytes it
 * would get now, whichever instance made them and from whatever version of the data.
 */

/**
 * cyrb53 (a 53-bit string hash, two multiplicative lanes), with the length beside it: a stand-in
 * for the bytes that runs in the browser's demo backend too (no node:crypto there).
 */
function hash53(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507)
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507)
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** The tag of an answer's JSON. Weak: the server may send the same list compressed or not. */
export const etagOf = (json: string) => `W/"${hash53(json)}-${json.length.toString(36)}"`

/** Whether an `If-None-Match` header holds the tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false
  const bare = (t: string) => t.trim().replace(/^W\//, '')
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(tag))
}

export const notModified = (tag: string) =>
  new Response(null, { status: 304, headers: { ETag: tag } })

export const jsonWithTag = (json: string, tag: string) =>
  new Response(json, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', ETag: tag },
  })
