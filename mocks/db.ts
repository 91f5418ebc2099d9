import { seed, type DbState } from './seed'
import { seedLarge } from './seed-large'

const STORAGE_KEY = 'xweek.mock-db'

type Persistence = { load(): DbState | null; save(state: DbState): void; clear(): void }

const memoryOnly: Persistence = { load: () => null, save: () => {}, clear: () => {} }

/** In the browser the demo data survives a reload (localStorage). */
export const localStoragePersistence: Persistence = {
  load() {
    try {
      const raw = localStorage.getItem(STORAGE_KEY)
      return raw ? (JSON.parse(raw) as DbState) : null
    } catch {
      return null
    }
  },
  save(state) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(state))
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
let state: DbState = seed()

export const db = {
  get state(): DbState {
    return state
  },
  usePersistence(p: Persistence) {
    persistence = p
    state = p.load() ?? seed()
  },
  /** Back to a data set (each test, `?demo-reset` or `?demo-data=large` in the browser). */
  reset(dataSet: DataSet = 'seed') {
    persistence.clear()
    state = dataSets[dataSet]()
    persistence.save(state)
  },
  save() {
    persistence.save(state)
  },
  newId(prefix: string): string {
    state.nextId += 1
    return `${prefix}${state.nextId}`
  },
}
