import { z } from 'zod/mini'
import { sessionUserSchema, type SessionUser } from '~domain/access'
import { createStore, useStore } from './store'

const STORAGE_KEY = 'xweek.session'

const storedSessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: sessionUserSchema,
})
/** `expired`: a later call answered 401; the user stays on screen until they log in again. */
export type Session = z.infer<typeof storedSessionSchema> & { expired?: true }

function read(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY)
    if (!raw) return null
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const current = createStore<Session | null>(read())

/** Token and user, kept in localStorage (DESIGN.md). The token never goes into a URL or a log. */
export const sessionStore = {
  get: current.get,
  user: (): SessionUser | null => current.get()?.user ?? null,
  token: (): string | null => {
    const session = current.get()
    return session && !session.expired ? session.token : null
  },
  /** An expired session is not stored: its token is of no use any more. */
  set(session: Session | null) {
    if (session && !session.expired) localStorage.setItem(STORAGE_KEY, JSON.stringify(session))
    else localStorage.removeItem(STORAGE_KEY)
    current.set(session)
  },
  /** Re-read storage (tests, another tab). */
  reload: () => current.set(read()),
  subscribe: current.subscribe,
}

export type SessionStore = typeof sessionStore

export function useSession(): Session | null {
  return useStore(current)
}

export function useSessionUser(): SessionUser | null {
  return useSession()?.user ?? null
}
