import { useSyncExternalStore } from 'react'

let open = false
const listeners = new Set<() => void>()

/** Whether the login dialog is open; the navigation and pages can open it. */
export const loginDialog = {
  open() {
    open = true
    listeners.forEach((l) => l())
  },
  close() {
    open = false
    listeners.forEach((l) => l())
  },
  isOpen: () => open,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export function useLoginDialogOpen(): boolean {
  return useSyncExternalStore(loginDialog.subscribe, loginDialog.isOpen)
}
