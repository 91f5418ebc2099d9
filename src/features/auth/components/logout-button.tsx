import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material'
import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { messages } from '@/lib/messages'
import { confirmDiscardEdits } from '@/lib/unsaved-edits'
import { useLogout } from '../api'

/** Uitloggen; when the server cannot end the session the user is told and may try again. */
export function LogoutButton() {
  const logout = useLogout()
  const navigate = useNavigate()
  const titleId = useId()
  // mutateAsync, not mutate's callbacks: this button unmounts as soon as the session is gone.
  const run = async () => {
    // unsaved edits in the content editor ask first
    if (!(await confirmDiscardEdits())) return
    await logout.mutateAsync().then(
      () => navigate({ to: '/' }),
      () => undefined, // shown by the dialog below
    )
  }
  return (
    <>
      <Button color="inherit" onClick={run} loading={logout.isPending}>
        Uitloggen
      </Button>
      <Dialog
        open={logout.isError}
        onClose={() => logout.reset()}
        aria-labelledby={titleId}
        role="alertdialog"
      >
        <DialogTitle id={titleId}>Uitloggen mislukt</DialogTitle>
        <DialogContent>
          <DialogContentText>{messages.auth.logoutFailed}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => logout.reset()}>Annuleren</Button>
          <Button variant="contained" onClick={run} loading={logout.isPending}>
            Opnieuw proberen
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
