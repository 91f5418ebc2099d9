import type { PDFFont } from 'pdf-lib'

/** What the app's PDFs share (pdf-lib, in the browser, each loaded only when asked). */

/** An A4 page in PDF points. */
export const A4 = { width: 595.28, height: 841.89 }

/** The standard fonts write WinAnsi only: other letters lose their accent, or become '?'. */
export function printable(text: string, font: PDFFont): string {
  return [...text]
    .map((ch) => {
      for (const candidate of [ch, ch.normalize('NFD').replace(/\p{M}/gu, '')])
        try {
          font.encodeText(candidate)
          return candidate
        } catch {
          // not in the font: try the next
        }
      return '?'
    })
    .join('')
}
