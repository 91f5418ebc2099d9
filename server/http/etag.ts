/**
 * Conditional answers for the polled lists (README "ETag"): an ETag made of the list's version
 * (server/store: raised in the transaction of every change to it) and who asks (the answer
 * differs per caller). A request whose `If-None-Match` holds it gets `304 Not Modified`, and the
 * list is not built at all.
 */

/** FNV-1a, 32 bits: a short, stable stand-in for the caller and the query in the tag. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/** Weak: the server may send the same list compressed or not. */
export const etagOf = (version: number, caller: string) =>
  `W/"${version.toString(36)}-${fnv1a(caller)}"`

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
