import AspectRatioIcon from '@mui/icons-material/AspectRatio'
import FontDownloadIcon from '@mui/icons-material/FontDownload'
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter'
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify'
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft'
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight'
import FormatBoldIcon from '@mui/icons-material/FormatBold'
import FormatColorTextIcon from '@mui/icons-material/FormatColorText'
import FormatItalicIcon from '@mui/icons-material/FormatItalic'
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted'
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered'
import FormatSizeIcon from '@mui/icons-material/FormatSize'
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough'
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined'
import GridOnIcon from '@mui/icons-material/GridOn'
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule'
import ImageIcon from '@mui/icons-material/Image'
import InsertLinkIcon from '@mui/icons-material/InsertLink'
import RedoIcon from '@mui/icons-material/Redo'
import TableRowsIcon from '@mui/icons-material/TableRows'
import TitleIcon from '@mui/icons-material/Title'
import UndoIcon from '@mui/icons-material/Undo'
import { Divider, ListItemText, Menu, MenuItem } from '@mui/material'
import { useEditorState, type Editor } from '@tiptap/react'
import { useRef, useState, type ReactNode } from 'react'
import { isApiError } from '@/lib/api-client'
import { messages } from '~domain/messages/general'
import { useUploadFile } from '@/lib/content/edit-api'
import { UPLOAD_TYPES, uploadProblem } from '~domain/upload-rules'
import { ColorPalettePicker, TableGridPicker } from './grid-pickers'
import { ImageSizeForm, LinkForm } from './editor-forms'
import { ALIGNMENTS, FONT_FAMILIES, FONT_SIZES, HEADING_LEVELS, sameFamily } from './options'
import { RovingToolbar, ToolbarButton } from './toolbar-kit'

type Popup =
  'heading' | 'size' | 'family' | 'color' | 'table' | 'tableEdit' | 'link' | 'imageSize' | null

const alignIcons = {
  left: <FormatAlignLeftIcon />,
  center: <FormatAlignCenterIcon />,
  right: <FormatAlignRightIcon />,
  justify: <FormatAlignJustifyIcon />,
}

/** The toolbar of SPEC §2 and §9. `onProblem` shows a message (upload refusals) above the editor. */
export function EditorToolbar({
  editor,
  onProblem,
}: {
  editor: Editor
  onProblem: (message: string | null) => void
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const style = e.getAttributes('textStyle') as Record<string, string | undefined>
      return {
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        underline: e.isActive('underline'),
        strike: e.isActive('strike'),
        heading: HEADING_LEVELS.find((h) => e.isActive('heading', { level: h.level }))?.level ?? 0,
        fontSize: style.fontSize ?? null,
        fontFamily: style.fontFamily ?? null,
        color: style.color ?? null,
        align: ALIGNMENTS.find((a) => e.isActive({ textAlign: a.value }))?.value ?? 'left',
        bulletList: e.isActive('bulletList'),
        orderedList: e.isActive('orderedList'),
        link: e.isActive('link'),
        inTable: e.isActive('table'),
        image: e.isActive('image'),
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
      }
    },
  })
  const [popup, setPopup] = useState<{ kind: Popup; anchor: HTMLElement | null }>({
    kind: null,
    anchor: null,
  })
  const open = (kind: Popup) => (event: React.MouseEvent<HTMLButtonElement>) =>
    setPopup({ kind, anchor: event.currentTarget })
  const close = () => setPopup({ kind: null, anchor: null })
  const anchorOf = (kind: Popup) => (popup.kind === kind ? popup.anchor : null)
  const chain = () => editor.chain().focus()
  const run = (command: (c: ReturnType<typeof chain>) => { run: () => boolean }) => {
    command(chain()).run()
    close()
  }

  const fileInput = useRef<HTMLInputElement>(null)
  const upload = useUploadFile()
  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = ''
    if (!file) return
    const problem = uploadProblem(file)
    onProblem(problem)
    if (problem) return
    try {
      const [src] = await upload.mutateAsync(file)
      if (src)
        chain()
          .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
          .run()
    } catch (error) {
      // SPEC §8, verbatim, and why (a 413: too large for the server); the content stays as it was
      const reason = isApiError(error) ? error.body : ''
      onProblem(`${messages.content.uploadFailed(file.name)} ${reason}`.trim())
    }
  }

  const menu = (
    kind: Popup,
    label: string,
    items: { label: string; selected: boolean; onClick: () => void }[],
  ) => (
    <Menu
      anchorEl={anchorOf(kind)}
      open={popup.kind === kind}
      onClose={close}
      slotProps={{ list: { 'aria-label': label } }}
    >
      {items.map((item) => (
        <MenuItem key={item.label} selected={item.selected} onClick={item.onClick}>
          <ListItemText>{item.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  )

  const toggles: { label: string; icon: ReactNode; active: boolean; toggle: () => void }[] = [
    {
      label: 'Vet',
      icon: <FormatBoldIcon />,
      active: state.bold,
      toggle: () => chain().toggleBold().run(),
    },
    {
      label: 'Cursief',
      icon: <FormatItalicIcon />,
      active: state.italic,
      toggle: () => chain().toggleItalic().run(),
    },
    {
      label: 'Onderstrepen',
      icon: <FormatUnderlinedIcon />,
      active: state.underline,
      toggle: () => chain().toggleUnderline().run(),
    },
    {
      label: 'Doorhalen',
      icon: <FormatStrikethroughIcon />,
      active: state.strike,
      toggle: () => chain().toggleStrike().run(),
    },
  ]

  return (
    <RovingToolbar label="Opmaak" first="Vet">
      {toggles.map((t) => (
        <ToolbarButton
          key={t.label}
          label={t.label}
          icon={t.icon}
          pressed={t.active}
          onClick={t.toggle}
        />
      ))}
      <Divider orientation="vertical" flexItem />
      <ToolbarButton
        label="Tekststijl"
        icon={<TitleIcon />}
        hasPopup="menu"
        expanded={popup.kind === 'heading'}
        onClick={open('heading')}
      />
      {menu('heading', 'Tekststijl', [
        {
          label: 'Normale tekst',
          selected: state.heading === 0,
          onClick: () => run((c) => c.setParagraph()),
        },
        ...HEADING_LEVELS.map((h) => ({
          label: h.label,
          selected: state.heading === h.level,
          onClick: () => run((c) => c.setHeading({ level: h.level })),
        })),
      ])}
      <ToolbarButton
        label="Lettergrootte"
        icon={<FormatSizeIcon />}
        hasPopup="menu"
        expanded={popup.kind === 'size'}
        onClick={open('size')}
      />
      {menu(
        'size',
        'Lettergrootte',
        FONT_SIZES.map((s) => ({
          label: s.label,
          selected: state.fontSize === s.value,
          onClick: () => run((c) => (s.value ? c.setFontSize(s.value) : c.unsetFontSize())),
        })),
      )}
      <ToolbarButton
        label="Lettertype"
        icon={<FontDownloadIcon />}
        hasPopup="menu"
        expanded={popup.kind === 'family'}
        onClick={open('family')}
      />
      {menu(
        'family',
        'Lettertype',
        FONT_FAMILIES.map((f) => ({
          label: f.label,
          selected: sameFamily(state.fontFamily, f.value),
          onClick: () => run((c) => (f.value ? c.setFontFamily(f.value) : c.unsetFontFamily())),
        })),
      )}
      <ToolbarButton
        label="Tekstkleur"
        icon={<FormatColorTextIcon sx={state.color ? { color: state.color } : undefined} />}
        hasPopup="dialog"
        expanded={popup.kind === 'color'}
        onClick={open('color')}
      />
      {popup.kind === 'color' && (
        <ColorPalettePicker
          anchor={popup.anchor}
          onClose={close}
          current={state.color}
          onPick={(color) => run((c) => (color ? c.setColor(color) : c.unsetColor()))}
        />
      )}
      <Divider orientation="vertical" flexItem />
      {ALIGNMENTS.map((a) => (
        <ToolbarButton
          key={a.value}
          label={a.label}
          icon={alignIcons[a.value]}
          pressed={state.align === a.value}
          onClick={() => chain().setTextAlign(a.value).run()}
        />
      ))}
      <Divider orientation="vertical" flexItem />
      <ToolbarButton
        label="Opsomming"
        icon={<FormatListBulletedIcon />}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarButton
        label="Genummerde lijst"
        icon={<FormatListNumberedIcon />}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolbarButton
        label="Link"
        icon={<InsertLinkIcon />}
        pressed={state.link}
        hasPopup="dialog"
        expanded={popup.kind === 'link'}
        onClick={open('link')}
      />
      {popup.kind === 'link' && (
        <LinkForm
          anchor={popup.anchor}
          onClose={close}
          current={(editor.getAttributes('link') as { href?: string }).href ?? ''}
          onApply={(href) =>
            run((c) =>
              href
                ? c.extendMarkRange('link').setLink({ href })
                : c.extendMarkRange('link').unsetLink(),
            )
          }
        />
      )}
      <Divider orientation="vertical" flexItem />
      <ToolbarButton
        label="Tabel invoegen"
        icon={<GridOnIcon />}
        hasPopup="dialog"
        expanded={popup.kind === 'table'}
        onClick={open('table')}
      />
      {popup.kind === 'table' && (
        <TableGridPicker
          anchor={popup.anchor}
          onClose={close}
          onPick={(rows, cols) => run((c) => c.insertTable({ rows, cols, withHeaderRow: true }))}
        />
      )}
      <ToolbarButton
        label="Tabel bewerken"
        icon={<TableRowsIcon />}
        disabled={!state.inTable}
        hasPopup="menu"
        expanded={popup.kind === 'tableEdit'}
        onClick={open('tableEdit')}
      />
      {menu('tableEdit', 'Tabel bewerken', [
        {
          label: 'Rij erboven invoegen',
          selected: false,
          onClick: () => run((c) => c.addRowBefore()),
        },
        {
          label: 'Rij eronder invoegen',
          selected: false,
          onClick: () => run((c) => c.addRowAfter()),
        },
        { label: 'Rij verwijderen', selected: false, onClick: () => run((c) => c.deleteRow()) },
        {
          label: 'Kolom links invoegen',
          selected: false,
          onClick: () => run((c) => c.addColumnBefore()),
        },
        {
          label: 'Kolom rechts invoegen',
          selected: false,
          onClick: () => run((c) => c.addColumnAfter()),
        },
        {
          label: 'Kolom verwijderen',
          selected: false,
          onClick: () => run((c) => c.deleteColumn()),
        },
        {
          label: 'Koprij aan/uit',
          selected: false,
          onClick: () => run((c) => c.toggleHeaderRow()),
        },
        { label: 'Tabel verwijderen', selected: false, onClick: () => run((c) => c.deleteTable()) },
      ])}
      <ToolbarButton
        label="Horizontale lijn"
        icon={<HorizontalRuleIcon />}
        onClick={() => chain().setHorizontalRule().run()}
      />
      <ToolbarButton
        label="Afbeelding uploaden"
        icon={<ImageIcon />}
        disabled={upload.isPending}
        onClick={() => fileInput.current?.click()}
      />
      <input
        ref={fileInput}
        type="file"
        hidden
        aria-label="Afbeelding kiezen"
        accept={UPLOAD_TYPES.join(',')}
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <ToolbarButton
        label="Afbeeldingsgrootte"
        icon={<AspectRatioIcon />}
        disabled={!state.image}
        hasPopup="dialog"
        expanded={popup.kind === 'imageSize'}
        onClick={open('imageSize')}
      />
      {popup.kind === 'imageSize' && (
        <ImageSizeForm
          anchor={popup.anchor}
          onClose={close}
          editor={editor}
          onApply={(size) => run((c) => c.updateAttributes('image', size))}
        />
      )}
      <Divider orientation="vertical" flexItem />
      <ToolbarButton
        label="Ongedaan maken"
        icon={<UndoIcon />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolbarButton
        label="Opnieuw"
        icon={<RedoIcon />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </RovingToolbar>
  )
}
