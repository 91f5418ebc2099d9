import { useState } from 'react'

const PREFIX = 'xweek.draft:'

/**
 * Input not yet saved, kept in this tab (sessionStorage) under the user and the form, so an
 * expired session or a reload does not lose it: after logging in again the form has it back.
 * A deliberate logout clears every draft.
 */
export function useDraft<T extends object>(
  key: string,
  empty: T,
): [T, (update: (current: T) => T) => void, () => void] {
  const [value, setValue] = useState<T>(() => read(key) ?? empty)
  const update = (change: (current: T) => T) =>
    setValue((current) => {
      const next = change(current)
      write(key, next)
      return next
    })
  const clear = () => {
    remove(key)
    setValue(empty)
  }
  return [value, update, clear]
}

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function write(key: string, value: object) {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(value))
  } catch {
    // Without storage the draft lives only as long as the form.
  }
}

function remove(key: string) {
  try {
    sessionStorage.removeItem(PREFIX + key)
  } catch {
    // nothing stored
  }
}

/** At a deliberate logout: no one's drafts stay behind in this tab. */
export function clearDrafts() {
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(PREFIX)) sessionStorage.removeItem(key)
  } catch {
    // nothing stored
  }
}
