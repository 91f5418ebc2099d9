import { Box, Button, Paper, Stack } from '@mui/material'
import { Alert } from '@/components/alert'
import { useBlocker } from '@tanstack/react-router'
import { EditorContent, useEditor } from '@tiptap/react'
import { useRef, useState } from 'react'
import { useUnsavedChanges } from '@/components/form'
import { richTextSx } from '@/components/safe-html'
import { errorMessage } from '@/lib/api-client'
import { adminMessages } from '~domain/messages/admin'
import { messages } from '~domain/messages/general'
import { notify } from '@/lib/notify'
import { sanitizeHtml } from '~domain/sanitize'
import { askToDiscard } from '@/lib/discard-question'
import { useSetContent } from '@/lib/content/edit-api'
import { EditorToolbar } from './editor-toolbar'
import { editorExtensions } from './extensions'

export type ContentEditorProps = {
  /** Content name (`website_content/set`). */
  name: string
  /** What is being edited, for the editor's accessible name. */
  title: string
  /** The saved content. */
  initial: string
  /** Leaves edit mode (after a save or a cancel). */
  onDone: () => void
}

/**
 * Edit mode of a piece of website content (SPEC §2). Loaded lazily: this module is the only one
 * that imports Tiptap. What goes in and what is saved both pass the reader's sanitiser.
 */
export function ContentEditor({ name, title, initial, onDone }: ContentEditorProps) {
  const save = useSetContent()
  const [dirty, setDirty] = useState(false)
  // The register of unsaved input: a new version, a stale chunk, logging out, an expired session
  // and closing the terms modal all wait or ask.
  useUnsavedChanges(dirty)
  const [problem, setProblem] = useState<string | null>(null)
  const baseline = useRef<string | null>(null)
  const editor = useEditor({
    extensions: editorExtensions,
    content: sanitizeHtml(initial),
    editorProps: {
      attributes: {
        'aria-label': adminMessages.contentEditor.editorLabel(title),
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onCreate: ({ editor: e }) => {
      baseline.current = e.getHTML()
    },
    onUpdate: ({ editor: e }) => setDirty(e.getHTML() !== baseline.current),
  })

  // Leaving the page with unsaved edits asks first (the browser's own prompt on a reload).
  useBlocker({
    shouldBlockFn: async () => !(await askToDiscard()),
    enableBeforeUnload: true,
    disabled: !dirty,
  })

  const onSave = () => {
    setProblem(null)
    save.mutate(
      { name, content: sanitizeHtml(editor.getHTML()) },
      {
        onSuccess: () => {
          setDirty(false)
          notify.success(adminMessages.contentEditor.saved)
          onDone()
        },
      },
    )
  }

  return (
    <Stack spacing={1.5}>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      <Paper variant="outlined">
        <Box sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          <EditorToolbar editor={editor} onProblem={setProblem} />
        </Box>
        <Box
          sx={[
            richTextSx,
            {
              // The editable root only: Tiptap marks images and lines contenteditable="false",
              // and a rule on [contenteditable] stretched them (the editor shows what the page will).
              '& .ProseMirror': { minHeight: 200, p: 1.5, outline: 'none' },
              '& .ProseMirror:focus-visible': {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: -2,
              },
              '& img.ProseMirror-selectednode': {
                outline: '3px solid',
                outlineColor: 'primary.main',
              },
              '& .selectedCell': { bgcolor: 'action.selected' },
              '& hr.ProseMirror-selectednode': { borderColor: 'primary.main' },
            },
          ]}
        >
          <EditorContent editor={editor} />
        </Box>
      </Paper>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={save.isPending}>
          {messages.content.cancel}
        </Button>
        <Button variant="contained" onClick={onSave} loading={save.isPending}>
          {adminMessages.contentEditor.save}
        </Button>
      </Stack>
    </Stack>
  )
}
