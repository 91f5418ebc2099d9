import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material'
import { Alert } from '@/components/alert'
import { useId, useState, type ReactNode } from 'react'
import { errorMessage } from '@/lib/api-client'
import { adminMessages } from '@/lib/admin-messages'

/**
 * A question before an action that cannot be undone. The action's failure shows in the dialog,
 * which stays open; success closes it (unless `onConfirm` answers false, to show a result).
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
  actions,
}: {
  title: string
  children: ReactNode
  confirmLabel: string
  danger?: boolean
  confirmDisabled?: boolean
  onConfirm: () => Promise<boolean | void>
  onClose: () => void
  /** Replaces the buttons (e.g. a result with only 'Sluiten'). */
  actions?: ReactNode
}) {
  const titleId = useId()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirm = async () => {
    if (pending) return
    setPending(true)
    setError(null)
    try {
      const keepOpen = (await onConfirm()) === false
      if (!keepOpen) onClose()
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setPending(false)
    }
  }
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        {actions ?? (
          <>
            <Button onClick={onClose} disabled={pending}>
              {adminMessages.accounts.cancel}
            </Button>
            <Button
              variant="contained"
              color={danger ? 'error' : 'primary'}
              disabled={confirmDisabled}
              loading={pending}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  )
}
