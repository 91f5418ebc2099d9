import { createStore, useStore } from '@/lib/store'

const openState = createStore(false)

/** Whether the login dialog is open; the navigation and pages can open it. */
export const loginDialog = {
  open: () => openState.set(true),
  close: () => openState.set(false),
  isOpen: openState.get,
  subscribe: openState.subscribe,
}

export function useLoginDialogOpen(): boolean {
  return useStore(openState)
}
