import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { A4, printable } from '@/lib/pdf'
import type { Fairness, PlacementSummary } from '~contract/schemas/rounds'
import { formatSchoolTime } from '~domain/window'
import type { ReportContext } from './components/fairness-report'
import { drawMessages } from './draw-messages'
import { policyNames } from '@/lib/rounds/messages'
import { balanceMoves, withoutConsentLines } from './fairness-lines'

/*
 * 'Exporteren als PDF': the fairness report for the school's records (pdf-lib, in the browser,
 * loaded only when asked). Plain lines on A4 pages, a new page when one is full.
 */

const words = drawMessages.fairness
const MARGIN = 48

/** Splits a line into lines that fit the page's width. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  return [...lines, line]
}

export async function fairnessPdf(
  results: readonly (PlacementSummary & { fairness: Fairness })[],
  names: ReadonlyMap<string, string>,
  excursionNames: ReadonlyMap<string, string>,
  context: ReportContext,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(words.pdfTitle(context.scopeLabel))
  doc.setLanguage('nl-NL')
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const width = A4.width - 2 * MARGIN
  let page: PDFPage = doc.addPage([A4.width, A4.height])
  let y = A4.height - MARGIN
  const write = (text: string, font = regular, size = 10, gap = 4, x = MARGIN) => {
    for (const line of wrap(printable(text, font), font, size, width - (x - MARGIN))) {
      if (y - size < MARGIN) {
        page = doc.addPage([A4.width, A4.height])
        y = A4.height - MARGIN
      }
      y -= size
      page.drawText(line, { x, y, size, font, color: rgb(0, 0, 0) })
      y -= gap
    }
  }
  write(words.pdfTitle(context.scopeLabel), bold, 16, 8)
  write(words.pdfMade(formatSchoolTime(new Date().toISOString())))
  write(
    context.publishedAt
      ? words.pdfPublished(formatSchoolTime(context.publishedAt))
      : words.pdfPreview,
  )
  write(words.pdfSeed(results[0]?.seed ?? null))
  if (context.commitment) write(words.pdfCommitment(context.commitment), regular, 9)
  for (const r of results) {
    y -= 10
    write(policyNames[r.policy], bold, 13, 6)
    write(words.pdfHistogram, bold, 10)
    const ranks = r.histogram.by_rank.map((n, i) => `${words.rank(i + 1)}: ${n}`)
    write(
      [
        ...ranks,
        `${words.pinned}: ${r.histogram.pinned}`,
        `${words.leftover}: ${r.histogram.leftover}`,
        `${words.unplaced}: ${r.histogram.unplaced}`,
      ].join(', '),
      regular,
      10,
      4,
      MARGIN + 12,
    )
    write(`${words.envy}: ${r.fairness.justified_envy}`, bold, 10)
    write(`${words.cancelled}:`, bold, 10)
    if (r.fairness.cancelled.length === 0) write(words.none, regular, 10, 4, MARGIN + 12)
    for (const c of r.fairness.cancelled)
      write(
        words.cancelledLine(
          excursionNames.get(c.excursion_id) ?? c.excursion_id,
          c.minimum,
          c.wished,
        ),
        regular,
        10,
        4,
        MARGIN + 12,
      )
    const withoutConsent = withoutConsentLines(r.fairness, excursionNames)
    if (withoutConsent.length) write(`${words.withoutConsent}:`, bold, 10)
    for (const line of withoutConsent) write(line, regular, 10, 4, MARGIN + 12)
    const moves = balanceMoves(r.fairness, names, excursionNames)
    if (moves.length) write(`${words.balanceMoved}:`, bold, 10)
    else if (r.fairness.balance_moved) write(words.balanceNoneMoved, bold, 10)
    for (const move of moves)
      write(
        words.balanceMovedLine(move.student, move.trip, move.reason),
        regular,
        9,
        3,
        MARGIN + 12,
      )
    write(words.perClass(policyNames[r.policy]), bold, 10)
    for (const c of r.fairness.per_class)
      write(
        `${c.class_name || words.noClass}: ${c.students} ${words.students.toLowerCase()}; ` +
          [
            ...c.by_rank.map((n, i) => `${words.rank(i + 1)} ${n}`),
            `${words.pinned.toLowerCase()} ${c.pinned}`,
            `${words.leftover.toLowerCase()} ${c.leftover}`,
            `${words.unplaced.toLowerCase()} ${c.unplaced}`,
            `gegronde afgunst ${c.justified_envy}`,
          ].join(', '),
        regular,
        9,
        3,
        MARGIN + 12,
      )
  }
  return doc.save()
}
