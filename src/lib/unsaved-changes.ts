import { useEffect } from 'react'
import { createStore, useStore } from './store'

const open = createStore<ReadonlySet<symbol>>(new Set())

/**
 * Forms and editors say here that they hold input not yet saved, so nothing that reloads the
 * app on its own (a new version, a stale chunk) throws it away without asking.
 */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const id = Symbol('unsaved')
    open.set(new Set([...open.get(), id]))
    return () => open.set(new Set([...open.get()].filter((other) => other !== id)))
  }, [dirty])
}

export const unsavedChanges = {
  any: () => open.get().size > 0,
  subscribe: open.subscribe,
}

export function useHasUnsavedChanges(): boolean {
  return useStore(open).size > 0
}

/*
 * Whoever is about to throw edits away on the user's own action (navigation, closing a modal,
 * logging out) asks `confirmDiscardEdits()` first; the editor that holds the edits registers the
 * question and shows it in its own dialog.
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
