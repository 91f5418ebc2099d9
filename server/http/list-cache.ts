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
  build: () => Promise<string>,
): Promise<Response> {
  // The version first: a change between it and the list makes the tag older, never newer.
  const tag = etagOf(await tx.dataVersion(list), who)
  if (matchesTag(ifNoneMatch, tag)) return notModified(tag)
  return jsonWithTag(await keptAnswer(store, `${list}|${who}`, tag, build), tag)
}

/** The answer for `tag`: kept, or built by `build` and kept. `store` scopes the cache. */
async function keptAnswer(
  store: object,
  caller: string,
  tag: string,
  build: () => Promise<string>,
): Promise<string> {
  let answers = kept.get(store)
  if (!answers) kept.set(store, (answers = new Map()))
  const hit = answers.get(caller)
  answers.delete(caller)
  if (hit?.tag === tag) {
    answers.set(caller, hit)
    return hit.json
  }
  const json = await build()
  answers.set(caller, { tag, json })
  if (answers.size > MAX_CALLERS) answers.delete(answers.keys().next().value as string)
  return json
}
