import {
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { ColumnHeads } from '@/components/column-heads'
import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { Alert } from '@/components/alert'
import type { Fairness, PlacementSummary } from '~contract/schemas/rounds'
import { drawMessages } from '../draw-messages'
import { policyNames } from '@/lib/rounds/messages'
import { saveFile } from './verification-export'
import { balanceMoves, withoutConsentLines } from '../fairness-lines'

const words = drawMessages.fairness
type Names = ReadonlyMap<string, string>

/** What the PDF says about the placement besides the figures. */
export interface ReportContext {
  scopeLabel: string
  scopeId: string
  /** Set once published. */
  publishedAt?: string
  commitment?: string
}

/**
 * The fairness report of a preview or a publication (server/placement/fairness.ts), policies side
 * by side: students with justified envy, the excursions cancelled for their minimum, the wishes
 * left out for want of a parent's consent, and per policy the ranks per class and the students
 * the balance moved, with the reason (issue 44). 'Exporteren als PDF' for the school's records (pdf-lib, loaded on
 * the press only).
 */
export function FairnessReport({
  results,
  names,
  excursionNames,
  context,
}: {
  results: PlacementSummary[]
  /** The students' names, for the students the balance moved. */
  names: Names
  excursionNames: Names
  context: ReportContext
}) {
  const headingId = useId()
  const shown = results.filter((r): r is PlacementSummary & { fairness: Fairness } => !!r.fairness)
  const pdf = useMutation({
    mutationFn: async () => {
      const { fairnessPdf } = await import('../fairness-pdf')
      const bytes = await fairnessPdf(shown, names, excursionNames, context)
      const day = new Date().toISOString().slice(0, 10)
      saveFile(
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
        words.pdfFileName(context.scopeId, day),
      )
    },
  })
  if (shown.length === 0) return null
  const cancelled = (f: Fairness) =>
    f.cancelled.length === 0
      ? words.none
      : f.cancelled
          .map((c) =>
            words.cancelledLine(
              excursionNames.get(c.excursion_id) ?? c.excursion_id,
              c.minimum,
              c.wished,
            ),
          )
          .join('; ')
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography
        id={headingId}
        variant="h4"
        component="h4"
        sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}
      >
        {words.heading}
      </Typography>
      <Box sx={{ overflowX: 'auto', mb: 2 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{words.policy}</TableCell>
              {shown.map((r) => (
                <TableCell key={r.policy} component="th" scope="col">
                  {policyNames[r.policy]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                {words.envy}
              </TableCell>
              {shown.map((r) => (
                <TableCell key={r.policy}>{r.fairness.justified_envy}</TableCell>
              ))}
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {words.cancelled}
              </TableCell>
              {shown.map((r) => (
                <TableCell key={r.policy}>{cancelled(r.fairness)}</TableCell>
              ))}
            </TableRow>
            {shown.some((r) => r.fairness.without_consent?.length) && (
              <TableRow>
                <TableCell component="th" scope="row">
                  {words.withoutConsent}
                </TableCell>
                {shown.map((r) => (
                  <TableCell key={r.policy}>
                    {withoutConsentLines(r.fairness, excursionNames).join('; ') || words.none}
                  </TableCell>
                ))}
              </TableRow>
            )}
            {shown.some((r) => r.fairness.balance_moved?.length) && (
              <TableRow>
                <TableCell component="th" scope="row">
                  {words.balanceMoved}
                </TableCell>
                {shown.map((r) => (
                  <TableCell key={r.policy}>{r.fairness.balance_moved?.length ?? 0}</TableCell>
                ))}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        {words.envyHelp}
      </Typography>
      {/* The balance moved nobody: said, not left to the reader to infer from a missing table. */}
      {shown.every((r) => r.fairness.balance_moved?.length === 0) && (
        <Typography sx={{ mb: 2 }}>{words.balanceNoneMoved}</Typography>
      )}
      {shown.map((r) => (
        <Box key={r.policy}>
          <ClassTable summary={r} />
          <BalanceTable summary={r} names={names} excursionNames={excursionNames} />
        </Box>
      ))}
      {pdf.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {drawMessages.failed(String((pdf.error as Error).message))}
        </Alert>
      )}
      <Button variant="outlined" loading={pdf.isPending} onClick={() => pdf.mutate()}>
        {words.pdf}
      </Button>
    </Box>
  )
}

function ClassTable({ summary }: { summary: PlacementSummary & { fairness: Fairness } }) {
  const ranks = Math.max(0, ...summary.fairness.per_class.map((c) => c.by_rank.length))
  return (
    <Box sx={{ overflowX: 'auto', mb: 2 }}>
      <Table size="small">
        <caption>{words.perClass(policyNames[summary.policy])}</caption>
        <ColumnHeads
          labels={[
            words.className,
            words.students,
            ...Array.from({ length: ranks }, (_, r) => words.rank(r + 1)),
            words.pinned,
            words.leftover,
            words.unplaced,
            words.envy,
          ]}
        />
        <TableBody>
          {summary.fairness.per_class.map((c) => (
            <TableRow key={c.class_name}>
              <TableCell component="th" scope="row">
                {c.class_name || words.noClass}
              </TableCell>
              <TableCell>{c.students}</TableCell>
              {Array.from({ length: ranks }, (_, i) => (
                <TableCell key={i}>{c.by_rank[i] ?? 0}</TableCell>
              ))}
              <TableCell>{c.pinned}</TableCell>
              <TableCell>{c.leftover}</TableCell>
              <TableCell>{c.unplaced}</TableCell>
              <TableCell>{c.justified_envy}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

/** The students one policy's balance moved (issue 44), each with the trip and the reason. */
function BalanceTable({
  summary,
  names,
  excursionNames,
}: {
  summary: PlacementSummary & { fairness: Fairness }
  names: Names
  excursionNames: Names
}) {
  const moves = balanceMoves(summary.fairness, names, excursionNames)
  if (moves.length === 0) return null
  return (
    <Box sx={{ overflowX: 'auto', mb: 2 }}>
      <Table size="small">
        <caption>{words.balanceMovedCaption(policyNames[summary.policy])}</caption>
        <ColumnHeads labels={[words.student, words.trip, words.reason]} />
        <TableBody>
          {moves.map((move) => (
            <TableRow key={`${move.student}|${move.trip}`}>
              <TableCell component="th" scope="row">
                {move.student}
              </TableCell>
              <TableCell>{move.trip}</TableCell>
              <TableCell>{move.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}
