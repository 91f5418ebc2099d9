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
import { useDiscardQuestion } from '@/lib/discard-question'

/** The one question before unsaved input is thrown away (`askToDiscard`); keeping it is the default. */
export function DiscardDialog() {
  const answer = useDiscardQuestion()
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog
      open={answer !== null}
      onClose={() => answer?.(false)}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{messages.unsaved.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{messages.unsaved.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer?.(false)} autoFocus>
          {messages.unsaved.keep}
        </Button>
        <Button color="error" onClick={() => answer?.(true)}>
          {messages.unsaved.discard}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
