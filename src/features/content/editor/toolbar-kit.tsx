import { IconButton, Popover, Tooltip, Typography } from '@mui/material'
import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react'

/** The item that holds the toolbar's one tab stop (WAI-ARIA toolbar pattern: roving tabindex). */
const RovingContext = createContext<string | null>(null)

const ITEM = '[data-toolbar-item]:not([disabled])'

/** role="toolbar": one keyboard stop; Left/Right, Home/End move between its controls. */
export function RovingToolbar({
  label,
  first,
  children,
}: {
  label: string
  /** The label of the first control, which holds the tab stop at first. */
  first: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(first)
  const items = () => Array.from(ref.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])
  // When the control holding the tab stop gets disabled (undo, redo), the first one takes it.
  useLayoutEffect(() => {
    const list = items()
    if (list[0] && !list.some((el) => el.tabIndex === 0)) list[0].tabIndex = 0
  })
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items()
    const index = list.indexOf(document.activeElement as HTMLElement)
    if (index < 0) return
    const next = {
      ArrowRight: (index + 1) % list.length,
      ArrowLeft: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    list[next]?.focus()
  }
  return (
    <RovingContext.Provider value={active}>
      <div
        ref={ref}
        role="toolbar"
        aria-label={label}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const key = (event.target as HTMLElement).dataset.toolbarItem
          if (key) setActive(key)
        }}
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
      >
        {children}
      </div>
    </RovingContext.Provider>
  )
}

/** A toolbar control: Dutch name as accessible name and tooltip, pressed state for toggles. */
export function ToolbarButton({
  label,
  icon,
  onClick,
  pressed,
  disabled,
  hasPopup,
  expanded,
  ref,
}: {
  label: string
  icon: ReactNode
  onClick: (event: React.MouseEvent<HTMLButtonElement>) => void
  pressed?: boolean
  disabled?: boolean
  hasPopup?: 'menu' | 'dialog' | 'grid'
  expanded?: boolean
  ref?: Ref<HTMLButtonElement>
}) {
  const active = useContext(RovingContext)
  const button = (
    <IconButton
      ref={ref}
      size="small"
      data-toolbar-item={label}
      tabIndex={active === label ? 0 : -1}
      aria-label={label}
      aria-pressed={pressed}
      aria-haspopup={hasPopup}
      aria-expanded={hasPopup ? Boolean(expanded) : undefined}
      disabled={disabled}
      onClick={onClick}
      color={pressed ? 'primary' : 'default'}
      sx={pressed ? { bgcolor: 'action.selected' } : undefined}
    >
      {icon}
    </IconButton>
  )
  if (disabled) return button
  return (
    <Tooltip title={label} describeChild>
      {button}
    </Tooltip>
  )
}

/**
 * Arrow keys over a grid of buttons (table size, palette): one tab stop, Left/Right/Up/Down
 * move, Home/End jump to the row's ends. `onMove` gets the new index.
 */
export function gridKeyHandler(
  index: number,
  count: number,
  columns: number,
  onMove: (next: number) => void,
) {
  return (event: KeyboardEvent) => {
    const row = Math.floor(index / columns)
    const next = {
      ArrowRight: index + 1 < count ? index + 1 : index,
      ArrowLeft: index > 0 ? index - 1 : index,
      ArrowDown: index + columns < count ? index + columns : index,
      ArrowUp: index - columns >= 0 ? index - columns : index,
      Home: row * columns,
      End: Math.min(count - 1, row * columns + columns - 1),
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    event.stopPropagation()
    onMove(next)
  }
}

/** A toolbar control's popup (table grid, palette, link and image forms), titled for its group or form. */
export function ToolbarPopover({
  anchor,
  onClose,
  title,
  titleId,
  width,
  children,
}: {
  anchor: HTMLElement | null
  onClose: () => void
  title: string
  /** Id of the heading, for the content's aria-labelledby. */
  titleId: string
  width?: number
  children: ReactNode
}) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { p: 1.5, width } } }}
    >
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Popover>
  )
}
