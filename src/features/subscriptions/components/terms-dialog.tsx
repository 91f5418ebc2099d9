import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material'
import { Alert } from '@/components/alert'
import { useId } from 'react'
import { subscriptionMessages } from '@/lib/subscriptions/messages'
import type { ScopeInfo } from '~domain/scopes'
import { useContent } from '@/lib/content/api'
import { ContentView } from '@/components/content-view'

/**
 * A scope's terms before the first subscription in it; 'Accepteren' stores the acceptance and
 * subscribes, once the terms are shown (not while they load, nor when they failed to).
 */
export function TermsDialog({
  scope,
  open,
  saving,
  error,
  onAccept,
  onCancel,
}: {
  scope: Pick<ScopeInfo, 'terms' | 'termsLabel'>
  open: boolean
  saving: boolean
  error: string | null
  onAccept: () => void
  onCancel: () => void
}) {
  const titleId = useId()
  const introId = useId()
  // One cache entry with the ContentView below.
  const terms = useContent(scope.terms, { enabled: open })
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={introId}
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId}>{scope.termsLabel}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText id={introId} sx={{ mb: 2 }}>
          {subscriptionMessages.termsIntro}
        </DialogContentText>
        {open && <ContentView name={scope.terms} />}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {subscriptionMessages.cancel}
        </Button>
        <Button variant="contained" onClick={onAccept} loading={saving} disabled={!terms.isSuccess}>
          {subscriptionMessages.acceptTerms}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
