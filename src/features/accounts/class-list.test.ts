import { describe, expect, it } from 'vitest'
import { adminMessages } from '~domain/messages/admin'
import { messages } from '~domain/messages/general'
import { existingKey, failedRowsCsv, readClassList } from './class-list'
import { parseCsv } from '@/lib/csv'

const none = { has: () => false }
const existing = (...keys: string[]) => {
  const set = new Set(keys.map(existingKey))
  return { has: (k: string) => set.has(k) }
}

describe('readClassList', () => {
  it('finds Dutch headers in any case, with a BOM, semicolons and accents', () => {
    const list = readClassList(
      '\uFEFFStudentnummer;Voornaam;Tussenvoegsel;Achternaam;E-mailadres;Mentor/Coach;Telefoon\r\n' +
        '300900;Zoë;van der;Çelik;300900@student.scalda.nl;A. Mulder;+31612345678\r\n',
      none,
    )
    expect(list).toEqual({
      ok: true,
      rows: [
        expect.objectContaining({
          line: 2,
          status: 'valid',
          account: expect.objectContaining({
            number: '300900',
            first_name: 'Zoë',
            last_name_prefix: 'van der',
            last_name: 'Çelik',
            email: '300900@student.scalda.nl',
            grade: 'A. Mulder',
            phone: '+31612345678',
            role: 'student',
            hours: 20,
          }),
        }),
      ],
    })
  })

  it('accepts English headers with commas, in another order, without prefix and phone', () => {
    const list = readClassList(
      'Email,Last name,First name,Student number,Mentor\n300901@student.scalda.nl,Smit,Inès,300901,J. de Boer\n',
      none,
    )
    expect(list.ok && list.rows[0]).toMatchObject({
      status: 'valid',
      account: { first_name: 'Inès', last_name: 'Smit', last_name_prefix: '', phone: '' },
    })
  })

  it('numbers rows by the file’s own lines: blank lines and line breaks in quotes count', () => {
    const list = readClassList(
      [
        '',
        'nummer;voornaam;achternaam;email;mentor',
        '300905;Anna;Bos;300905@student.scalda.nl;M. Bakker',
        '',
        '300906;"Bram',
        'Jan";Kok;300906@student.scalda.nl;M. Bakker',
        '300906;Cas;Kok;300906@student.scalda.nl;M. Bakker',
      ].join('\r\n'),
      none,
    )
    if (!list.ok) throw new Error(list.error)
    expect(list.rows.map((r) => [r.line, r.status, r.reason])).toEqual([
      [3, 'valid', ''],
      [5, 'valid', ''],
      [7, 'invalid', adminMessages.classList.duplicateInFile(5)],
    ])
  })

  it('names the columns that are missing', () => {
    expect(readClassList('Voornaam;Achternaam\nA;B\n', none)).toEqual({
      ok: false,
      error: adminMessages.classList.missingColumns(['Studentnummer', 'E-mail', 'Mentor/Coach']),
    })
    expect(readClassList('Voornaam;Achternaam\n', none)).toEqual({
      ok: false,
      error: adminMessages.classList.empty,
    })
  })

  it('checks each row with the add form rules and marks existing and repeated rows', () => {
    const list = readClassList(
      [
        'nummer;voornaam;achternaam;email;mentor',
        '300902;Anna;Bos;anna@gmail.com;M. Bakker',
        '30090;Bram;;300903@student.scalda.nl;',
        '654321;Daan;Jansen;654321@student.scalda.nl;M. Bakker',
        '300904;Evi;Kok;300904@student.scalda.nl;M. Bakker',
        '300904;Evi;Kok;evi@student.scalda.nl;M. Bakker',
      ].join('\n'),
      existing('654321'),
    )
    if (!list.ok) throw new Error(list.error)
    expect(list.rows.map((r) => [r.line, r.status, r.reason])).toEqual([
      [2, 'invalid', messages.auth.invalidLoginId],
      [
        3,
        'invalid',
        [
          adminMessages.accounts.numberInvalid,
          adminMessages.accounts.gradeRequired,
          adminMessages.accounts.lastNameRequired,
        ].join('; '),
      ],
      [4, 'existing', adminMessages.classList.statusExisting],
      [5, 'valid', ''],
      [6, 'invalid', adminMessages.classList.duplicateInFile(5)],
    ])
  })
})

it('failedRowsCsv writes the rows in the import format with their reason, readable again', () => {
  const list = readClassList(
    'nummer;voornaam;achternaam;email;mentor\n30090;Joël;Bos;x@scalda.nl;M. Bakker\n',
    none,
  )
  if (!list.ok) throw new Error(list.error)
  const csv = failedRowsCsv([{ row: list.rows[0]!, reason: 'Fout' }])
  expect(parseCsv(csv)).toEqual([
    [
      'Studentnummer',
      'Voornaam',
      'Tussenvoegsel',
      'Achternaam',
      'E-mail',
      'Mentor/Coach',
      'Telefoon',
      'Reden',
    ],
    ['30090', 'Joël', '', 'Bos', 'x@scalda.nl', 'M. Bakker', '', 'Fout'],
  ])
  expect(readClassList(csv, none).ok).toBe(true)
})
