import type { AlertProps } from '@mui/material/Alert'
import { Suspense } from 'react'
import { lazyNamed } from '@/lib/lazy'

const MuiAlert = lazyNamed(() => import('./severity-alert'), 'SeverityAlert')

/**
 * MUI's Alert, loaded when the first one shows: a page without an error or a notification does
 * not carry its code (and its icons and close button) on the first page. Every alert of the app
 * is this one (ESLint keeps it so), with the role its severity calls for (./severity-alert).
 */
export function Alert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <MuiAlert {...props} />
    </Suspense>
  )
}
