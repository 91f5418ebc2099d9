import { Button, Stack } from '@mui/material'
import { Alert } from './alert'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { isChunkLoadError } from '@/lib/lazy'
import { messages } from '@/lib/messages'
import { Page } from './page'

/** What a route shows when it fails to load: a chunk that did not arrive, or another error. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const chunk = isChunkLoadError(error)
  return (
    <Page title="Er ging iets mis">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">
          {chunk
            ? messages.errors.chunkLoad
            : (error instanceof Error && error.message) || messages.errors.generic}
        </Alert>
        {chunk ? (
          <Button variant="contained" onClick={() => window.location.reload()}>
            Pagina herladen
          </Button>
        ) : (
          <Button variant="contained" onClick={reset}>
            Opnieuw proberen
          </Button>
        )}
      </Stack>
    </Page>
  )
}
