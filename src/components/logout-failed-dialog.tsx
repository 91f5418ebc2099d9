import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material'
import { useId } from 'react'
import { messages } from '~domain/messages/general'

/** Shown when the server could not end the session (SPEC §8); loads only then. */
export function LogoutFailedDialog({
  retrying,
  onRetry,
  onClose,
}: {
  retrying: boolean
  onRetry: () => void
  onClose: () => void
}) {
  const titleId = useId()
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} role="alertdialog">
      <DialogTitle id={titleId}>Uitloggen mislukt</DialogTitle>
      <DialogContent>
        <DialogContentText>{messages.auth.logoutFailed}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuleren</Button>
        <Button variant="contained" onClick={onRetry} loading={retrying}>
          Opnieuw proberen
        </Button>
      </DialogActions>
    </Dialog>
  )
}
