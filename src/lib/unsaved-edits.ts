/**
 * Edits that have not been saved yet (the content editor). Whoever is about to throw them away
 * (navigation, closing a modal, logging out) asks `confirmDiscardEdits()` first; the editor that
 * holds the edits registers the question and shows it in its own dialog.
 */
type Guard = () => Promise<boolean>

let guard: Guard | null = null

export function setEditsGuard(next: Guard | null): () => void {
  guard = next
  return () => {
    if (guard === next) guard = null
  }
}

export function hasUnsavedEdits(): boolean {
  return guard !== null
}

/** Resolves true when nothing is unsaved or the user agrees to discard the edits. */
export function confirmDiscardEdits(): Promise<boolean> {
  return guard ? guard() : Promise.resolve(true)
}
