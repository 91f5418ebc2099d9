import { DRAFT_PREFIX } from './unsaved-changes'

/*
 * Input not yet saved, kept in this tab (sessionStorage) under the user and the form, so an
 * expired session or a reload does not lose it: after logging in again the form has it back
 * (`useFormInput(…, { draft })`). A deliberate logout clears every draft, after asking.
 */

export function readDraft<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_PREFIX + key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

export function writeDraft(key: string, value: object) {
  try {
    sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(value))
  } catch {
    // Without storage the draft lives only as long as the form.
  }
}

export function removeDraft(key: string) {
  try {
    sessionStorage.removeItem(DRAFT_PREFIX + key)
  } catch {
    // nothing stored
  }
}

/** At a deliberate logout, or when someone else logs in: no one's drafts stay behind in this tab. */
export function clearDrafts() {
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key)
  } catch {
    // nothing stored
  }
}
