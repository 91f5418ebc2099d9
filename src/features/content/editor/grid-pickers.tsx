import { Box, Button, ButtonBase, Typography } from '@mui/material'
import { useState } from 'react'
import { DEFAULT_TABLE_SIZE, PALETTE, PALETTE_COLUMNS, TABLE_GRID_SIZE } from './options'
import { gridKeyHandler, ToolbarPopover } from './toolbar-kit'

type PopoverProps = { anchor: HTMLElement | null; onClose: () => void }

const tableLabel = (rows: number, cols: number) => `Tabel van ${rows} rijen en ${cols} kolommen`

/** The 10 × 10 insert grid: the size the pointer moves over or focused is highlighted, 2 × 2 at first. */
export function TableGridPicker({
  anchor,
  onClose,
  onPick,
}: PopoverProps & { onPick: (rows: number, cols: number) => void }) {
  const n = TABLE_GRID_SIZE
  const start = (DEFAULT_TABLE_SIZE.rows - 1) * n + DEFAULT_TABLE_SIZE.cols - 1
  const [index, setIndex] = useState(start)
  const rows = Math.floor(index / n) + 1
  const cols = (index % n) + 1
  const focusCell = (next: number) => {
    setIndex(next)
    document.getElementById(`table-cell-${next}`)?.focus()
  }
  return (
    <ToolbarPopover
      anchor={anchor}
      onClose={onClose}
      title="Tabel invoegen"
      titleId="table-grid-title"
    >
      <Box
        role="group"
        aria-labelledby="table-grid-title"
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${n}, 20px)`, gap: '2px', mb: 1 }}
      >
        {Array.from({ length: n * n }, (_, i) => {
          const r = Math.floor(i / n) + 1
          const c = (i % n) + 1
          const inside = r <= rows && c <= cols
          return (
            <ButtonBase
              key={i}
              id={`table-cell-${i}`}
              aria-label={tableLabel(r, c)}
              title={tableLabel(r, c)}
              tabIndex={i === index ? 0 : -1}
              autoFocus={i === start}
              // A pointer that moves picks the size; one resting where the grid opens does not
              // (the browser's mouseenter would then take the keyboard's size away).
              onPointerMove={() => setIndex(i)}
              onFocus={() => setIndex(i)}
              onKeyDown={gridKeyHandler(i, n * n, n, focusCell)}
              onClick={() => onPick(r, c)}
              sx={{
                width: 20,
                height: 20,
                border: '1px solid',
                borderColor: inside ? 'primary.main' : 'grey.500',
                bgcolor: inside ? 'primary.light' : 'background.paper',
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.dark' },
              }}
            />
          )
        })}
      </Box>
      <Typography variant="body2" aria-live="polite">
        {rows} × {cols}
      </Typography>
    </ToolbarPopover>
  )
}

/** Fifteen colours in five columns, plus 'no colour'. */
export function ColorPalettePicker({
  anchor,
  onClose,
  current,
  onPick,
}: PopoverProps & { current: string | null; onPick: (color: string | null) => void }) {
  const selected = PALETTE.findIndex((c) => c.value === current)
  const [index, setIndex] = useState(Math.max(0, selected))
  const focusSwatch = (next: number) => {
    setIndex(next)
    document.getElementById(`palette-${next}`)?.focus()
  }
  return (
    <ToolbarPopover anchor={anchor} onClose={onClose} title="Tekstkleur" titleId="palette-title">
      <Box
        role="group"
        aria-labelledby="palette-title"
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${PALETTE_COLUMNS}, 28px)`,
          gap: 0.5,
          mb: 1,
        }}
      >
        {PALETTE.map((color, i) => (
          <ButtonBase
            key={color.value}
            id={`palette-${i}`}
            aria-label={color.label}
            title={color.label}
            aria-pressed={i === selected}
            tabIndex={i === index ? 0 : -1}
            autoFocus={i === index}
            onFocus={() => setIndex(i)}
            onKeyDown={gridKeyHandler(i, PALETTE.length, PALETTE_COLUMNS, focusSwatch)}
            onClick={() => onPick(color.value)}
            sx={{
              width: 28,
              height: 28,
              bgcolor: color.value,
              border: '1px solid',
              borderColor: 'grey.600',
              outline: i === selected ? '2px solid' : 'none',
              outlineOffset: 1,
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark' },
            }}
          />
        ))}
      </Box>
      <Button size="small" onClick={() => onPick(null)}>
        Geen kleur
      </Button>
    </ToolbarPopover>
  )
}
