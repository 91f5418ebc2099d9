import { Box, Chip, Table, TableBody, TableCell, TableRow } from '@mui/material'
import { ColumnHeads } from '@/components/column-heads'
import { adminMessages } from '~domain/messages/admin'
import { Alert } from '@/components/alert'
import { policyNames } from '@/lib/rounds/messages'
import { type PlacementPolicyName, type PlacementSummary } from '~contract/schemas/rounds'

const words = adminMessages.rounds

/** Display names by id (students, excursions). */
export type Names = ReadonlyMap<string, string>

/** Policies side by side: the wishes' histogram, each excursion's fill, who has no place and why. */
export function PlacementResults({
  caption,
  results,
  names,
  excursionNames,
}: {
  caption: string
  results: PlacementSummary[]
  names: Names
  excursionNames: Names
}) {
  const ranks = Math.max(0, ...results.map((r) => r.histogram.by_rank.length))
  const head = <ColumnHeads labels={[null, ...results.map((r) => policyNames[r.policy])]} />
  const row = (label: string, cell: (r: PlacementSummary) => string | number) => (
    <TableRow key={label}>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      {results.map((r) => (
        <TableCell key={r.policy}>{cell(r)}</TableCell>
      ))}
    </TableRow>
  )
  const unplaced = new Map<string, Map<PlacementPolicyName, string>>()
  for (const r of results)
    for (const u of r.unplaced) {
      const reasons = unplaced.get(u.student_id) ?? new Map()
      reasons.set(r.policy, words.reasons[u.reason])
      unplaced.set(u.student_id, reasons)
    }
  const UNPLACED_SHOWN = 50
  const unplacedRows = [...unplaced.entries()]
    .map(([id, reasons]) => ({ id, name: names.get(id) ?? id, reasons }))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'))
  return (
    <Box aria-label={caption} role="group" sx={{ mb: 2 }}>
      <Box sx={{ overflowX: 'auto', mb: 2 }}>
        <Table size="small">
          <caption>{words.histogram}</caption>
          {head}
          <TableBody>
            {Array.from({ length: ranks }, (_, i) =>
              row(words.rank(i + 1), (r) => r.histogram.by_rank[i] ?? 0),
            )}
            {row(words.pinned, (r) => r.histogram.pinned)}
            {row(words.leftover, (r) => r.histogram.leftover)}
            {row(words.unplaced, (r) => r.histogram.unplaced)}
            {row(words.total, (r) => r.students)}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ overflowX: 'auto', mb: 2 }}>
        <Table size="small">
          <caption>{words.fill}</caption>
          {head}
          <TableBody>
            {results[0]?.excursions.map((e, index) => (
              <TableRow key={e.excursion_id}>
                <TableCell component="th" scope="row">
                  {excursionNames.get(e.excursion_id) ?? e.excursion_id}
                </TableCell>
                {results.map((r) => {
                  const fill = r.excursions[index]!
                  return (
                    <TableCell key={r.policy}>
                      {words.fillCell(fill.placed, fill.capacity, fill.minimum)}
                      {fill.dropped && <Chip size="small" label={words.dropped} sx={{ ml: 1 }} />}
                      {fill.over_capacity && (
                        <Chip size="small" label={words.overCapacity} sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                  )
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {results
        .filter((r) => r.dropped_pins.length > 0)
        .map((r) => (
          // A pin is honoured unless its excursion does not run: the admin hears which.
          <Alert key={r.policy} severity="warning" sx={{ mb: 2 }}>
            {words.droppedPins(policyNames[r.policy])}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {r.dropped_pins.map((pin) => (
                <li key={pin.student_id}>
                  {words.droppedPin(
                    names.get(pin.student_id) ?? pin.student_id,
                    excursionNames.get(pin.excursion_id) ?? pin.excursion_id,
                    pin.reason,
                  )}
                </li>
              ))}
            </Box>
          </Alert>
        ))}
      {unplacedRows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <caption>{words.unplacedList}</caption>
            <ColumnHeads labels={[words.student, ...results.map((r) => policyNames[r.policy])]} />
            <TableBody>
              {unplacedRows.slice(0, UNPLACED_SHOWN).map(({ id, name, reasons }) => (
                <TableRow key={id}>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  {results.map((r) => (
                    <TableCell key={r.policy}>
                      {reasons.get(r.policy) ?? words.placedThere}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {unplacedRows.length > UNPLACED_SHOWN && (
                <TableRow>
                  <TableCell colSpan={results.length + 1}>
                    {words.more(unplacedRows.length - UNPLACED_SHOWN)}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  )
}
