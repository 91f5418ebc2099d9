import { TableCell, TableHead, TableRow } from '@mui/material'
import type { ReactNode } from 'react'

/**
 * A table's column headers, each a `th` with `scope="col"`, so a screen reader names every cell
 * by its column. `null` leaves an empty corner (above a column of row headers).
 */
export function ColumnHeads({ labels }: { labels: readonly ReactNode[] }) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((label, i) =>
          label === null ? (
            <TableCell key={i} />
          ) : (
            <TableCell key={i} component="th" scope="col">
              {label}
            </TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  )
}
