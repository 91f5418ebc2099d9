import { Box, Button, Stack } from '@mui/material'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { errorMessage } from '@/lib/api-client'
import { isChunkLoadError } from '@/lib/lazy'
import { messages } from '~domain/messages/general'
import { Page } from './page'

/**
 * What a route shows when it fails: its chunk did not arrive, it failed to render, or an answer
 * was not what it needs. Shown inside the layout, so the navigation and any open form stay;
 * 'Opnieuw proberen' loads the route again (its chunk included).
 *
 * Everything it needs is in the first page's bundle (issue 42): when the server cannot be reached
 * a lazy chunk fails too, so this page uses no lazy part (not the app's Alert, whose MUI Alert
 * loads with the first one) and its message is drawn here, with the error alert's colours.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const retry = () => void router.invalidate().then(reset)
  return (
    <Page title={messages.errors.page}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box
          role="alert"
          sx={{
            px: 2,
            py: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'error.main',
            bgcolor: '#fdeded',
            color: '#5f2120',
            typography: 'body2',
          }}
        >
          {isChunkLoadError(error) ? messages.errors.chunkLoad : errorMessage(error)}
        </Box>
        <Button variant="contained" onClick={retry}>
          {messages.errors.retry}
        </Button>
      </Stack>
    </Page>
  )
}
