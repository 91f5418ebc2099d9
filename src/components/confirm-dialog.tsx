import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material'
import { useId, useState, type ReactNode } from 'react'
import { errorMessage } from '@/lib/api-client'
import { adminMessages } from '~domain/messages/admin'
import { Alert } from './alert'

/** The one rule for a typed confirmation: the exact word, spaces around it ignored. */
export const isTypedWord = (typed: string, word: string) => typed.trim() === word

export type ConfirmDialogProps = {
  title: string
  /** What goes, in words (counts, names); a text is the dialog's description. */
  children: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** The confirm button in the error colour (something is deleted). */
  danger?: boolean
  /** A word the user types before the action is allowed (e.g. VERWIJDER, a scope's name). */
  typedConfirmation?: { label: string; word: string }
  /** Not yet (e.g. the counts the question names are still loading). */
  confirmDisabled?: boolean
  /**
   * The action, given the typed word (the server checks it too). Resolving `false` keeps the
   * dialog open (to show a result); a rejection shows its error here.
   */
  onConfirm: (typed: string) => Promise<unknown>
  onClose: () => void
  /** The words of a failure (default: the server's message). */
  errorText?: (error: unknown) => string
  /** Replaces the buttons (e.g. a result with only 'Sluiten'). */
  actions?: ReactNode
}

/**
 * The one question before an action that cannot be undone. The dialog runs the action itself:
 * while it runs, nothing closes it (button, Escape or backdrop); a failure shows inside the
 * dialog (a modal hides the page's alerts from screen readers), which stays open for another
 * try; success closes it.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = adminMessages.confirm.cancel,
  danger = false,
  typedConfirmation,
  confirmDisabled = false,
  onConfirm,
  onClose,
  errorText = errorMessage,
  actions,
}: ConfirmDialogProps) {
  const titleId = useId()
  const textId = useId()
  const [typed, setTyped] = useState('')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirmed = !typedConfirmation || isTypedWord(typed, typedConfirmation.word)

  const confirm = async () => {
    if (pending) return
    setPending(true)
    setError(null)
    try {
      const keepOpen = (await onConfirm(typed.trim())) === false
      setPending(false)
      if (!keepOpen) onClose()
    } catch (e) {
      setPending(false)
      setError(errorText(e))
    }
  }
  const close = () => {
    if (!pending) onClose()
  }
  const described = typeof children === 'string'
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={described ? textId : undefined}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          {described ? <DialogContentText id={textId}>{children}</DialogContentText> : children}
          {typedConfirmation && (
            <TextField
              label={typedConfirmation.label}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoFocus
              fullWidth
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {actions ?? (
          <>
            <Button onClick={close} disabled={pending}>
              {cancelLabel}
            </Button>
            <Button
              variant="contained"
              color={danger ? 'error' : 'primary'}
              disabled={!confirmed || confirmDisabled}
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
