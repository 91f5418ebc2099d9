import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material'
import { Component, useId, type ReactNode } from 'react'
import { isChunkLoadError, retryFailedChunks } from '@/lib/lazy'
import { messages } from '@/lib/messages'

/** The chunk-load error (SPEC §8) with 'Opnieuw proberen'. */
export function ChunkLoadErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error">{messages.errors.chunkLoad}</Alert>
      <Button variant="contained" onClick={onRetry}>
        {messages.errors.retry}
      </Button>
    </Stack>
  )
}

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
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="error">{messages.errors.chunkLoad}</Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Sluiten</Button>
        <Button variant="contained" onClick={onRetry}>
          {messages.errors.retry}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

type Props = {
  children: ReactNode
  /** Show the error as a dialog with this title (for lazy dialogs), else in place. */
  dialogTitle?: string
  /** The dialog's 'Sluiten'; without it, closing just hides the error. */
  onClose?: () => void
}

/**
 * Around a lazily loaded part (`lazyNamed`): a chunk that fails or times out shows the
 * chunk-load error with 'Opnieuw proberen', which loads it again. Other errors go on up.
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
    if (error === null) return closed && !this.props.onClose ? null : this.props.children
    if (!isChunkLoadError(error)) throw error
    if (this.props.dialogTitle === undefined) return <ChunkLoadErrorPanel onRetry={this.retry} />
    return (
      <ChunkLoadErrorDialog
        title={this.props.dialogTitle}
        onRetry={this.retry}
        onClose={this.close}
      />
    )
  }
}
