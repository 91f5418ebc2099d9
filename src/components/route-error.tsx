import { Button, Stack } from '@mui/material'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { errorMessage } from '@/lib/api-client'
import { Alert } from './alert'
import { isChunkLoadError } from '@/lib/lazy'
import { messages } from '~domain/messages/general'
import { Page } from './page'

/**
 * What a route shows when it fails: its chunk did not arrive, it failed to render, or an answer
 * was not what it needs. Shown inside the layout, so the navigation and any open form stay;
 * 'Opnieuw proberen' loads the route again (its chunk included).
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const retry = () => void router.invalidate().then(reset)
  return (
    <Page title={messages.errors.page}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">
          {isChunkLoadError(error) ? messages.errors.chunkLoad : errorMessage(error)}
        </Alert>
        <Button variant="contained" onClick={retry}>
          {messages.errors.retry}
        </Button>
      </Stack>
    </Page>
  )
}
