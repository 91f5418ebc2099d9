import { createStore, useStore } from './store'
import { DRAFT_PREFIX, hasUnsavedInput } from './unsaved-changes'

/*
 * The one question before unsaved input is thrown away on the user's own action: 'Wijzigingen
 * niet opgeslagen' (src/components/discard-dialog.tsx, mounted by src/app/app-services.tsx).
 * Apart from the register itself: only lazily loaded code asks it, so it stays off the first page.
 */
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
