import { Button } from '@mui/material'
import { Alert } from '@/components/alert'
import { errorMessage } from '@/lib/api-client'
import { messages } from '~domain/messages/general'

/** The excursions could not be loaded: the reason and 'Opnieuw proberen'. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {messages.excursions.retry}
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  )
}
