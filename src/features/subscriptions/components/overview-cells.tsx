import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  alpha,
  type SxProps,
  type Theme,
} from '@mui/material'
import { memo, useState } from 'react'
import { adminMessages } from '~domain/messages/admin'
import { scopeRegistry } from '~domain/scopes'
import { Panel } from '@/components/panel'
import { placesText } from '@/lib/excursions/list'
import { type ExcursionSummary } from '../overview'

// The overview's cells and its summary, kept apart from the page: plain elements, styled once.

const words = adminMessages.overview

/**
 * The paid switch: moves at once on a click or Space (its own state), then follows the data
 * (the saved value, or the value put back after a failure).
 */
export function PaidSwitch({
  checked,
  label,
  onToggle,
}: {
  checked: boolean
  label: string
  onToggle: (checked: boolean) => void
}) {
  const [shown, setShown] = useState(checked)
  const [data, setData] = useState(checked)
  if (data !== checked) {
    setData(checked)
    setShown(checked)
  }
  return (
    <input
      type="checkbox"
      role="switch"
      className="overview-switch"
      checked={shown}
      onChange={(event) => {
        setShown(event.target.checked)
        onToggle(event.target.checked)
      }}
      aria-label={label}
    />
  )
}

// MUI's PersonRemove icon as a plain element: one per row, mounted on every page change.
export const unsubscribeIcon = (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M14 8c0-2.21-1.79-4-4-4S6 5.79 6 8s1.79 4 4 4 4-1.79 4-4m3 2v2h6v-2zM2 18v2h16v-2c0-2.66-5.33-4-8-4s-8 1.34-8 4" />
  </svg>
)

/** The paid switch and the unsubscribe button of each row, as MUI's Switch and IconButton look. */
export const cellStyles: SxProps<Theme> = (theme) => ({
  // Centred in the row as a line of text is (the grid centres cells by their line height).
  '& .overview-switch': {
    appearance: 'none',
    display: 'inline-block',
    verticalAlign: 'middle',
    m: 0,
    width: 36,
    height: 20,
    borderRadius: 10,
    cursor: 'pointer',
    // The thumb is a gradient, not a pseudo-element (which inputs do not have everywhere).
    background: `radial-gradient(circle at 10px 50%, ${theme.palette.common.white} 6px, transparent 7px), ${theme.palette.grey[600]}`,
    transition: theme.transitions.create('background'),
    '&:checked': {
      background: `radial-gradient(circle at 26px 50%, ${theme.palette.common.white} 6px, transparent 7px), ${theme.palette.primary.main}`,
    },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .overview-action': {
    display: 'inline-flex',
    verticalAlign: 'middle',
    p: 0.75,
    color: theme.palette.error.main,
    background: 'none',
    border: 0,
    borderRadius: '50%',
    cursor: 'pointer',
    '&:hover': {
      backgroundColor: alpha(theme.palette.error.main, theme.palette.action.hoverOpacity),
    },
    '&:focus-visible': { outline: `2px solid ${theme.palette.error.main}`, outlineOffset: 1 },
  },
})

export const Summary = memo(function Summary({
  summaries,
  showScope,
}: {
  summaries: ExcursionSummary[]
  showScope: boolean
}) {
  const c = words.columns
  return (
    <Panel title={words.summary}>
      <Box
        tabIndex={0}
        role="group"
        aria-label={words.summary}
        sx={{ maxHeight: 280, overflow: 'auto' }}
      >
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{c.excursion}</TableCell>
              {showScope && <TableCell>{c.scope}</TableCell>}
              <TableCell align="right">{c.count}</TableCell>
              <TableCell align="right">{c.firstChoices}</TableCell>
              <TableCell align="right">{c.paid}</TableCell>
              <TableCell>{c.capacity}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summaries.map(({ excursion, count, firstChoices, payed }) => (
              <TableRow key={excursion._id}>
                <TableCell component="th" scope="row">
                  {excursion.name}
                </TableCell>
                {showScope && (
                  <TableCell>
                    {scopeRegistry.find((s) => s.id === excursion.scope)?.label}
                  </TableCell>
                )}
                <TableCell align="right">{count}</TableCell>
                <TableCell align="right">{firstChoices}</TableCell>
                <TableCell align="right">{payed}</TableCell>
                <TableCell>
                  {excursion.capacity === null
                    ? words.noCapacity
                    : `${excursion.capacity} · ${placesText({ capacity: excursion.capacity, subscriptions: count })}`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Panel>
  )
})
