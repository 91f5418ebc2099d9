import { useSyncExternalStore } from 'react'

export type Notification = {
  id: number
  severity: 'success' | 'info' | 'warning' | 'error'
  message: string
}

let items: Notification[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

/**
 * The app's alerts (SPEC "the product alerts"): shown as dismissible alerts instead of the
 * browser's blocking window.alert, so they are readable by screen readers and testable.
 */
export const notifications = {
  push(severity: Notification['severity'], message: string): number {
    const id = nextId++
    items = [...items, { id, severity, message }]
    emit()
    return id
  },
  dismiss(id: number) {
    items = items.filter((n) => n.id !== id)
    emit()
  },
  clear() {
    items = []
    emit()
  },
  list: () => items,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export const notify = {
  success: (message: string) => notifications.push('success', message),
  info: (message: string) => notifications.push('info', message),
  error: (message: string) => notifications.push('error', message),
}

export function useNotifications(): Notification[] {
  return useSyncExternalStore(notifications.subscribe, notifications.list)
}
