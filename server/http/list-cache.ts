/**
 * The polled lists' answers (docs/polling.md "Conditional polls"). Each answer's ETag names its
 * bytes (etag.ts), so a 304 is given exactly when the caller holds what it would get now.
 *
 * Kept answers: the last answer per store and caller, under the list's version it was built at.
 * A list's version is raised in the transaction of every change to it (its caller's own part
 * included), so while it stays, the kept answer is the answer: a poll is then the session and the
 * version, and a 304 or the kept bytes, not a build of 10,000 subscriptions. The callers used
 * least recently go first.
 *
 * Shared parts: the part of a list that is the same for everyone (the excursion list's rows and
 * counts) is read once for all who ask while it is read, and reused while the version stays; for
 * students and visitors also while it is younger than `listShareMs` (a setting, 1 s by default)
 * and its catalogue (what staff change) is current, however many sign-ups came since: in the
 * opening minute, when every sign-up changes the counts, a whole school's polls share one read
 * per list per interval, each with its own part read as it is now.
 */
import type { Tx, VersionedList } from '../store/store'
import { TaggedJson } from '../rules/answers'
import { etagOf } from './etag'

const MAX_CALLERS = 64

type Kept = Map<string, { version: number; tag: string; json: string }>
const kept = new WeakMap<object, Kept>()

/**
 * A polled list's answer for `who` (the caller, and the query where it matters): the answer kept
 * for them at the list's current version, else `build`'s, with its tag (the registrar answers 304
 * to a caller that holds it).
 */
export async function listAnswer(
  store: object,
  tx: Tx,
  list: VersionedList,
  who: string,
  build: (version: number) => Promise<string | Built>,
): Promise<TaggedJson> {
  // The version first: a change between it and the list makes the kept answer's version older
  // than its data, never newer, so it is never kept past a change.
  const version = await tx.dataVersion(list)
  const caller = `${list}|${who}`
  let answer: { json: string; tag: string } | undefined = keptFor(store, caller, version)
  if (!answer) {
    const built = await build(version)
    const { json, version: at } = typeof built === 'string' ? { json: built, version } : built
    answer = { json, tag: etagOf(json) }
    // Built on a shared part of another version: not kept (the next poll builds again).
    if (at === version) keep(store, caller, { version, ...answer })
  }
  return new TaggedJson(answer.json, answer.tag)
}

/** A list as built, and the version of the shared part it was built on. */
export type Built = { json: string; version: number }

/**
 * How old a shared part may be for a caller: `maxAgeMs` (0: only one of the current version) at
 * `now`, and only one read at `stamp` (a version of what must always be current in it, read
 * before the part: the catalogue staff change).
 */
export type Sharing = { maxAgeMs: number; now: number; stamp?: number }

/**
 * The part of a list that is the same for every caller, read once for all who ask while a read
 * of it is under way (single flight), and kept while the list's version stays. A caller whose
 * `sharing` allows it also takes, at its `stamp`, a read under way that began at an older version
 * (in the rush a poll waits for the read already queued instead of adding one more scan of every
 * subscription behind the sign-ups) or one begun less than `maxAgeMs` ago; a caller without
 * (staff) only one at the current version, which holds every change they made. The answer says
 * the version the part was read at (its data is at least as new).
 */
export function sharedPart<T>(
  store: object,
  key: string,
  version: number,
  read: () => Promise<T>,
  sharing: Sharing = { maxAgeMs: 0, now: Date.now() },
): Promise<{ version: number; value: T }> {
  let parts = shared.get(store)
  if (!parts) shared.set(store, (parts = new Map()))
  const found = parts.get(key) as SharedRead<T> | undefined
  // Only a caller that may share a part takes one of another version, and only at its stamp.
  const shareable = sharing.maxAgeMs > 0 && found?.stamp === sharing.stamp
  if (
    found &&
    (found.version === version ||
      (shareable && found.pending && found.version < version) ||
      (shareable && sharing.now - found.startedAt < sharing.maxAgeMs))
  )
    return found.value.then((value) => ({ version: found.version, value }))
  const entry: SharedRead<T> = {
    version,
    startedAt: sharing.now,
    stamp: sharing.stamp,
    pending: true,
    value: read(),
  }
  parts.set(key, entry)
  entry.value.then(
    () => (entry.pending = false),
    () => parts.get(key) === entry && parts.delete(key),
  )
  return entry.value.then((value) => ({ version, value }))
}
type SharedRead<T> = {
  version: number
  startedAt: number
  stamp: number | undefined
  pending: boolean
  value: Promise<T>
}
const shared = new WeakMap<object, Map<string, SharedRead<unknown>>>()

/** The answer kept for `caller` at `version`, if any (it becomes the most recently used). */
function keptFor(store: object, caller: string, version: number) {
  const answers = kept.get(store)
  const hit = answers?.get(caller)
  if (hit?.version !== version) return undefined
  answers!.delete(caller)
  answers!.set(caller, hit)
  return hit
}

/** Keeps `caller`'s answer at its version; `store` scopes the cache. */
function keep(
  store: object,
  caller: string,
  answer: { version: number; tag: string; json: string },
) {
  let answers = kept.get(store)
  if (!answers) kept.set(store, (answers = new Map()))
  answers.delete(caller)
  answers.set(caller, answer)
  if (answers.size > MAX_CALLERS) answers.delete(answers.keys().next().value as string)
}
