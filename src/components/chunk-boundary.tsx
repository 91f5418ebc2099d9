import { Box, Button, Stack } from '@mui/material'
import { Component, Suspense, useEffect, useId, useRef, type ReactNode } from 'react'
import { isChunkLoadError, retryFailedChunks } from '@/lib/lazy'
import { messages } from '~domain/messages/general'

// Plain elements on purpose: this shows when code did not arrive, so it may not need any more
// code itself (no lazy Alert, no MUI Dialog on the first page).

/** The chunk-load message, styled like an MUI error alert. */
function ChunkLoadMessage() {
  return (
    <Box
      role="alert"
      sx={{ bgcolor: '#fdeded', color: '#5f2120', px: 2, py: 1.5, borderRadius: 1 }}
    >
      {messages.errors.chunkLoad}
    </Box>
  )
}

/** The chunk-load error (SPEC §8) with 'Opnieuw proberen' (and 'Annuleren' with `onCancel`). */
export function ChunkLoadErrorPanel({
  onRetry,
  onCancel,
}: {
  onRetry: () => void
  onCancel?: () => void
}) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ChunkLoadMessage />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={onRetry}>
          {messages.errors.retry}
        </Button>
        {onCancel && <Button onClick={onCancel}>Annuleren</Button>}
      </Stack>
    </Stack>
  )
}

/** The same as a modal dialog (the browser's own <dialog>: focus kept inside, Escape closes). */
function ChunkLoadErrorDialog({
  title,
  onRetry,
  onClose,
}: {
  title: string
  onRetry: () => void
  onClose: () => void
}) {
  const titleId = useId()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    // Where showModal is missing (jsdom), an open non-modal dialog still shows.
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    return () => dialog?.close?.()
  }, [])
  return (
    <Box
      component="dialog"
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      sx={{
        border: 0,
        borderRadius: 1,
        boxShadow: 24,
        p: 3,
        maxWidth: 480,
        '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      <Box component="h2" id={titleId} sx={{ typography: 'h6', mt: 0 }}>
        {title}
      </Box>
      <ChunkLoadMessage />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onClose}>Sluiten</Button>
        <Button variant="contained" onClick={onRetry}>
          {messages.errors.retry}
        </Button>
      </Stack>
    </Box>
  )
}

type Props = {
  children: ReactNode
  /** What shows while the part's code loads (nothing by default). */
  fallback?: ReactNode
  /** Show the error as a dialog with this title (for lazy dialogs), else in place. */
  dialogTitle?: string
  /** The dialog's 'Sluiten' (in place: 'Annuleren'); without it, closing just hides the error. */
  onClose?: () => void
}

/**
 * Around a lazily loaded part (`lazyNamed`): its fallback while it loads (the Suspense is here);
 * a chunk that fails or times out shows the chunk-load error with 'Opnieuw proberen', which loads
 * it again. Other errors go on up.
 */
export class ChunkBoundary extends Component<Props, { error: unknown; closed: boolean }> {
  state = { error: null as unknown, closed: false }

  static getDerivedStateFromError(error: unknown) {
    return { error, closed: false }
  }

  retry = () => {
    retryFailedChunks()
    this.setState({ error: null, closed: false })
  }

  close = () => {
    retryFailedChunks()
    this.setState({ error: null, closed: true })
    this.props.onClose?.()
  }

  render() {
    const { error, closed } = this.state
    if (error === null)
      return closed && !this.props.onClose ? null : (
        <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>
      )
    if (!isChunkLoadError(error)) throw error
    if (this.props.dialogTitle === undefined)
      return (
        <ChunkLoadErrorPanel onRetry={this.retry} onCancel={this.props.onClose && this.close} />
      )
    return (
      <ChunkLoadErrorDialog
        title={this.props.dialogTitle}
        onRetry={this.retry}
        onClose={this.close}
      />
    )
  }
}
