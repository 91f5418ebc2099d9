import {
  Alert,
  Backdrop,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material'
import { lazy, Suspense, useState } from 'react'
import { loadChunk } from '@/lib/lazy'
import { messages } from '@/lib/messages'
import type { IdDataDialogProps } from './id-data-dialog'

// The date pickers live in this chunk, so they stay out of the first page's bundle.
const IdDataDialog = lazy(() =>
  loadChunk(() => import('./id-data-dialog')).then(
    (module) => ({ default: module.IdDataDialog }),
    // SPEC §8: a chunk that fails or times out reports a chunk-load error, here in the dialog
    // itself so the page behind it stays usable.
    () => ({ default: ChunkLoadFailed }),
  ),
)

function ChunkLoadFailed({ open, onClose }: IdDataDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="id-data-chunk-error">
      <DialogTitle id="id-data-chunk-error">Paspoort/ID-gegevens</DialogTitle>
      <DialogContent>
        <Alert severity="error">{messages.errors.chunkLoad}</Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Sluiten</Button>
      </DialogActions>
    </Dialog>
  )
}

/**
 * The passport/ID popup, loaded on first open. Same props as `IdDataDialog`: `onSaved` runs
 * after a successful save, then `onClose`. Once opened it stays mounted so it can animate closed.
 */
export function LazyIdDataDialog(props: IdDataDialogProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense
      fallback={
        <Backdrop open={props.open} sx={{ zIndex: (theme) => theme.zIndex.modal }}>
          <CircularProgress aria-label="Laden" />
        </Backdrop>
      }
    >
      <IdDataDialog {...props} />
    </Suspense>
  )
}
