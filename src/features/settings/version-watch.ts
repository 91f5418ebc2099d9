import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useVersion, settingKeys } from './api'

const STORAGE_KEY = 'xweek.version'

/** SPEC §7, §9: the version and the settings are checked every 5 minutes. */
export const VERSION_CHECK_MS = 5 * 60_000

/** What to do with the server's version: remember the first one, reload for a new one. */
export function versionAction(stored: string | null, server: string): 'store' | 'reload' | 'none' {
  if (stored === null) return 'store'
  return stored === server ? 'none' : 'reload'
}

async function clearCachesAndReload() {
  if ('caches' in window) {
    const keys = await caches.keys()
    await Promise.all(keys.map((key) => caches.delete(key)))
  }
  window.location.reload()
}

/**
 * Version polling (SPEC §4): when the server's version differs from the stored one, clear the
 * caches, store the new version and reload. Settings are reloaded on the same tick.
 */
export function useVersionWatch() {
  const queryClient = useQueryClient()
  const version = useVersion({ refetchInterval: VERSION_CHECK_MS, staleTime: 0 })
  const server = version.data
  const fetchedAt = version.dataUpdatedAt
  const firstCheck = useRef(true)
  useEffect(() => {
    if (!server) return
    const isPoll = !firstCheck.current
    firstCheck.current = false
    const action = versionAction(localStorage.getItem(STORAGE_KEY), server)
    if (action !== 'none') localStorage.setItem(STORAGE_KEY, server)
    if (action === 'reload') void clearCachesAndReload()
    else if (isPoll)
      void queryClient.invalidateQueries({
        queryKey: settingKeys.all,
        predicate: (q) => q.queryKey[1] !== 'version',
      })
  }, [server, fetchedAt, queryClient])
  return server
}
