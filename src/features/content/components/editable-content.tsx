import { Box, Button } from '@mui/material'
import { ChunkBoundary } from '@/components/chunk-boundary'
import { Loading, Skeleton } from '@/components/skeleton'
import { useState } from 'react'
import { can } from '~domain/access'
import { lazyNamed } from '@/lib/lazy'
import { messages } from '~domain/messages/general'
import { useSessionUser } from '@/lib/session'
import { useContent } from '@/lib/content/api'
import { ContentView } from '@/components/content-view'

// Tiptap and ProseMirror live only in this chunk: it loads when an admin presses Bewerken. A
// chunk that fails or times out shows SPEC §8's chunk-load error with 'Opnieuw proberen' (which
// loads it again) and 'Annuleren' (back to reading).
const ContentEditor = lazyNamed(() => import('../editor/content-editor'), 'ContentEditor')
// Admins only: the model-text notice with 'Gecontroleerd' (issue 42).
const ModelTextReview = lazyNamed(() => import('./model-text-review'), 'ModelTextReview')

/**
 * A named piece of website content: read-only for everyone, with view and edit mode for admins
 * (SPEC §1, §2).
 */
export function EditableContent({ name, title }: { name: string; title: string }) {
  const user = useSessionUser()
  const content = useContent(name)
  const [editing, setEditing] = useState(false)
  const canEdit = can(user, 'content:edit') && content.isSuccess
  if (canEdit && editing)
    return (
      <ChunkBoundary
        fallback={
          <Loading label="Editor wordt geladen">
            <Skeleton variant="rectangular" height={240} />
          </Loading>
        }
        onClose={() => setEditing(false)}
      >
        <ContentEditor
          name={name}
          title={title}
          initial={content.data.content}
          onDone={() => setEditing(false)}
        />
      </ChunkBoundary>
    )
  return (
    <>
      {canEdit && (
        <ChunkBoundary>
          <ModelTextReview name={name} />
        </ChunkBoundary>
      )}
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {messages.content.edit}
          </Button>
        </Box>
      )}
      <ContentView name={name} />
    </>
  )
}
