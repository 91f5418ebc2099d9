import type { ReactNode } from 'react'
import { dutchDateTime } from '~domain/dates'
import { adminMessages } from '~domain/messages/admin'
import { findScope, type ScopeInfo } from '~domain/scopes'
import { searchable, type TableColumn, type TableSort } from '@/components/data-table/columns'
import type { Excursion } from '~contract/schemas/excursions'
import type { Profile } from '~domain/profile'
import type { OverviewSearch } from './overview-search'
import type { Subscription } from '~contract/schemas/subscriptions'
import type { Consent } from '~contract/schemas/consent'
import { CONSENT_STATE_LABELS, needsConsent, type ConsentState } from '~domain/consent'

export { overviewSearchSchema, type OverviewSearch } from './overview-search'

/**
 * The admin's subscription overview: its URL search params, its rows (subscriptions joined with
 * profiles and excursions), the filters, the per-excursion summary and the columns that the grid
 * shows and the CSV export writes. Pure, so 10,000 rows are tested and measured without a screen.
 */

export type OverviewRow = {
  id: string
  studentNumber: string
  name: string
  mentor: string
  excursionId: string
  excursion: string
  scope: string
  preference: number
  /** ISO time, for sorting; shown and exported as Dutch date and time (dutchDateTime). */
  timestamp: string
  /** Holds a place (docs/rounds.md): in a first-come round every subscription does. */
  placed: boolean
  payed: boolean
  /** A parent's consent (issue 44): its state, 'missing' (not asked yet) or 'none' (not needed). */
  consent: ConsentState | 'missing' | 'none'
  /** Number and name, folded for searching. */
  haystack: string
}

/** The consent column's text: the state, or that none is needed. */
const consentLabel = (consent: OverviewRow['consent']) =>
  consent === 'none' ? 'Niet nodig' : CONSENT_STATE_LABELS[consent]

export function fullName(p: Pick<Profile, 'first_name' | 'last_name_prefix' | 'last_name'>) {
  return [p.first_name, p.last_name_prefix, p.last_name].filter(Boolean).join(' ')
}

type Student = Pick<OverviewRow, 'studentNumber' | 'name' | 'mentor' | 'haystack'>
const noStudent: Student = { studentNumber: '', name: '', mentor: '', haystack: '' }

// The students of one profiles answer, computed once: a paid toggle rebuilds the rows from the
// same profiles without folding 3,000 names again.
const studentsOf = new WeakMap<readonly Profile[], Map<string | undefined, Student>>()
function students(profiles: readonly Profile[]) {
  let known = studentsOf.get(profiles)
  if (!known) {
    known = new Map()
    for (const p of profiles) {
      const studentNumber = p.number || p.login_id || ''
      const name = fullName(p)
      known.set(p.user_id, {
        studentNumber,
        name,
        mentor: p.grade ?? '',
        haystack: searchable(`${studentNumber} ${name}`),
      })
    }
    studentsOf.set(profiles, known)
  }
  return known
}

/** One row per subscription of an excursion in `scopes`. */
export function buildOverviewRows(
  subscriptions: readonly Subscription[],
  excursions: readonly Excursion[],
  profiles: readonly Profile[],
  scopes: readonly ScopeInfo[],
  consents: readonly Pick<Consent, 'student_id' | 'excursion_id' | 'state'>[] = [],
): OverviewRow[] {
  const scopeIds = new Set(scopes.map((s) => s.id))
  const bdays = new Map(profiles.map((p) => [p.user_id, p.bday]))
  const consentOf = new Map(consents.map((c) => [`${c.student_id}|${c.excursion_id}`, c.state]))
  const excursionById = new Map(
    excursions.filter((e) => scopeIds.has(e.scope)).map((e) => [e._id, e]),
  )
  const studentByUser = students(profiles)
  const rows: OverviewRow[] = []
  for (const sub of subscriptions) {
    const excursion = excursionById.get(sub.excursion_id)
    if (!excursion) continue
    rows.push({
      ...(studentByUser.get(sub.student_id) ?? noStudent),
      id: sub._id,
      excursionId: excursion._id,
      excursion: excursion.name,
      scope: findScope(excursion.scope)?.label ?? excursion.scope,
      preference: sub.preference,
      timestamp: sub.timestamp,
      placed: sub.placed,
      payed: sub.payed,
      consent: needsConsent(excursion, bdays.get(sub.student_id))
        ? (consentOf.get(`${sub.student_id}|${excursion._id}`) ?? 'missing')
        : 'none',
    })
  }
  return rows
}

/** The rows that pass the search params' filters (text ignores case and accents). */
export function filterOverviewRows(
  rows: readonly OverviewRow[],
  search: OverviewSearch,
): OverviewRow[] {
  const needle = searchable(search.q?.trim() ?? '')
  return rows.filter(
    (r) =>
      (!search.excursion || r.excursionId === search.excursion) &&
      (!search.mentor || r.mentor === search.mentor) &&
      (!search.first || r.preference === 1) &&
      (search.placed === undefined || r.placed === search.placed) &&
      (!search.consent || r.consent === search.consent) &&
      (needle === '' || r.haystack.includes(needle)),
  )
}

export function overviewSort(search: OverviewSearch): TableSort | undefined {
  return search.sort ? { field: search.sort, direction: search.dir ?? 'asc' } : undefined
}

/** The mentors that occur, in Dutch order, for the filter. */
export function mentorsOf(rows: readonly OverviewRow[]): string[] {
  return [...new Set(rows.map((r) => r.mentor).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, 'nl'),
  )
}

export type ExcursionSummary = {
  excursion: Excursion
  count: number
  firstChoices: number
  payed: number
}

/** Counts per excursion of the page's scopes (all rows, not only the filtered ones). */
export function summarize(
  rows: readonly OverviewRow[],
  excursions: readonly Excursion[],
  scopes: readonly ScopeInfo[],
): ExcursionSummary[] {
  const scopeIds = new Set(scopes.map((s) => s.id))
  const byId = new Map<string, ExcursionSummary>()
  for (const excursion of excursions)
    if (scopeIds.has(excursion.scope))
      byId.set(excursion._id, { excursion, count: 0, firstChoices: 0, payed: 0 })
  for (const row of rows) {
    const summary = byId.get(row.excursionId)
    if (!summary) continue
    summary.count++
    if (row.preference === 1) summary.firstChoices++
    if (row.payed) summary.payed++
  }
  return [...byId.values()].sort((a, b) => a.excursion.name.localeCompare(b.excursion.name, 'nl'))
}

const words = adminMessages.overview.columns

/**
 * The overview's columns, once for the grid and the export. The scope column shows only where
 * the page covers more than one scope; the paid switch and the actions are the grid's cells.
 */
export function overviewColumns(
  scopes: readonly ScopeInfo[],
  cells: { paid?: (row: OverviewRow) => ReactNode; actions?: (row: OverviewRow) => ReactNode } = {},
): TableColumn<OverviewRow>[] {
  // Name and excursion as wide as their longest text (a very long one wraps); the rest narrow,
  // wrapping onto a second line, so a 1366 px screen shows every column whole.
  const columns: TableColumn<OverviewRow>[] = [
    { field: 'number', header: words.number, value: (r) => r.studentNumber, width: 125 },
    {
      field: 'name',
      header: words.name,
      value: (r) => r.name,
      fit: true,
      maxWidth: 190,
      wrap: true,
    },
    { field: 'mentor', header: words.mentor, value: (r) => r.mentor, width: 95, wrap: true },
    {
      field: 'excursion',
      header: words.excursion,
      value: (r) => r.excursion,
      fit: true,
      maxWidth: 184,
      wrap: true,
    },
  ]
  if (scopes.length > 1)
    columns.push({
      field: 'scope',
      header: words.scope,
      value: (r) => r.scope,
      width: 132,
      wrap: true,
    })
  columns.push(
    { field: 'preference', header: words.preference, value: (r) => r.preference, width: 80 },
    {
      field: 'timestamp',
      header: words.timestamp,
      value: (r) => r.timestamp,
      // Formatted when shown (one page) or exported, not for every row up front.
      text: (r) => dutchDateTime(r.timestamp),
      width: 111,
      wrap: true,
    },
    { field: 'placed', header: words.placed, value: (r) => r.placed, width: 88 },
    { field: 'paid', header: words.paid, value: (r) => r.payed, render: cells.paid, width: 72 },
    {
      field: 'consent',
      header: words.consent,
      value: (r) => consentLabel(r.consent),
      width: 120,
      wrap: true,
    },
  )
  if (cells.actions)
    columns.push({
      field: 'actions',
      header: words.actions,
      value: () => null,
      render: cells.actions,
      sortable: false,
      exported: false,
      width: 62,
    })
  return columns
}
