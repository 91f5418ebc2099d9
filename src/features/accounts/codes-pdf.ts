import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib'
import { A4, printable } from '@/lib/pdf'
import type { CodeLetter } from '~contract/schemas/activation'

/*
 * `Inlogcodes afdrukken`: one A4 page holds eight blocks to cut apart, one student each, with the
 * name, the student number, the class, the app's address and the one-time code, in the server's
 * order (per class, by last name, then first name: handed out class by class) (pdf-lib, in the browser:
 * the codes never leave the admin's machine again after the server answered them).
 */

const MARGIN = 28
const COLUMNS = 2
const ROWS = 4
const PADDING = 16

const dutchDate = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  })
    .format(new Date(iso))
    .replace(/\//g, '-')

/** The PDF of the code letters, eight to a page. */
export async function codesPdf(
  letters: readonly CodeLetter[],
  appUrl: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle('Inlogcodes X-Week Scalda')
  doc.setLanguage('nl-NL')
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const mono = await doc.embedFont(StandardFonts.CourierBold)
  const address = `${appUrl.replace(/\/$/, '')}/account-activeren`
  const blockWidth = (A4.width - 2 * MARGIN) / COLUMNS
  const blockHeight = (A4.height - 2 * MARGIN) / ROWS
  const textWidth = blockWidth - 2 * PADDING

  /** A line that fits its block: smaller type for a long address. */
  const fitted = (text: string, font: PDFFont, size: number) => {
    const line = printable(text, font)
    let s = size
    while (s > 6 && font.widthOfTextAtSize(line, s) > textWidth) s -= 0.5
    return { line, size: s }
  }

  letters.forEach((letter, i) => {
    const slot = i % (COLUMNS * ROWS)
    if (slot === 0) doc.addPage([A4.width, A4.height])
    const page = doc.getPage(doc.getPageCount() - 1)
    const x = MARGIN + (slot % COLUMNS) * blockWidth
    const top = A4.height - MARGIN - Math.floor(slot / COLUMNS) * blockHeight
    page.drawRectangle({
      x,
      y: top - blockHeight,
      width: blockWidth,
      height: blockHeight,
      borderColor: rgb(0.6, 0.6, 0.6),
      borderWidth: 0.75,
      borderDashArray: [4, 3],
    })
    let y = top - PADDING
    const write = (text: string, font: PDFFont, size: number, gap = 6) => {
      const { line, size: s } = fitted(text, font, size)
      y -= s
      page.drawText(line, { x: x + PADDING, y, size: s, font, color: rgb(0, 0, 0) })
      y -= gap
    }
    write('X-Week Scalda: je account activeren', bold, 11, 10)
    write(letter.name || letter.number, bold, 13)
    write(`Studentnummer: ${letter.number}`, regular, 10, letter.grade ? 4 : 10)
    if (letter.grade) write(`Klas (Mentor/Coach): ${letter.grade}`, regular, 10, 10)
    write('Ga naar:', regular, 9, 3)
    write(address, bold, 10, 10)
    write('Inlogcode:', regular, 9, 3)
    write(letter.code, mono, 18, 10)
    write(
      `Geldig tot en met ${dutchDate(letter.expires_at)}; de code werkt één keer.`,
      regular,
      8,
      3,
    )
    write('Vul daar je studentnummer en deze code in en kies een wachtwoord.', regular, 8, 0)
  })
  return doc.save()
}
