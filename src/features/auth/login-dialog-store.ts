import { createStore, useStore } from '@/lib/store'

const openState = createStore(false)

/** The dialog's code: fetched when a login button is about to be used, so it opens at once. */
export const loadLoginDialog = () => import('./components/login-dialog')

/** Whether the login dialog is open; the navigation and pages can open it. */
export const loginDialog = {
  /** For a login button's pointer, focus and touch: fetches the dialog's code ahead of the click. */
  prepare: () => void loadLoginDialog().catch(() => undefined),
  open: () => openState.set(true),
  close: () => openState.set(false),
  isOpen: openState.get,
  subscribe: openState.subscribe,
}

export function useLoginDialogOpen(): boolean {
  return useStore(openState)
}
