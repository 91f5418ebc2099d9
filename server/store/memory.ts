import type { PgTable } from 'drizzle-orm/pg-core'
import { settings, storeTables, uploads, websiteContent, type TableName } from '../db/schema'
import { listsOf, type Row } from './ops'
import { MemoryOps, type MemoryTable } from './ops-memory'
import { CoreTx } from './queries'
import { memorySignUps, signUpFactsOf } from './sign-up-memory'
import type { DeletedPerson, Store, Tx, UploadRow, VersionedList } from './store'

/** The tables the memory state keeps as name -> value maps rather than arrays of rows. */
type MapTable = 'content' | 'settings' | 'uploads'
type ArrayTable = Exclude<TableName, MapTable>
const MAP_TABLES: readonly MapTable[] = ['content', 'settings', 'uploads']

/**
 * The whole database of the demo backend: every table of the registry (server/db/schema.ts
 * `storeTables`) as an array of its rows, under the registry's name; page texts and settings as
 * name -> value maps, and uploads by id with their bytes in base64 (the state is kept as JSON).
 */
export type MemoryState = { [K in ArrayTable]: Row<(typeof storeTables)[K]>[] } & {
  content: Record<string, string>
  settings: Record<string, string>
  uploads: Record<string, { content_type: string; base64: string; created_at: string }>
  /** The lists' versions (the ETag of GET excursions and subscriptions/all). */
  versions?: Record<VersionedList, number>
  nextId: number
}

type Collection = Exclude<keyof MemoryState, 'nextId' | 'versions'>

/** The tables kept as arrays, by their place in the state: every table of the registry but the maps. */
const arrays = (Object.entries(storeTables) as [TableName, PgTable][]).filter(
  (entry): entry is [ArrayTable, PgTable] => !MAP_TABLES.includes(entry[0] as MapTable),
)

/** A state with every table empty: a seed starts from it, so a new table needs no line there. */
export function emptyState(): MemoryState {
  return {
    ...(Object.fromEntries(arrays.map(([name]) => [name, []])) as Record<ArrayTable, []>),
    content: {},
    settings: {},
    uploads: {},
    nextId: 1000,
  }
}

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
  /** The sign-up's read and write (./sign-up-memory.ts). */
  readonly signUps = memorySignUps(this)

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
      arrays.map(([name, table]) => [
        table,
        {
          // A state saved before a table existed has none of its rows yet.
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
            (rows as (UploadRow & { [storedUpload]?: { base64: string } })[]).map((r) => [
              r._id,
              {
                content_type: r.content_type,
                created_at: r.created_at,
                base64: r[storedUpload]?.base64 ?? toBase64(r.bytes),
              },
            ]),
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

  signUpFacts(studentId: string, excursionId: string) {
    return signUpFactsOf(this, studentId, excursionId)
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
