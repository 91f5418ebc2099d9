import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { messages } from '~domain/messages/general'
import { notify } from '@/lib/notify'
import { POLL_TICK_MS, VERSION_CHECK_TICKS } from '@/lib/polling'
import { useStore } from '@/lib/store'
import { unsavedInput, whenSafeToReload } from '@/lib/unsaved-changes'
import { useVersion } from '@/lib/settings/api'

const STORAGE_KEY = 'xweek.version'
/** When this tab last reloaded for a new version (sessionStorage). */
const RELOAD_KEY = 'xweek.version-reload'

/**
 * At most one reload for a new version per version check interval: a version that keeps
 * changing, or a reload that did not take, never loops. Code loaded that recently is the newest.
 */
export const VERSION_RELOAD_GUARD_MS = VERSION_CHECK_TICKS * POLL_TICK_MS

export type VersionAction = 'store' | 'reload' | 'none'

/**
 * What to do with the server's version: remember the first one, reload for a new one, but
 * only store it when this tab reloaded for a version a moment ago (or cannot tell).
 */
export function versionAction(
  stored: string | null,
  server: string,
  lastReloadAt: number | null | 'unknown',
  now = Date.now(),
): VersionAction {
  if (stored === null) return 'store'
  if (stored === server) return 'none'
  if (lastReloadAt === 'unknown') return 'store'
  if (lastReloadAt !== null && now - lastReloadAt < VERSION_RELOAD_GUARD_MS) return 'store'
  return 'reload'
}

function read(storage: () => Storage, key: string): string | null | 'unknown' {
  try {
    return storage().getItem(key)
  } catch {
    return 'unknown'
  }
}

function lastReloadAt(): number | null | 'unknown' {
  const raw = read(() => sessionStorage, RELOAD_KEY)
  if (raw === null || raw === 'unknown') return raw
  const at = Number(raw)
  return Number.isFinite(at) ? at : null
}

function storeVersion(version: string) {
  try {
    localStorage.setItem(STORAGE_KEY, version)
  } catch {
    // Without storage the next check simply compares again.
  }
}

async function clearCacheStorage() {
  if (!('caches' in window)) return
  try {
    const keys = await caches.keys()
    await Promise.all(keys.map((key) => caches.delete(key)))
  } catch {
    // Nothing cached that we may clear; the reload still fetches the new code.
  }
}

/**
 * SPEC §4: clear the caches (query cache and Cache Storage), store the new version and reload;
 * once no write is on its way. Input left unsaved meanwhile holds it back (the watch asks again).
 */
export async function reloadForVersion(queryClient: QueryClient, version: string) {
  if (!(await whenSafeToReload())) return
  try {
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
  } catch {
    return // without the guard a reload could loop; the next check asks again
  }
  storeVersion(version)
  await clearCacheStorage()
  queryClient.clear()
  window.location.reload()
}

/**
 * Version polling (SPEC §4): acts on every answer of `settings/version` (the poll scheduler
 * asks for it every 5 minutes). Unsaved input is not thrown away: the reload waits until it is
 * saved or discarded, and says so once. A write on its way is waited for too, without a word.
 */
export function useVersionWatch() {
  const queryClient = useQueryClient()
  const version = useVersion()
  const unsaved = useStore(unsavedInput).size > 0
  const told = useRef<string | null>(null)
  const server = version.data
  const fetchedAt = version.dataUpdatedAt

  useEffect(() => {
    if (!server) return
    const stored = read(() => localStorage, STORAGE_KEY)
    const action = versionAction(stored === 'unknown' ? null : stored, server, lastReloadAt())
    if (action === 'store') storeVersion(server)
    if (action !== 'reload') return
    if (!unsaved) {
      void reloadForVersion(queryClient, server)
      return
    }
    if (told.current === server) return
    told.current = server
    notify.info(messages.version.waitingForSave)
  }, [server, fetchedAt, unsaved, queryClient])
}
