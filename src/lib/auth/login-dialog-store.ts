import { createStore, useStore } from '@/lib/store'

const openState = createStore(false)

// The dialog's code, set by the app's layout: the dialog belongs to the auth feature, which shared
// code may not import. Fetched when a login button is about to be used, so it opens at once.
let loadLoginDialog: () => Promise<unknown> = () => Promise.resolve()

/** Whether the login dialog is open; the navigation and pages can open it. */
export const loginDialog = {
  /** For a login button's pointer, focus and touch: fetches the dialog's code ahead of the click. */
  prepare: () => void loadLoginDialog().catch(() => undefined),
  /** Sets where the dialog's code comes from (the app's layout, once). */
  setLoader: (load: () => Promise<unknown>) => {
    loadLoginDialog = load
  },
  open: () => openState.set(true),
  close: () => openState.set(false),
  isOpen: openState.get,
  subscribe: openState.subscribe,
}

export function useLoginDialogOpen(): boolean {
  return useStore(openState)
}
