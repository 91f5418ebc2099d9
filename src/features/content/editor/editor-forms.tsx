import { Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material'
import type { Editor } from '@tiptap/react'
import { useState, type ReactNode } from 'react'
import { Form, useFormInput, type RegisteredInput } from '@/components/form'
import { adminMessages } from '~domain/messages/admin'
import { isSafeUrl } from '~domain/sanitize'
import { ToolbarPopover } from './toolbar-kit'

function FormPopover({
  input,
  anchor,
  onClose,
  title,
  onSubmit,
  children,
}: {
  input: RegisteredInput
  anchor: HTMLElement | null
  onClose: () => void
  title: string
  onSubmit: () => void
  children: ReactNode
}) {
  const titleId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`
  return (
    <ToolbarPopover anchor={anchor} onClose={onClose} title={title} titleId={titleId} width={320}>
      <Form input={input} aria-labelledby={titleId} onSubmit={onSubmit}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </Form>
    </ToolbarPopover>
  )
}

/** The link's address; empty removes the link. */
export function LinkForm({
  anchor,
  onClose,
  current,
  onApply,
}: {
  anchor: HTMLElement | null
  onClose: () => void
  current: string
  onApply: (href: string) => void
}) {
  const input = useFormInput({ href: current })
  const href = input.values.href
  const [error, setError] = useState<string | null>(null)
  const submit = () => {
    const value = href.trim()
    if (value && !isSafeUrl(value)) return setError(adminMessages.contentEditor.invalidLink)
    onApply(value)
  }
  return (
    <FormPopover input={input} anchor={anchor} onClose={onClose} title="Link" onSubmit={submit}>
      <TextField
        label="Linkadres"
        value={href}
        autoFocus
        size="small"
        placeholder="https://…"
        error={error !== null}
        helperText={error ?? 'Leeg laten om de link te verwijderen'}
        onChange={(event) => {
          input.set('href', event.target.value)
          setError(null)
        }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {current && <Button onClick={() => onApply('')}>Link verwijderen</Button>}
        <Button type="submit" variant="contained">
          Toepassen
        </Button>
      </Stack>
    </FormPopover>
  )
}

const MAX_PX = 5000
const px = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : NaN)
const validPx = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_PX

/** Width and height of the selected image in px; the aspect ratio is kept unless unlocked. */
export function ImageSizeForm({
  anchor,
  onClose,
  editor,
  onApply,
}: {
  anchor: HTMLElement | null
  onClose: () => void
  editor: Editor
  onApply: (attributes: { width: number; height: number; alt: string }) => void
}) {
  const [initial] = useState(() => {
    const attrs = editor.getAttributes('image') as {
      width?: number | null
      height?: number | null
      alt?: string | null
    }
    const dom = editor.view.nodeDOM(editor.state.selection.from)
    const img = dom instanceof HTMLImageElement ? dom : null
    const width = Number(attrs.width) || img?.naturalWidth || img?.width || 0
    const height = Number(attrs.height) || img?.naturalHeight || img?.height || 0
    return { width, height, ratio: width && height ? height / width : 1, alt: attrs.alt ?? '' }
  })
  const input = useFormInput({
    alt: initial.alt,
    width: initial.width ? String(initial.width) : '',
    height: initial.height ? String(initial.height) : '',
  })
  const { alt, width, height } = input.values
  const setWidth = (value: string) => input.set('width', value)
  const setHeight = (value: string) => input.set('height', value)
  const [keepRatio, setKeepRatio] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const change = (which: 'width' | 'height', value: string) => {
    setError(null)
    const n = px(value)
    if (which === 'width') {
      setWidth(value)
      if (keepRatio && validPx(n)) setHeight(String(Math.max(1, Math.round(n * initial.ratio))))
    } else {
      setHeight(value)
      if (keepRatio && validPx(n)) setWidth(String(Math.max(1, Math.round(n / initial.ratio))))
    }
  }
  const submit = () => {
    const size = { width: px(width), height: px(height) }
    if (!validPx(size.width) || !validPx(size.height))
      return setError(adminMessages.contentEditor.invalidSize)
    onApply({ ...size, alt: alt.trim() })
  }
  return (
    <FormPopover
      input={input}
      anchor={anchor}
      onClose={onClose}
      title="Afbeeldingsgrootte"
      onSubmit={submit}
    >
      <Stack direction="row" spacing={1}>
        <TextField
          label="Breedte (px)"
          value={width}
          autoFocus
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={error !== null}
          onChange={(event) => change('width', event.target.value)}
        />
        <TextField
          label="Hoogte (px)"
          value={height}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={error !== null}
          onChange={(event) => change('height', event.target.value)}
        />
      </Stack>
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {error}
        </Typography>
      )}
      <FormControlLabel
        control={
          <Checkbox checked={keepRatio} onChange={(event) => setKeepRatio(event.target.checked)} />
        }
        label="Verhouding behouden"
      />
      <TextField
        label="Beschrijving (alt-tekst)"
        value={alt}
        size="small"
        helperText="Wat er op de afbeelding staat, voor wie hem niet kan zien"
        onChange={(event) => input.set('alt', event.target.value)}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained">
          Toepassen
        </Button>
      </Stack>
    </FormPopover>
  )
}
