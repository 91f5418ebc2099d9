import { Portal, Stack } from '@mui/material'
import { useEffect, useRef, useState } from 'react'
import { notifications, useNotifications, type Notification } from '@/lib/notify'
import { Alert } from './alert'

const AUTO_HIDE_MS = 8000

/**
 * The alert stack lives in its own element under <body>. An open MUI dialog marks every other
 * child of <body> aria-hidden; alerts raised meanwhile (a refused subscription, an expired
 * session) must still be heard and seen, so this element refuses that attribute.
 */
function useAlertContainer(): HTMLElement {
  const [element] = useState(() => {
    const div = document.createElement('div')
    div.dataset.alerts = ''
    return div
  })
  useEffect(() => {
    document.body.appendChild(element)
    const observer = new MutationObserver(() => {
      if (element.hasAttribute('aria-hidden')) element.removeAttribute('aria-hidden')
    })
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] })
    return () => {
      observer.disconnect()
      element.remove()
    }
  }, [element])
  return element
}

/**
 * Each alert other than an error fades 8 s after it appeared: its own timer, started once, so
 * alerts coming and going beside it never restart it.
 */
function useAutoHide(items: readonly Notification[]) {
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())
  useEffect(() => {
    const shown = new Set(items.map((n) => n.id))
    for (const [id, timer] of timers.current)
      if (!shown.has(id)) {
        clearTimeout(timer)
        timers.current.delete(id)
      }
    for (const n of items)
      if (n.severity !== 'error' && !timers.current.has(n.id))
        timers.current.set(
          n.id,
          setTimeout(() => notifications.dismiss(n.id), AUTO_HIDE_MS),
        )
  }, [items])
  useEffect(() => {
    const current = timers.current
    return () => {
      current.forEach(clearTimeout)
      current.clear()
    }
  }, [])
}

/** The app's alerts, stacked at the bottom; errors stay until closed, the rest fade after 8 s. */
export function Notifications() {
  const items = useNotifications()
  const container = useAlertContainer()
  useAutoHide(items)
  return (
    <Portal container={container}>
      <Stack
        spacing={1}
        sx={{
          position: 'fixed',
          // On a phone the bottom is where dialogs keep their buttons.
          top: { xs: 16, sm: 'auto' },
          bottom: { xs: 'auto', sm: 16 },
          left: 16,
          right: 16,
          zIndex: (t) => t.zIndex.snackbar,
          maxWidth: 560,
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
