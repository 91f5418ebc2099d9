/**
 * The polled lists' last answers, kept per store and per caller under their ETag (etag.ts). A
 * list's tag changes in the transaction of every change to it, so an answer kept under a tag is
 * as good as one built anew for that tag: a poll without `If-None-Match` (a page opened, a second
 * admin) is answered from here instead of rebuilding 10,000 subscriptions. Each caller keeps only
 * its latest answer; the callers used least recently go first.
 */
import type { Tx, VersionedList } from '../store/store'
import { etagOf, jsonWithTag, matchesTag, notModified } from './etag'

const MAX_CALLERS = 64

type Kept = Map<string, { tag: string; json: string }>
const kept = new WeakMap<object, Kept>()

/**
 * A polled list's answer for `who` (the caller, and the query where it matters): 304 to a
 * request that holds the list's tag, else the answer kept under that tag, else `build`'s.
 */
export async function listAnswer(
  store: object,
  tx: Tx,
  list: VersionedList,
  who: string,
  ifNoneMatch: string | undefined,
  build: (version: number) => Promise<string | Built>,
): Promise<Response> {
  // The version first: a change between it and the list makes the tag older, never newer.
  const version = await tx.dataVersion(list)
  const tag = etagOf(version, who)
  if (matchesTag(ifNoneMatch, tag)) return notModified(tag)
  const caller = `${list}|${who}`
  const hit = keptFor(store, caller, tag)
  if (hit !== undefined) return jsonWithTag(hit, tag)
  const built = await build(version)
  const answer = typeof built === 'string' ? { json: built, version } : built
  // Built on an older version's shared part: tagged with that version, and not kept (the next
  // poll finds a newer version and builds again).
  if (answer.version !== version) return jsonWithTag(answer.json, etagOf(answer.version, who))
  keep(store, caller, tag, answer.json)
  return jsonWithTag(answer.json, tag)
}

/** A list as built, and the version its data is at least as new as. */
export type Built = { json: string; version: number }

/**
 * The part of a list that is the same for every caller, read once for all who ask while a read
 * of it is under way (single flight), and kept while the list's version stays. A caller that
 * finds a read under way that began at an older version takes that one: its data is at least as
 * new as that version, and its answer is tagged with it, so a 304 is never given on it. In the
 * opening minute a poll of the excursion list then waits for the read already queued instead of
 * adding one more scan of every subscription behind the sign-ups.
 */
export function sharedPart<T>(
  store: object,
  key: string,
  version: number,
  read: () => Promise<T>,
): Promise<{ version: number; value: T }> {
  let parts = shared.get(store)
  if (!parts) shared.set(store, (parts = new Map()))
  const found = parts.get(key) as SharedRead<T> | undefined
  if (found && (found.version === version || (found.pending && found.version < version)))
    return found.value.then((value) => ({ version: found.version, value }))
  const entry: SharedRead<T> = { version, pending: true, value: read() }
  parts.set(key, entry)
  entry.value.then(
    () => (entry.pending = false),
    () => parts.get(key) === entry && parts.delete(key),
  )
  return entry.value.then((value) => ({ version, value }))
}
type SharedRead<T> = { version: number; pending: boolean; value: Promise<T> }
const shared = new WeakMap<object, Map<string, SharedRead<unknown>>>()

/** The answer kept for `caller` under `tag`, if any (it becomes the most recently used). */
function keptFor(store: object, caller: string, tag: string): string | undefined {
  const answers = kept.get(store)
  const hit = answers?.get(caller)
  if (hit?.tag !== tag) return undefined
  answers!.delete(caller)
  answers!.set(caller, hit)
  return hit.json
}

/** Keeps `caller`'s answer under `tag`; `store` scopes the cache. */
function keep(store: object, caller: string, tag: string, json: string) {
  let answers = kept.get(store)
  if (!answers) kept.set(store, (answers = new Map()))
  answers.delete(caller)
  answers.set(caller, { tag, json })
  if (answers.size > MAX_CALLERS) answers.delete(answers.keys().next().value as string)
}
