import { useEffect, useState } from 'react'
import { useActivationCodes } from '@/lib/accounts/api'

/**
 * `Inlogcodes afdrukken` (and 'Nieuw wachtwoord' for one student): the server makes a one-time
 * code per account, the PDF is made here (pdf-lib, loaded only then) and offered as a download.
 */
export function useCodesPdf() {
  const codes = useActivationCodes()
  const [pdf, setPdf] = useState<{ url: string; count: number } | null>(null)
  // The codes are secrets: the PDF's address goes with the dialog.
  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf.url)), [pdf])
  const make = async (ids: string[]) => {
    const [answer, { codesPdf }] = await Promise.all([
      codes.mutateAsync(ids),
      import('../codes-pdf'),
    ])
    const bytes = await codesPdf(answer.letters, answer.app_url)
    const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })
    setPdf({ url: URL.createObjectURL(blob), count: answer.letters.length })
  }
  return { pdf, make, fileName: `inlogcodes-${new Date().toISOString().slice(0, 10)}.pdf` }
}
