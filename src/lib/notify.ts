import { createStore, useStore } from './store'

export type Notification = {
  id: number
  severity: 'success' | 'info' | 'warning' | 'error'
  message: string
}

const items = createStore<Notification[]>([])
let nextId = 1

/**
 * The app's alerts (SPEC "the product alerts"): shown as dismissible alerts instead of the
 * browser's blocking window.alert, so they are readable by screen readers and testable.
 */
export const notifications = {
  push(severity: Notification['severity'], message: string): number {
    const id = nextId++
    items.set([...items.get(), { id, severity, message }])
    return id
  },
  dismiss: (id: number) => items.set(items.get().filter((n) => n.id !== id)),
  clear: () => items.set([]),
  list: items.get,
  subscribe: items.subscribe,
}

export const notify = {
  success: (message: string) => notifications.push('success', message),
  info: (message: string) => notifications.push('info', message),
  error: (message: string) => notifications.push('error', message),
}

export function useNotifications(): Notification[] {
  return useStore(items)
}
