import { createStore, useStore } from './store'

/*
 * The one register of input not yet saved, and of work under way that a reload would cut off
 * (a running import): one entry per form. Forms register through `useFormInput`
 * (src/components/form.tsx), the hook every form must use. Nothing that reloads the app on its
 * own (a new version, a stale chunk) passes it, and nothing the user does to throw input away
 * (logging out, closing a dialog by Escape or its backdrop, leaving the editor, not logging in
 * again after an expired session) passes it without asking.
 */
export const unsavedInput = createStore<ReadonlySet<symbol>>(new Set())

/** Anything unsaved, apart from `except` (the form that is asking). */
export const hasUnsavedInput = (except?: symbol) =>
  [...unsavedInput.get()].some((id) => id !== except)

/** Profile-form drafts in this tab (src/lib/drafts.ts); they outlive their form, not a logout. */
export const DRAFT_PREFIX = 'xweek.draft:'

/** The open question 'Wijzigingen niet opgeslagen' (one dialog at the app's root asks it). */
const question = createStore<((discard: boolean) => void) | null>(null)

/** The open question's answer, or null. */
export const useDiscardQuestion = () => useStore(question)

/** Asks whether to throw unsaved input away; true = throw it away. */
export function askToDiscard(): Promise<boolean> {
  question.get()?.(false)
  return new Promise((resolve) =>
    question.set((discard) => {
      question.set(null)
      resolve(discard)
    }),
  )
}

/**
 * Resolves true when nothing unsaved is in the way (apart from `except`; with `drafts`, the
 * stored profile drafts count too) or the user agrees to throw it away.
 */
export function confirmDiscard(options: { except?: symbol; drafts?: boolean } = {}) {
  let drafts = false
  try {
    drafts = !!options.drafts && Object.keys(sessionStorage).some((k) => k.startsWith(DRAFT_PREFIX))
  } catch {
    // no storage, no drafts
  }
  return hasUnsavedInput(options.except) || drafts ? askToDiscard() : Promise.resolve(true)
}
