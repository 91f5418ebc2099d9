import { useSyncExternalStore } from 'react'
import { z } from 'zod'
import { sessionUserSchema, type SessionUser } from './access'

const STORAGE_KEY = 'xweek.session'

const storedSessionSchema = z.object({ token: z.string().min(1), user: sessionUserSchema })
export type Session = z.infer<typeof storedSessionSchema>

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

let current: Session | null = read()
const listeners = new Set<() => void>()

/** Token and user, kept in localStorage (DESIGN.md). The token never goes into a URL or a log. */
export const sessionStore = {
  get: (): Session | null => current,
  user: (): SessionUser | null => current?.user ?? null,
  token: (): string | null => current?.token ?? null,
  set(session: Session | null) {
    current = session
    if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session))
    else localStorage.removeItem(STORAGE_KEY)
    listeners.forEach((l) => l())
  },
  /** Re-read storage (tests, another tab). */
  reload() {
    current = read()
    listeners.forEach((l) => l())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export type SessionStore = typeof sessionStore

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get)
}

export function useSessionUser(): SessionUser | null {
  return useSession()?.user ?? null
}
