import { describe, expect, it } from 'vitest'
import { decodeCsv, exportFileName, parseCsv, parseCsvRecords, toCsv } from './csv'

describe('toCsv', () => {
  it('writes semicolons, a BOM, CRLF and quotes only where needed', () => {
    const text = toCsv(
      ['Naam', 'Opmerking'],
      [
        ['Zoë "Zo" de Vries', 'a;b'],
        ['Çelik', 'regel 1\nregel 2'],
        ['Jansen', ''],
      ],
    )
    expect(text).toBe(
      '\uFEFFNaam;Opmerking\r\n"Zoë ""Zo"" de Vries";"a;b"\r\nÇelik;"regel 1\nregel 2"\r\nJansen;\r\n',
    )
    const bytes = new TextEncoder().encode(text)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('keeps numbers and phone numbers as they are but defuses formulas', () => {
    expect(
      toCsv(['a', 'b', 'c', 'd', 'e'], [['+31612345678', '-3', '=1+1', '@SUM(A1)', '-2+3+cmd|x']]),
    ).toBe("\uFEFFa;b;c;d;e\r\n+31612345678;-3;'=1+1;'@SUM(A1);'-2+3+cmd|x\r\n")
  })

  it('writes empty for null and undefined, and booleans and numbers as text', () => {
    expect(toCsv(['x'], [[null], [undefined], [true], [3]])).toBe(
      '\uFEFFx\r\n\r\n\r\ntrue\r\n3\r\n',
    )
  })
})

describe('parseCsv', () => {
  it('reads semicolon files with a BOM and CRLF', () => {
    expect(parseCsv('\uFEFFnummer;naam\r\n300001;Zoë\r\n')).toEqual([
      ['nummer', 'naam'],
      ['300001', 'Zoë'],
    ])
  })

  it('reads comma files without a BOM and LF, skipping empty lines', () => {
    expect(parseCsv('nummer,naam\n\n300001,Inès\n  \n300002,Joël\n')).toEqual([
      ['nummer', 'naam'],
      ['300001', 'Inès'],
      ['300002', 'Joël'],
    ])
  })

  it('reads quoted fields with separators, doubled quotes and line ends', () => {
    expect(parseCsv('a;b\r\n"x;y";"he said ""hoi"""\r\n"twee\r\nregels";z')).toEqual([
      ['a', 'b'],
      ['x;y', 'he said "hoi"'],
      ['twee\r\nregels', 'z'],
    ])
  })

  it('picks the separator from the header, ignoring what is quoted', () => {
    expect(parseCsv('"a;b",c\n1,2')).toEqual([
      ['a;b', 'c'],
      ['1', '2'],
    ])
  })

  it('reads what toCsv writes', () => {
    const rows = [['Zoë "Zo"', 'a;b', 'x\ny', 'É']]
    expect(parseCsv(toCsv(['k1', 'k2', 'k3', 'k4'], rows))).toEqual([
      ['k1', 'k2', 'k3', 'k4'],
      ...rows,
    ])
  })
})

describe('parseCsv with a class list', () => {
  it('keeps Dutch accents and skips lines of empty fields', () => {
    expect(
      parseCsv(
        '\uFEFFnummer;voornaam;achternaam\r\n300001;Zoë;Öztürk\r\n;;\r\n\r\n300002;Chloë;Çelik\r\n',
      ),
    ).toEqual([
      ['nummer', 'voornaam', 'achternaam'],
      ['300001', 'Zoë', 'Öztürk'],
      ['300002', 'Chloë', 'Çelik'],
    ])
  })

  it('trims fields and keeps a comma inside quotes in a comma file', () => {
    expect(parseCsv('naam , mentor\n" Jansen, D. " , A. Mulder\n')).toEqual([
      ['naam', 'mentor'],
      ['Jansen, D.', 'A. Mulder'],
    ])
  })
})

describe('parseCsvRecords: the file’s own line numbers', () => {
  it('counts blank lines, CRLF, lone CR and line ends inside quotes', () => {
    const text = 'a;b\r\n\r\n1;x\r\n"twee\r\nregels";y\n\n  \n3;z\r4;w'
    expect(parseCsvRecords(text)).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['1', 'x'] },
      { line: 4, fields: ['twee\r\nregels', 'y'] },
      { line: 8, fields: ['3', 'z'] },
      { line: 9, fields: ['4', 'w'] },
    ])
  })
})

describe('decodeCsv', () => {
  it('reads valid UTF-8, with or without a byte-order mark', () => {
    const utf8 = new TextEncoder().encode('naam\nZoë Çelik\n')
    expect(decodeCsv(utf8)).toEqual({ text: 'naam\nZoë Çelik\n', encoding: 'UTF-8' })
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])
    expect(decodeCsv(withBom).encoding).toBe('UTF-8')
    expect(parseCsv(decodeCsv(withBom).text)).toEqual([['naam'], ['Zoë Çelik']])
  })

  it('reads what is not valid UTF-8 as Windows-1252 (Dutch Excel’s CSV)', () => {
    // 'Zoë;Çelik;€;Š“”' as Excel writes it: ë = EB, Ç = C7, € = 80, Š = 8A, “ = 93, ” = 94.
    const bytes = new Uint8Array([
      0x5a, 0x6f, 0xeb, 0x3b, 0xc7, 0x65, 0x6c, 0x69, 0x6b, 0x3b, 0x80, 0x3b, 0x8a, 0x93, 0x94,
    ])
    expect(decodeCsv(bytes)).toEqual({ text: 'Zoë;Çelik;€;Š“”', encoding: 'Windows-1252' })
  })
})

it('names the export after the page and the day', () => {
  expect(exportFileName('x-week_inschrijvingen', new Date(2026, 10, 2))).toBe(
    'x-week_inschrijvingen_2026-11-02.csv',
  )
})
