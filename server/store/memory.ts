import type { PgTable } from 'drizzle-orm/pg-core'
import {
  accountTokens,
  auditLog,
  excursions,
  fairStartQueue,
  friendGroupMembers,
  friendGroups,
  idDataRetention,
  outbox,
  parentConsents,
  placementRuns,
  profiles,
  rounds,
  schoolAccounts,
  secondFactors,
  sessions,
  settings,
  subscriptions,
  uploads,
  users,
  waitingList,
  websiteContent,
} from '../db/schema'
import { listsOf } from './ops'
import { MemoryOps, type MemoryTable } from './ops-memory'
import { writeSignUpIn } from './facts'
import { CoreTx } from './queries'
import type {
  AccountTokenRow,
  AuditRow,
  DeletedPerson,
  ExcursionRow,
  FairStartRow,
  FriendGroupRow,
  FriendMemberRow,
  IdDataRetentionRow,
  OutboxRow,
  ParentConsentRow,
  PlacementRunRow,
  ProfileRow,
  RoundRow,
  SchoolAccountRow,
  SecondFactorRow,
  SignUpWrite,
  SessionRow,
  Store,
  SubscriptionRow,
  Tx,
  UserRow,
  VersionedList,
  WaitingRow,
} from './store'

/** The whole database of the demo backend: the SQL tables as arrays (and name -> value maps). */
export type MemoryState = {
  users: UserRow[]
  profiles: ProfileRow[]
  sessions: SessionRow[]
  excursions: ExcursionRow[]
  subscriptions: SubscriptionRow[]
  content: Record<string, string>
  settings: Record<string, string>
  /** Uploaded images by id, their bytes in base64 (the state is kept as JSON). */
  uploads: Record<string, { content_type: string; base64: string; created_at: string }>
  audit: AuditRow[]
  rounds: RoundRow[]
  placementRuns: PlacementRunRow[]
  waitingList: WaitingRow[]
  /** The mail outbox: the demo backend keeps it too (the Beheer page E-mail). */
  outbox: OutboxRow[]
  accountTokens: AccountTokenRow[]
  secondFactors: SecondFactorRow[]
  /** The fair start's queues (absent in a state saved before they existed). */
  fairStart?: FairStartRow[]
  /** Friend groups and their members (absent in a state saved before they existed). */
  friendGroups?: FriendGroupRow[]
  friendMembers?: FriendMemberRow[]
  /** School accounts bound to accounts (absent in a state saved before they existed). */
  schoolAccounts?: SchoolAccountRow[]
  /** When ID data goes while no sign-up needs it (absent in a state saved before it existed). */
  idDataRetention?: IdDataRetentionRow[]
  /** Parents' consents for trips (absent in a state saved before they existed). */
  parentConsents?: ParentConsentRow[]
  /** The lists' versions (the ETag of GET excursions and subscriptions/all). */
  versions?: Record<VersionedList, number>
  nextId: number
}

type Collection = Exclude<keyof MemoryState, 'nextId' | 'versions'>

/** The tables kept as arrays, by their place in the state. */
const arrays: [PgTable, Exclude<Collection, 'content' | 'settings' | 'uploads'>][] = [
  [users, 'users'],
  [profiles, 'profiles'],
  [sessions, 'sessions'],
  [excursions, 'excursions'],
  [subscriptions, 'subscriptions'],
  [auditLog, 'audit'],
  [rounds, 'rounds'],
  [placementRuns, 'placementRuns'],
  [waitingList, 'waitingList'],
  [outbox, 'outbox'],
  [accountTokens, 'accountTokens'],
  [secondFactors, 'secondFactors'],
  [fairStartQueue, 'fairStart'],
  [friendGroups, 'friendGroups'],
  [friendGroupMembers, 'friendMembers'],
  [schoolAccounts, 'schoolAccounts'],
  [idDataRetention, 'idDataRetention'],
  [parentConsents, 'parentConsents'],
]

/** A random start, so a demo backend made anew never repeats an ETag a page still holds. */
function versionsOf(state: MemoryState): Record<VersionedList, number> {
  const start = () => Math.floor(Math.random() * 1e9)
  state.versions ??= { excursions: start(), subscriptions: start(), catalogue: start() }
  // A state stored before the catalogue had a version of its own.
  state.versions.catalogue ??= start()
  return state.versions
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}
const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
/** An upload as stored, on the rows read from it (a write keeps its base64, no new encoding). */
const storedUpload = Symbol('stored upload')

/**
 * The store of the demo backend: the same tables as the SQL store, in memory. Rows are never
 * changed in place (an update replaces the row), so a transaction rolls back by putting back the
 * arrays it copied before its first write to each. One transaction at a time (a queue), like
 * PGlite; a commit hands the state to `persist` (localStorage in the browser).
 */
export class MemoryStore implements Store {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    public state: MemoryState,
    private persist: (state: MemoryState) => void = () => {},
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      const saved = new Map<Collection, unknown>()
      const nextId = this.state.nextId
      const tx = new MemoryTx(this.state, (name) => {
        if (!saved.has(name)) {
          const value = this.state[name]
          saved.set(
            name,
            value === undefined ? undefined : Array.isArray(value) ? [...value] : { ...value },
          )
        }
      })
      try {
        const result = await work(tx)
        await tx.flushAudits()
        tx.ops.checkDeferred()
        const versions = versionsOf(this.state)
        for (const list of tx.touched) versions[list] += 1
        if (tx.dirty) this.persist(this.state)
        return result
      } catch (error) {
        for (const [name, value] of saved) (this.state as Record<Collection, unknown>)[name] = value
        this.state.nextId = nextId
        throw error
      }
    })
  }

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.transaction(work)
  }
  writeSignUp(write: SignUpWrite) {
    return this.transaction((tx) => writeSignUpIn(tx, write))
  }

  async ping() {}
  async close() {}

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work)
    this.queue = result.catch(() => undefined)
    return result
  }
}

class MemoryTx extends CoreTx implements Tx {
  dirty = false
  /** The lists whose versions this transaction raises when it commits. */
  readonly touched = new Set<VersionedList>()
  readonly ops: MemoryOps

  constructor(
    private readonly s: MemoryState,
    private readonly beforeWrite: (name: Collection) => void,
  ) {
    super()
    const tables = new Map<PgTable, MemoryTable>(
      arrays.map(([table, name]) => [
        table,
        {
          get: () => s[name] ?? [],
          set: (rows) => {
            for (const list of listsOf(table)) this.touched.add(list)
            this.write(name, rows as MemoryState[typeof name])
          },
        },
      ]),
    )
    tables.set(websiteContent, this.record('content', 'content'))
    tables.set(settings, this.record('settings', 'value'))
    tables.set(uploads, {
      get: () =>
        Object.entries(s.uploads).map(([_id, stored]) =>
          Object.defineProperties(
            { _id, content_type: stored.content_type, created_at: stored.created_at },
            {
              bytes: { enumerable: true, get: () => fromBase64(stored.base64) },
              [storedUpload]: { value: stored },
            },
          ),
        ),
      set: (rows) =>
        this.write(
          'uploads',
          Object.fromEntries(
            (rows as (typeof uploads.$inferSelect & { [storedUpload]?: { base64: string } })[]).map(
              (r) => [
                r._id,
                {
                  content_type: r.content_type,
                  created_at: r.created_at,
                  base64: r[storedUpload]?.base64 ?? toBase64(r.bytes),
                },
              ],
            ),
          ),
        ),
    })
    this.ops = new MemoryOps(tables)
  }

  /** A name -> value map of the state as a table of (name, value) rows. */
  private record(name: 'content' | 'settings', column: string): MemoryTable {
    return {
      get: () =>
        Object.entries(this.s[name]).map(([key, value]) => ({ name: key, [column]: value })),
      set: (rows) =>
        this.write(
          name,
          Object.fromEntries((rows as Record<string, string>[]).map((r) => [r.name, r[column]!])),
        ),
    }
  }

  private write<K extends Collection>(name: K, next: MemoryState[K]) {
    this.beforeWrite(name)
    this.dirty = true
    this.s[name] = next
  }

  async dataVersion(list: VersionedList) {
    return versionsOf(this.s)[list]
  }

  newId(prefix: string) {
    this.dirty = true
    this.s.nextId += 1
    return `${prefix}${this.s.nextId}`
  }

  async listSubscriptionsJson(filter: { studentId?: string; markedScopes?: string[] } = {}) {
    const marked = new Set(filter.markedScopes)
    return JSON.stringify(
      (await this.listSubscriptions({ studentId: filter.studentId })).map((x) => ({
        ...x,
        placed: !marked.has(x.scope) || Boolean(x.placed_via),
      })),
    )
  }
  async pseudonymiseAudit(people: DeletedPerson[]) {
    await this.flushAudits()
    const byActor = new Map(people.map((p) => [p.userId, p.label]))
    const byRecord = new Map(people.flatMap((p) => p.recordIds.map((id) => [id, p.label] as const)))
    this.write(
      'audit',
      this.s.audit.map((row) => {
        const actor = row.actor_id === null ? undefined : byActor.get(row.actor_id)
        const about = row.record_id === null ? undefined : byRecord.get(row.record_id)
        if (actor === undefined && about === undefined) return row
        return {
          ...row,
          ...(actor === undefined ? {} : { actor_login: actor }),
          ...(about === undefined
            ? {}
            : {
                before: row.before === null ? null : about,
                after: row.after === null ? null : about,
              }),
        }
      }),
    )
  }
}
