import { Button, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { useId, type ReactNode } from 'react'
import { FormDialog } from '@/components/form'
import { EditableContent } from './editable-content'

/** A terms text in a modal (footer links); admins edit it in place. */
export function ContentDialog({
  name,
  title,
  open,
  onClose,
  children,
}: {
  name: string
  title: string
  open: boolean
  onClose: () => void
  /** Extra admin controls below the text (the privacy policy setting). */
  children?: ReactNode
}) {
  const titleId = useId()
  // Unsaved edits in the editor (or the policy setting) ask before the modal closes.
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      {(close) => (
        <>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent dividers>
            {open && name && <EditableContent key={name} name={name} title={title} />}
            {open && children}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Sluiten</Button>
          </DialogActions>
        </>
      )}
    </FormDialog>
  )
}
