import { createStore } from './store'

/*
 * The one register of input not yet saved, and of work under way that a reload would cut off
 * (a running import): one entry per form. Forms register through `useFormInput`
 * (src/components/form.tsx), the hook every form must use. Nothing that reloads the app on its
 * own (a new version, a stale chunk) passes it, and nothing the user does to throw input away
 * (logging out, closing a dialog by Escape or its backdrop, leaving the editor, not logging in
 * again after an expired session) passes it without asking (src/lib/discard-question.ts).
 */
export const unsavedInput = createStore<ReadonlySet<symbol>>(new Set())

export const registerInput = (id: symbol) => unsavedInput.set(new Set(unsavedInput.get()).add(id))

export function unregisterInput(id: symbol) {
  if (unsavedInput.get().has(id))
    unsavedInput.set(new Set([...unsavedInput.get()].filter((other) => other !== id)))
}

/** Anything unsaved, apart from `except` (the form that is asking). */
export const hasUnsavedInput = (except?: symbol) =>
  [...unsavedInput.get()].some((id) => id !== except)

/*
 * Writes on their way: every POST of the API client (src/lib/api-client.ts) from the moment it is
 * sent until its answer is in. The app shows a change at once (a sign-up, a move, a paid flag), so
 * a write under way is work that a reload would cut off, like unsaved input: the app's own reloads
 * (a new version, a stale chunk) wait until none is on its way (`whenSafeToReload`), and leaving
 * the page meanwhile (a reload, closing the tab, another address) asks first, with the browser's
 * own question. Writes go with `keepalive`, so one already sent also reaches the server when the
 * user leaves all the same.
 */
export const pendingWrites = createStore(0)

/** The browser's 'Leave site?' question (a page that asks on unload is never kept in bfcache). */
function askBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault()
  event.returnValue = true // Chrome before 119 asks only when this is set
}

function countWrite(step: 1 | -1) {
  const count = pendingWrites.get() + step
  pendingWrites.set(count)
  if (step === 1 && count === 1) globalThis.addEventListener?.('beforeunload', askBeforeLeaving)
  if (count === 0) globalThis.removeEventListener?.('beforeunload', askBeforeLeaving)
}

/** Runs a write, counted as pending until it settles. */
export async function trackWrite<T>(write: () => Promise<T>): Promise<T> {
  countWrite(1)
  try {
    return await write()
  } finally {
    countWrite(-1)
  }
}

/** Resolves once no write is on its way. */
export function whenNoWritePending(): Promise<void> {
  if (pendingWrites.get() === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = pendingWrites.subscribe(() => {
      if (pendingWrites.get() > 0) return
      stop()
      resolve()
    })
  })
}

/**
 * For a reload of the app's own: waits until no write is on its way, then tells whether the
 * reload may go (false while input is unsaved; the caller tries again when it is saved).
 */
export async function whenSafeToReload(): Promise<boolean> {
  await whenNoWritePending()
  return !hasUnsavedInput()
}

/** Profile-form drafts in this tab (src/lib/drafts.ts); they outlive their form, not a logout. */
export const DRAFT_PREFIX = 'xweek.draft:'
