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

/** Profile-form drafts in this tab (src/lib/drafts.ts); they outlive their form, not a logout. */
export const DRAFT_PREFIX = 'xweek.draft:'
