import { Button } from '@mui/material'
import { Alert } from '@/components/alert'
import { errorMessage } from '@/lib/api-client'
import { useContent } from '@/lib/content/api'
import { useSetContent } from '@/lib/content/edit-api'
import { useUnreviewedTexts } from '@/lib/launch/api'
import { adminMessages } from '~domain/messages/admin'

const m = adminMessages.launch

/**
 * Above a policy or terms text that is still the install's model (issue 42), for admins: change
 * and save it, or 'Gecontroleerd', which saves it as it is and so counts it as reviewed.
 */
export function ModelTextReview({ name }: { name: string }) {
  const unreviewed = useUnreviewedTexts()
  const content = useContent(name)
  const save = useSetContent()
  if (!unreviewed.includes(name) || !content.data) return null
  const text = content.data.content
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          loading={save.isPending}
          onClick={() => save.mutate({ name, content: text })}
        >
          {m.reviewed}
        </Button>
      }
    >
      {m.modelNotice}
      {save.isError && ` ${errorMessage(save.error)}`}
    </Alert>
  )
}
