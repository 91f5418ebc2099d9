import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material'
import { useId } from 'react'
import { Alert } from '@/components/alert'
import { errorMessage } from '@/lib/api-client'
import { messages } from '~domain/messages/general'
import { profileMessages } from '~domain/messages/profile'

/** The own profile did not load: sign-up stays closed, with the reason and 'Opnieuw proberen'. */
export function ProfileLoadError({
  error,
  retrying,
  onRetry,
  onClose,
}: {
  error: unknown
  retrying: boolean
  onRetry: () => void
  onClose: () => void
}) {
  const titleId = useId()
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{profileMessages.loadFailed}</DialogTitle>
      <DialogContent>
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
        <DialogContentText>{profileMessages.signUpClosed}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Sluiten</Button>
        <Button variant="contained" onClick={onRetry} loading={retrying}>
          {messages.errors.retry}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
