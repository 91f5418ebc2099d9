import { parseCsvRecords, toCsv } from '@/lib/csv'
import { adminMessages } from '~domain/messages/admin'
import { searchable } from '@/components/data-table/columns'
import {
  DEFAULT_POINTS_TARGET,
  studentFormSchema,
  type StudentForm,
} from '~contract/schemas/accounts'

/** The columns of a class list and the header names accepted for each, in Dutch and English. */
export const CLASS_LIST_COLUMNS = {
  number: {
    label: 'Studentnummer',
    required: true,
    headers: [
      'studentnummer',
      'studentnr',
      'leerlingnummer',
      'leerlingnr',
      'stamnummer',
      'stamnr',
      'nummer',
      'student number',
      'student_number',
      'student id',
      'number',
    ],
  },
  first_name: {
    label: 'Voornaam',
    required: true,
    headers: ['voornaam', 'roepnaam', 'first name', 'firstname', 'first_name', 'given name'],
  },
  last_name_prefix: {
    label: 'Tussenvoegsel',
    required: false,
    headers: [
      'tussenvoegsel',
      'tussenvoegsels',
      'voorvoegsel',
      'prefix',
      'last_name_prefix',
      'infix',
    ],
  },
  last_name: {
    label: 'Achternaam',
    required: true,
    headers: ['achternaam', 'last name', 'lastname', 'last_name', 'surname', 'family name'],
  },
  email: {
    label: 'E-mail',
    required: true,
    headers: [
      'e-mail',
      'email',
      'e-mailadres',
      'emailadres',
      'mail',
      'email address',
      'e-mail address',
    ],
  },
  grade: {
    label: 'Mentor/Coach',
    required: true,
    headers: ['mentor/coach', 'mentor', 'coach', 'slb', 'slber', 'grade'],
  },
  phone: {
    label: 'Telefoon',
    required: false,
    headers: [
      'telefoon',
      'telefoonnummer',
      'mobiel',
      'mobiel nummer',
      'phone',
      'phone number',
      'mobile',
      'tel',
    ],
  },
} as const

export type ClassListField = keyof typeof CLASS_LIST_COLUMNS
const FIELDS = Object.keys(CLASS_LIST_COLUMNS) as ClassListField[]

/** Header text compared without case, accents, spaces or punctuation ('E-mail' = 'email'). */
const headerKey = (text: string) => searchable(text).replace(/[^a-z0-9]/g, '')

const fieldByHeader = new Map(
  FIELDS.flatMap((field) => CLASS_LIST_COLUMNS[field].headers.map((h) => [headerKey(h), field])),
)

export type ClassListRow = {
  /** The line of the file the row starts on, as an editor numbers it (blank lines count). */
  line: number
  values: Record<ClassListField, string>
  status: 'valid' | 'existing' | 'invalid'
  /** Why the row is invalid or skipped. */
  reason: string
  /** The account to add, for valid rows. */
  account: StudentForm | null
}

export type ClassList = { ok: true; rows: ClassListRow[] } | { ok: false; error: string }

/** What the import compares rows with: the e-mail addresses, login ids and student numbers in use. */
export type ExistingAccounts = { has: (key: string) => boolean }

export const existingKey = (value: string) => value.trim().toLowerCase()

/**
 * Reads a class list: finds the columns by their headers, checks each row with the add form's
 * rules, and marks rows that match an existing account (by e-mail or student number) as skipped
 * and repeated rows as invalid.
 */
export function readClassList(text: string, existing: ExistingAccounts): ClassList {
  const [headerRecord, ...body] = parseCsvRecords(text)
  const header = headerRecord?.fields
  if (!header || body.length === 0) return { ok: false, error: adminMessages.classList.empty }
  const index = new Map<ClassListField, number>()
  header.forEach((name, i) => {
    const field = fieldByHeader.get(headerKey(name))
    if (field && !index.has(field)) index.set(field, i)
  })
  const missing = FIELDS.filter((f) => CLASS_LIST_COLUMNS[f].required && !index.has(f))
  if (missing.length > 0)
    return {
      ok: false,
      error: adminMessages.classList.missingColumns(
        missing.map((f) => CLASS_LIST_COLUMNS[f].label),
      ),
    }

  const seen = new Map<string, number>()
  const rows = body.map(({ line, fields: cells }): ClassListRow => {
    const values = Object.fromEntries(
      FIELDS.map((f) => [f, index.has(f) ? (cells[index.get(f)!] ?? '') : '']),
    ) as Record<ClassListField, string>
    const parsed = studentFormSchema.safeParse({
      ...values,
      role: 'student',
      hours: DEFAULT_POINTS_TARGET,
    })
    if (!parsed.success) {
      const reason = [...new Set(parsed.error.issues.map((issue) => issue.message))].join('; ')
      return { line, values, status: 'invalid', reason, account: null }
    }
    const keys = [existingKey(parsed.data.email), existingKey(parsed.data.number)]
    if (keys.some((k) => existing.has(k)))
      return {
        line,
        values,
        status: 'existing',
        reason: adminMessages.classList.statusExisting,
        account: null,
      }
    const earlier = keys.map((k) => seen.get(k)).find((l) => l !== undefined)
    if (earlier !== undefined)
      return {
        line,
        values,
        status: 'invalid',
        reason: adminMessages.classList.duplicateInFile(earlier),
        account: null,
      }
    for (const k of keys) seen.set(k, line)
    return { line, values, status: 'valid', reason: '', account: parsed.data }
  })
  return { ok: true, rows }
}

/** Rows that did not make it, as a CSV the import reads again once they are fixed (plus the reason). */
export function failedRowsCsv(rows: readonly { row: ClassListRow; reason: string }[]): string {
  return toCsv(
    [...FIELDS.map((f) => CLASS_LIST_COLUMNS[f].label), adminMessages.classList.reasonColumn],
    rows.map(({ row, reason }) => [...FIELDS.map((f) => row.values[f]), reason]),
  )
}
