import { Box, Button } from '@mui/material'
import { Alert } from '@/components/alert'
import { Skeleton } from '@/components/skeleton'
import { lazy, Suspense, useState } from 'react'
import { can } from '@/lib/access'
import { loadChunk } from '@/lib/lazy'
import { messages } from '@/lib/messages'
import { useSessionUser } from '@/lib/session'
import { useContent } from '../api'
import type { ContentEditorProps } from '../editor/content-editor'
import { ContentView } from './content-view'

// Tiptap and ProseMirror live only in this chunk: it loads when an admin presses Bewerken.
const ContentEditor = lazy(() =>
  loadChunk(() => import('../editor/content-editor')).then(
    (module) => ({ default: module.ContentEditor }),
    // SPEC §8: a chunk that fails or times out reports a chunk-load error, here in place
    () => ({ default: EditorChunkFailed }),
  ),
)

function EditorChunkFailed({ onDone }: ContentEditorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onDone}>
          {messages.content.cancel}
        </Button>
      }
    >
      {messages.errors.chunkLoad}
    </Alert>
  )
}

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
      <Suspense
        fallback={
          <Box aria-busy="true" aria-label="Editor wordt geladen">
            <Skeleton variant="rectangular" height={240} />
          </Box>
        }
      >
        <ContentEditor
          name={name}
          title={title}
          initial={content.data.content}
          onDone={() => setEditing(false)}
        />
      </Suspense>
    )
  return (
    <>
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
