import { Portal, Stack } from '@mui/material'
import { useEffect, useRef, useState } from 'react'
import { notifications, useNotifications, type Notification } from '@/lib/notify'
import { Alert } from './alert'

const AUTO_HIDE_MS = 8000

/**
 * The alert stack lives in its own element: under <body>, or, while a modal dialog is open, beside
 * the topmost one in its container. There it is within the dialog's focus trap, so Tab reaches an
 * alert about the dialog's failed save (issue 28), and it is not hidden from screen readers with
 * the rest of the page. It keeps its `position: fixed`, so it shows in the same place wherever it sits. (Outside
 * a dialog an open dialog would mark it aria-hidden: it refuses that attribute.)
 */
function useAlertContainer(): HTMLElement {
  const [element] = useState(() => {
    const div = document.createElement('div')
    div.dataset.alerts = ''
    return div
  })
  useEffect(() => {
    const place = () => {
      const dialogs = document.querySelectorAll('[aria-modal="true"]')
      // Beside the dialog, in its container: inside its focus trap, not part of the dialog.
      const host = dialogs[dialogs.length - 1]?.parentElement ?? document.body
      if (element.parentElement !== host) host.appendChild(element)
      if (element.hasAttribute('aria-hidden')) element.removeAttribute('aria-hidden')
    }
    place()
    const observer = new MutationObserver(place)
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-hidden', 'aria-modal'],
    })
    return () => {
      observer.disconnect()
      element.remove()
    }
  }, [element])
  return element
}

/**
 * Each alert other than an error fades 8 s after it appeared: its own timer, started once, so
 * alerts coming and going beside it never restart it. While `paused` (the pointer on the alerts,
 * focus in them, the page out of sight) no alert fades; after it, each gets its 8 s again
 * (WCAG 2.2.1: time to read it, as long as needed).
 */
function useAutoHide(items: readonly Notification[], paused: boolean) {
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())
  useEffect(() => {
    const current = timers.current
    if (paused) {
      current.forEach(clearTimeout)
      current.clear()
      return
    }
    const shown = new Set(items.map((n) => n.id))
    for (const [id, timer] of current)
      if (!shown.has(id)) {
        clearTimeout(timer)
        current.delete(id)
      }
    for (const n of items)
      if (n.severity !== 'error' && !current.has(n.id))
        current.set(
          n.id,
          setTimeout(() => notifications.dismiss(n.id), AUTO_HIDE_MS),
        )
  }, [items, paused])
  useEffect(() => {
    const current = timers.current
    return () => {
      current.forEach(clearTimeout)
      current.clear()
    }
  }, [])
}

/** Whether the page is out of sight (another tab, a minimised window). */
function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden')
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden')
    document.addEventListener('visibilitychange', update)
    return () => document.removeEventListener('visibilitychange', update)
  }, [])
  return hidden
}

/**
 * The app's alerts, stacked at the top; errors stay until closed, the rest fade after 8 s,
 * not while the pointer or focus is on them. Each alert's role follows its severity (./alert).
 */
export function Notifications() {
  const items = useNotifications()
  const container = useAlertContainer()
  const [pointer, setPointer] = useState(false)
  const [focus, setFocus] = useState(false)
  const hidden = usePageHidden()
  // Focus leaves without a blur when its alert is closed: asked of the page on each render.
  const focusInside = focus && container.contains(document.activeElement)
  useAutoHide(items, pointer || focusInside || hidden)
  return (
    <Portal container={container}>
      <Stack
        spacing={1}
        onPointerEnter={() => setPointer(true)}
        onPointerLeave={() => setPointer(false)}
        onFocus={() => setFocus(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocus(false)
        }}
        sx={{
          position: 'fixed',
          // At the top, just below the menu bar, at every width: a dialog keeps its buttons at its
          // bottom, and a dialog's bottom is always below the middle of the window. Many alerts
          // scroll within 40% of the height, so they never reach down there (issue 28).
          // The header's height: app-header.tsx keeps it (taller when its links wrap).
          top: 'calc(var(--app-header-height, 64px) + 8px)',
          left: 16,
          right: 16,
          zIndex: (t) => t.zIndex.snackbar,
          maxWidth: 560,
          maxHeight: '40vh',
          overflowY: 'auto',
          mx: 'auto',
        }}
      >
        {items.map((n) => (
          <Alert
            key={n.id}
            severity={n.severity}
            variant="filled"
            onClose={() => notifications.dismiss(n.id)}
            slotProps={{ closeButton: { title: 'Sluiten', 'aria-label': 'Melding sluiten' } }}
          >
            {n.message}
          </Alert>
        ))}
      </Stack>
    </Portal>
  )
}
