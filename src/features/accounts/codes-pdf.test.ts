import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { activationCodes, saveAccount } from '@/lib/accounts/api'
import { signIn } from '@/test/render-app'
import { codesPdf } from './codes-pdf'

// `Inlogcodes afdrukken` (issue 42): the codes are handed out class by class, so the PDF is in
// class order, then last name, then first name, and each block names the student's class. The
// order is the server's (the demo backend runs the same rules).

const students = [
  { number: '830001', first_name: 'Zoë', last_name_prefix: '', last_name: 'Bakker', grade: '10A' },
  { number: '830002', first_name: 'Anna', last_name_prefix: 'van', last_name: 'Dijk', grade: '2B' },
  { number: '830003', first_name: 'Bram', last_name_prefix: '', last_name: 'Dijk', grade: '2B' },
  { number: '830004', first_name: 'Cas', last_name_prefix: 'de', last_name: 'Boer', grade: '2B' },
  { number: '830005', first_name: 'Daan', last_name_prefix: '', last_name: 'Aalders', grade: '' },
  { number: '830006', first_name: 'Eva', last_name_prefix: '', last_name: 'Smit', grade: '2A' },
]

describe('the printed codes PDF', () => {
  it('is sorted by class, then last name, then first name, and shows each class', async () => {
    await signIn('admin@scalda.nl')
    const ids = new Map<string, string>()
    for (const s of students) {
      const added = await saveAccount({
        role: 'student',
        ...s,
        email: `${s.number}@student.scalda.nl`,
        hours: 20,
      })
      ids.set(s.number, (added as { user_id: string }).user_id)
    }
    // Asked in the order the admin ticked them (any order).
    const asked = ['830003', '830005', '830001', '830006', '830004', '830002']
    const { letters, app_url } = await activationCodes(asked.map((n) => ids.get(n)!))
    const pdf = await getDocumentProxy(await codesPdf(letters, app_url))
    const { text } = await extractText(pdf, { mergePages: true })
    const order = [...text.matchAll(/Studentnummer: (\d{6})/g)].map((m) => m[1])
    // 2A, then 2B by last name (Boer, Dijk, Dijk: Anna before Bram), then 10A; no class last.
    expect(order).toEqual(['830006', '830004', '830002', '830003', '830001', '830005'])
    expect(text).toContain('Cas de Boer')
    expect(text).toContain('Klas (Mentor/Coach): 2B')
    expect(text).toContain('Klas (Mentor/Coach): 10A')
    expect(text.match(/Klas \(Mentor\/Coach\)/g)).toHaveLength(5)
  })
})
