import { seed, type DbState } from './seed'

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
  save: (state) => localStorage.setItem(STORAGE_KEY, JSON.stringify(state)),
  clear: () => localStorage.removeItem(STORAGE_KEY),
}

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
  /** Back to the seed (each test, or `?demo-reset` in the browser). */
  reset() {
    persistence.clear()
    state = seed()
  },
  save() {
    persistence.save(state)
  },
  newId(prefix: string): string {
    state.nextId += 1
    return `${prefix}${state.nextId}`
  },
}
