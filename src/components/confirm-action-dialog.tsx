import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material'
import { useId, useState, type ReactNode } from 'react'

export type ConfirmActionDialogProps = {
  open: boolean
  title: string
  /** What goes, in words (counts, names). */
  children: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** A word the user must type before the action is allowed (e.g. a scope's name). */
  typedConfirmation?: { label: string; word: string }
  pending?: boolean
  onConfirm: () => unknown
  onClose: () => void
}

const sameWord = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'nl', { sensitivity: 'accent' }) === 0

/**
 * Asks before something is deleted, naming what goes; optionally the user types a word first.
 * The dialog stays open while the action runs, so a failure can be retried.
 */
export function ConfirmActionDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Annuleren',
  typedConfirmation,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmActionDialogProps) {
  const titleId = useId()
  const textId = useId()
  const [typed, setTyped] = useState('')
  const confirmed = !typedConfirmation || sameWord(typed, typedConfirmation.word)
  const close = () => {
    if (pending) return
    setTyped('')
    onClose()
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{children}</DialogContentText>
        {typedConfirmation && (
          <TextField
            label={typedConfirmation.label}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            fullWidth
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={!confirmed || pending}
          loading={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
