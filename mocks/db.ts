import { seed, type DbState } from '../server/seed/demo'
import { seedLarge } from '../server/seed/large'
import { MemoryStore } from '../server/store/memory'

const STORAGE_KEY = 'xweek.mock-db'
/** Audit entries the demo backend keeps across a reload (the server keeps every one). */
export const DEMO_AUDIT_KEPT = 2000

type Persistence = { load(): DbState | null; save(state: DbState): void; clear(): void }

const memoryOnly: Persistence = { load: () => null, save: () => {}, clear: () => {} }

/** A state saved by an older version of the demo backend (other tables): start again from the seed. */
const isCurrent = (state: Partial<DbState> | null): state is DbState =>
  Array.isArray(state?.sessions) &&
  Array.isArray(state?.audit) &&
  Array.isArray(state?.rounds) &&
  Array.isArray(state?.waitingList) &&
  Array.isArray(state?.outbox) &&
  Array.isArray(state?.accountTokens) &&
  Array.isArray(state?.secondFactors)

/** In the browser the demo data survives a reload (localStorage). */
export const localStoragePersistence: Persistence = {
  load() {
    try {
      const raw = localStorage.getItem(STORAGE_KEY)
      const state = raw ? (JSON.parse(raw) as Partial<DbState>) : null
      return isCurrent(state) ? state : null
    } catch {
      return null
    }
  },
  save(state) {
    try {
      // The browser's storage holds a few MB: the demo keeps the newest part of its audit log.
      const kept = { ...state, audit: state.audit.slice(-DEMO_AUDIT_KEPT) }
      localStorage.setItem(STORAGE_KEY, JSON.stringify(kept))
    } catch {
      // Over the browser's storage quota: the data stays in memory until the next reload.
      localStorage.removeItem(STORAGE_KEY)
    }
  },
  clear: () => localStorage.removeItem(STORAGE_KEY),
}

/** The demo data sets: the ordinary seed, and the large one (3,000 students) for the admin screens. */
export const dataSets = { seed, large: seedLarge } as const
export type DataSet = keyof typeof dataSets

let persistence: Persistence = memoryOnly

/** The demo backend's database: the server's tables in memory (server/store/memory.ts). */
export const store = new MemoryStore(seed(), (state) => persistence.save(state))

export const db = {
  get state(): DbState {
    return store.state
  },
  usePersistence(p: Persistence) {
    persistence = p
    store.state = p.load() ?? seed()
  },
  /** Back to a data set (each test, `?demo-reset` or `?demo-data=large` in the browser). */
  reset(dataSet: DataSet = 'seed') {
    persistence.clear()
    store.state = dataSets[dataSet]()
    persistence.save(store.state)
  },
  /**
   * Keeps a change made to `state` directly (tests and the Playwright suite do). It went past the
   * store, so every polled list's version is raised here: the next poll sees it, never a 304.
   */
  save() {
    const versions = store.state.versions
    if (versions) for (const list of ['excursions', 'subscriptions'] as const) versions[list] += 1
    persistence.save(store.state)
  },
}
