import { Backdrop, CircularProgress } from '@mui/material'
import { useState } from 'react'
import { lazyNamed } from '@/lib/lazy'
import { ChunkBoundary } from '@/components/chunk-boundary'
import type { IdDataDialogProps } from './id-data-dialog'

// The date pickers live in this chunk, so they stay out of the first page's bundle.
const IdDataDialog = lazyNamed(() => import('./id-data-dialog'), 'IdDataDialog')

/**
 * The passport/ID popup, loaded on first open. Same props as `IdDataDialog`: `onSaved` runs
 * after a successful save, then `onClose`. Once opened it stays mounted so it can animate closed.
 * A chunk that fails or times out shows the chunk-load error in a dialog (SPEC §8), so the page
 * behind it stays usable, with 'Opnieuw proberen' that really loads it again.
 */
export function LazyIdDataDialog(props: IdDataDialogProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <ChunkBoundary
      dialogTitle="Paspoort/ID-gegevens"
      fallback={
        <Backdrop open={props.open} sx={{ zIndex: (theme) => theme.zIndex.modal }}>
          <CircularProgress aria-label="Laden" />
        </Backdrop>
      }
      onClose={() => {
        setOpened(false)
        props.onClose()
      }}
    >
      <IdDataDialog {...props} />
    </ChunkBoundary>
  )
}
