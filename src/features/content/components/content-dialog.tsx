import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { useId } from 'react'
import { ContentView } from './content-view'

/** A terms text in a modal (footer links). */
export function ContentDialog({
  name,
  title,
  open,
  onClose,
}: {
  name: string
  title: string
  open: boolean
  onClose: () => void
}) {
  const titleId = useId()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{open && <ContentView name={name} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Sluiten</Button>
      </DialogActions>
    </Dialog>
  )
}
