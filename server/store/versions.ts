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
 * statement (issue 39): a poll joins the next read that has not yet begun, never one under way,
 * so every answer is read after its poll arrived and holds every change committed before it (the
 * caller's own sign-up, on any instance). While one read runs, the polls that arrive wait for
 * the one after it: at most one read in flight and one waiting, however many poll.
 */
export class CoalescedVersions {
  private waiting: Promise<Versions> | null = null
  private inFlight: Promise<unknown> = Promise.resolve()

  constructor(private readonly read: () => Promise<Versions>) {}

  get(): Promise<Versions> {
    if (this.waiting) return this.waiting
    const next = this.inFlight.then(() => {
      // From here on a poll that arrives waits for the read after this one.
      this.waiting = null
      return this.read()
    })
    this.waiting = next
    this.inFlight = next.catch(() => undefined)
    return next
  }
}
