// The check of a verification file (verify-file.ts): recomputes the placement from the file alone.
import { placeExact } from './mip.ts'
import { compareIds } from './lottery.ts'
import { inputOf, seedCommitment, VERIFY_FORMAT, type VerificationFile } from './verify-file.ts'

export type Verdict = { identical: true; text: 'identiek' } | { identical: false; text: string }

/** Recomputes the placement from the file alone and compares it with the file's outcome. */
export async function verify(file: VerificationFile): Promise<Verdict> {
  const differ = (text: string): Verdict => ({ identical: false, text })
  if (file.format !== VERIFY_FORMAT) return differ(`onbekend formaat: ${String(file.format)}`)
  if ((await seedCommitment(file.seed, file.nonce)) !== file.commitment)
    return differ('de seed en nonce passen niet bij de vooraf getoonde SHA-256')
  const result = await placeExact(inputOf(file))
  const show = (x: string | null | undefined) => (x === null || x === undefined ? 'geen plaats' : x)
  for (const s of result.students) {
    const written = file.placement[s.studentId]
    if (written !== s.excursionId)
      return differ(
        `eerste verschil: leerling ${s.studentId} staat in het bestand op ${show(written)}, ` +
          `herberekend op ${show(s.excursionId)}`,
      )
  }
  const extra = Object.keys(file.placement).find(
    (id) => !result.students.some((s) => s.studentId === id),
  )
  if (extra !== undefined)
    return differ(`eerste verschil: leerling ${extra} bestaat niet in de invoer`)
  const cancelled = [...result.droppedExcursions].sort(compareIds).join(', ')
  if ([...file.cancelled].sort(compareIds).join(', ') !== cancelled)
    return differ(
      `eerste verschil: geannuleerd volgens het bestand: ${file.cancelled.join(', ') || 'geen'}, ` +
        `herberekend: ${cancelled || 'geen'}`,
    )
  return { identical: true, text: 'identiek' }
}
