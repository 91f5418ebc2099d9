import type { VersionedList } from './ops'

/** Every list's version at once. */
export type Versions = ReadonlyMap<VersionedList, number>

/**
 * The lists' versions kept by this process (issue 39): only on PGlite, where this process is the
 * one writer of its data, so every raise passes through the store. A raise counts here once its
 * write is committed (`raised`); a statement beside the store raises all (`raiseAll`). A poll then
 * reads its list's version without a statement. The numbers are this process's own (the kept
 * answers they key are too): a version read before a list is never newer than the list's data.
 */
export class LocalVersions {
  private readonly versions = new Map<VersionedList, number>()
  private everything = 0

  get(list: VersionedList): number {
    return this.everything + (this.versions.get(list) ?? 0)
  }

  raised(lists: Iterable<VersionedList>) {
    for (const list of lists) this.versions.set(list, (this.versions.get(list) ?? 0) + 1)
  }

  raiseAll() {
    this.everything++
  }
}

/**
 * The lists' versions on PostgreSQL, read for all the polls that ask at the same time in one
 * statement (issue 39): a poll takes a read that began after it arrived (`since`, a
 * `performance.now()` at or after its arrival: one under way or done), else joins the next read
 * that has not yet begun, never one that began before it, so every answer holds every change
 * committed before the poll arrived (the caller's own sign-up, on any instance). A poll's session
 * look-up starts the read (SqlTx.sessionWithUser), so its list finds it begun or done. While one
 * read runs, the polls that arrive wait for the one after it: at most one read in flight and one
 * waiting, however many poll.
 */
export class CoalescedVersions {
  private waiting: Promise<Versions> | null = null
  private inFlight: Promise<unknown> = Promise.resolve()
  /** The latest read begun, and when. */
  private begun: { at: number; value: Promise<Versions> } | null = null

  constructor(
    private readonly read: () => Promise<Versions>,
    private readonly now = () => performance.now(),
  ) {}

  /** A read begun at or after `since` (without: the next read to begin). */
  get(since = Number.POSITIVE_INFINITY): Promise<Versions> {
    if (this.begun && this.begun.at >= since) return this.begun.value
    if (this.waiting) return this.waiting
    const next: Promise<Versions> = this.inFlight.then(() => {
      // From here on a poll that arrives waits for the read after this one.
      this.waiting = null
      this.begun = { at: this.now(), value: next }
      return this.read()
    })
    this.waiting = next
    this.inFlight = next.catch(() => undefined)
    return next
  }
}

/**
 * Look-ups by key (sessions by their token's hash) on PostgreSQL, for all who ask at the same
 * time in one statement (issue 39): a caller joins the next read that has not yet begun, never one
 * under way, so its answer is read after it asked. At most one read in flight and one waiting (of
 * at most `maxKeys` keys; more wait for the read after it).
 */
export class CoalescedLookups<V> {
  private waiting: { keys: Set<string>; value: Promise<Map<string, V>> } | null = null
  private inFlight: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly read: (keys: string[]) => Promise<Map<string, V>>,
    private readonly maxKeys = 500,
  ) {}

  async get(key: string): Promise<V | undefined> {
    let batch = this.waiting
    if (!batch || batch.keys.size >= this.maxKeys) {
      const keys = new Set<string>()
      const next: { keys: Set<string>; value: Promise<Map<string, V>> } = {
        keys,
        value: this.inFlight.then(() => {
          // From here on a caller that asks joins the read after this one.
          if (this.waiting === next) this.waiting = null
          return this.read([...keys])
        }),
      }
      this.waiting = batch = next
      this.inFlight = next.value.catch(() => undefined)
    }
    batch.keys.add(key)
    return (await batch.value).get(key)
  }
}
