import { Alert, Stack } from '@mui/material'
import { notifications, useNotifications } from '@/lib/notify'
import { useEffect } from 'react'

const AUTO_HIDE_MS = 8000

/** The app's alerts, stacked at the bottom; errors stay until closed, the rest fade after 8 s. */
export function Notifications() {
  const items = useNotifications()
  useEffect(() => {
    const timers = items
      .filter((n) => n.severity !== 'error')
      .map((n) => setTimeout(() => notifications.dismiss(n.id), AUTO_HIDE_MS))
    return () => timers.forEach(clearTimeout)
  }, [items])
  return (
    <Stack
      spacing={1}
      sx={{ position: 'fixed', bottom: 16, left: 16, right: 16, zIndex: (t) => t.zIndex.snackbar, maxWidth: 560, mx: 'auto' }}
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
  )
}
