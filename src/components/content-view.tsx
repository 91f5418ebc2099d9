import { Button } from '@mui/material'
import { Loading, Skeleton } from '@/components/skeleton'
import { Alert } from '@/components/alert'
import { errorMessage } from '@/lib/api-client'
import { messages } from '~domain/messages/general'
import { SafeHtml } from '@/components/safe-html'
import { useContent } from '@/lib/content/api'

/** A named piece of website content, read-only (editing comes with the content editor). */
export function ContentView({ name }: { name: string }) {
  const content = useContent(name)
  if (content.isPending)
    return (
      <Loading label="Inhoud wordt geladen">
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
      </Loading>
    )
  if (content.isLoadingError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void content.refetch()}>
            {messages.errors.retry}
          </Button>
        }
      >
        {errorMessage(content.error)}
      </Alert>
    )
  return <SafeHtml html={content.data.content} />
}
