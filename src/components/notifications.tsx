import { Portal, Stack } from '@mui/material'
import { Alert } from './alert'
import { useEffect, useState } from 'react'
import { notifications, useNotifications } from '@/lib/notify'

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

/** The app's alerts, stacked at the bottom; errors stay until closed, the rest fade after 8 s. */
export function Notifications() {
  const items = useNotifications()
  const container = useAlertContainer()
  useEffect(() => {
    const timers = items
      .filter((n) => n.severity !== 'error')
      .map((n) => setTimeout(() => notifications.dismiss(n.id), AUTO_HIDE_MS))
    return () => timers.forEach(clearTimeout)
  }, [items])
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
