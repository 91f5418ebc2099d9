import type { ReactNode } from 'react'
import { dayjs } from '~domain/dates'
import { findScope } from '~domain/scopes'
import type { TableColumn } from '@/components/data-table/columns'
import { roleLabel } from '@/lib/accounts/role-label'
import { fullName } from '~domain/profile'
import { documentTypeLabels, genderLabels } from '@/lib/profile/labels'
import type { Excursion } from '~contract/schemas/excursions'
import type { Profile } from '~domain/profile'
import type { Subscription } from '~contract/schemas/subscriptions'
import { dutchDateTime } from '~domain/dates'
import { auditMessages as words } from './messages'
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, type AuditEntry, type AuditQuery } from './schemas'
import type { AuditSearch } from './search'

/** The API's query for the URL's filters: whole days, from the start of `from` to the end of `to`. */
export function toAuditQuery(search: AuditSearch): AuditQuery {
  const day = (text: string | undefined, edge: 'start' | 'end') => {
    if (!text) return undefined
    const d = dayjs(text, 'YYYY-MM-DD', true)
    if (!d.isValid()) return undefined
    return (edge === 'start' ? d.startOf('day') : d.endOf('day')).toISOString()
  }
  const text = (value: string | undefined) => value?.trim() || undefined
  return {
    actor: text(search.actor),
    action: text(search.action),
    record_type: text(search.record_type),
    record_id: text(search.record_id),
    from: day(search.from, 'start'),
    to: day(search.to, 'end'),
  }
}

const lookup = (table: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined

/** The Dutch name of a kind of change; one the app does not know is shown as the API names it. */
export const actionLabel = (action: string) => lookup(AUDIT_ACTIONS, action) ?? action
/** The Dutch name of a record type; one the app does not know is shown as it is. */
export const recordTypeLabel = (type: string) => lookup(AUDIT_RECORD_TYPES, type) ?? type

/** '05-10-2026 14:30:07': the school's time (Europe/Amsterdam), to the second. */
export const auditMoment = (iso: string): string => dutchDateTime(iso, true)

/** One field of a record that the change touched; a nested field's path is dotted (profile.phone). */
export type AuditChange = { path: string; before: unknown; after: unknown }

type Values = Record<string, unknown>
const isValues = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// The record's own id and owner repeat what the Record column shows.
const REPEATED = new Set(['_id', 'user_id'])

/** A record's values as dotted paths: a nested record (an account's profile) one level down. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>()
  if (!isValues(value)) {
    if (value !== null && value !== undefined) fields.set(prefix, value)
    return fields
  }
  for (const [key, inner] of Object.entries(value)) {
    if (REPEATED.has(key)) continue
    const path = prefix ? `${prefix}.${key}` : key
    if (isValues(inner) && !prefix) for (const [p, v] of flatten(inner, path)) fields.set(p, v)
    else fields.set(path, inner)
  }
  return fields
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''
const same = (a: unknown, b: unknown) =>
  a === b || (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b)

/**
 * What an entry changed, field by field. With values before and after: only the fields that
 * differ. With one side only (a record added or removed, a count): its fields that hold
 * something (an empty field or an unset flag of a new record says nothing).
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = flatten(before)
  const now = flatten(after)
  const oneSided = old.size === 0 || now.size === 0
  const paths = [...new Set([...old.keys(), ...now.keys()])]
  return paths
    .map((path) => ({ path, before: old.get(path), after: now.get(path) }))
    .filter((c) =>
      oneSided
        ? ![c.before, c.after].every((v) => isEmpty(v) || v === false)
        : !same(c.before, c.after),
    )
}

/** A field's Dutch name: 'Betaald', or 'Profiel › Voornaam' for a nested one. */
export function fieldLabel(path: string): string {
  if (path === '') return words.fields.value!
  return path
    .split('.')
    .map((key) => lookup(words.fields, key) ?? key)
    .join(' › ')
}

/** Longer values are cut (a page's text); the table and the export show the same. */
export const VALUE_MAX_CHARS = 300

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** HTML (a page's content) as the text a reader sees. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * A value as a person reads it: Ja/Nee, Dutch names of roles and scopes, the names of the
 * students and excursions that ids stand for, dates, the text of HTML.
 */
export function auditValue(path: string, value: unknown, names: AuditNames = noNames): string {
  if (isEmpty(value)) return words.empty_value
  if (typeof value === 'boolean') return value ? words.yes : words.no
  const key = path.split('.').at(-1) ?? ''
  let text: string
  if (typeof value === 'string') {
    if (key === 'role') text = roleLabel(value)
    else if (key === 'student_id') text = names.person(value) ?? value
    else if (key === 'excursion_id') text = names.excursion(value) ?? value
    else if (key === 'scope') text = findScope(value)?.label ?? value
    else if (key === 'gender') text = lookup(genderLabels, value) ?? value
    else if (key === 'document_type') text = lookup(documentTypeLabels, value) ?? value
    else if (Object.hasOwn(words.values, key)) text = lookup(words.values[key]!, value) ?? value
    else if (key === 'content') text = htmlText(value) || words.empty_value
    else if (ISO_MOMENT.test(value)) text = auditMoment(value)
    else text = value
  } else if (typeof value === 'number') text = String(value)
  else text = JSON.stringify(value)
  return text.length > VALUE_MAX_CHARS ? `${text.slice(0, VALUE_MAX_CHARS)}…` : text
}

/** 'Betaald: Nee → Ja'; a field of a record added or removed: 'Naam: Kanoën'. */
export function changeText(
  change: AuditChange,
  oneSided: boolean,
  names: AuditNames = noNames,
): string {
  const label = fieldLabel(change.path)
  const value = (v: unknown) => auditValue(change.path, v, names)
  if (oneSided) return `${label}: ${value(change.after ?? change.before)}`
  return `${label}: ${value(change.before)} → ${value(change.after)}`
}

/** The lines of an entry's change column. */
export function changeLines(
  entry: Pick<AuditEntry, 'before' | 'after'>,
  names: AuditNames = noNames,
): string[] {
  const changes = auditChanges(entry.before, entry.after)
  const oneSided = flatten(entry.before).size === 0 || flatten(entry.after).size === 0
  return changes.map((c) => changeText(c, oneSided, names))
}

/** The names the log's ids stand for, from the lists the page has (each may still be loading). */
export type AuditNames = {
  /** By user id or profile id. */
  person: (id: string) => string | undefined
  excursion: (id: string) => string | undefined
  subscription: (id: string) => Pick<Subscription, 'student_id' | 'excursion_id'> | undefined
}

export function auditNames({
  profiles = [],
  excursions = [],
  subscriptions = [],
}: {
  profiles?: readonly Profile[]
  excursions?: readonly Excursion[]
  subscriptions?: readonly Subscription[]
}): AuditNames {
  const people = new Map<string, string>()
  for (const p of profiles) {
    const name = fullName(p)
    if (!name) continue
    if (p.user_id) people.set(p.user_id, name)
    if (p._id) people.set(p._id, name)
  }
  const trips = new Map(excursions.map((e) => [e._id, e.name]))
  const subs = new Map(subscriptions.map((s) => [s._id, s]))
  return {
    person: (id) => people.get(id),
    excursion: (id) => trips.get(id),
    subscription: (id) => subs.get(id),
  }
}

export const noNames: AuditNames = auditNames({})

const stringOf = (values: unknown, key: string): string | undefined => {
  const value = isValues(values) ? values[key] : undefined
  return typeof value === 'string' && value ? value : undefined
}

/** Who did it: name and login id; a failed login's login id and address; else the address. */
export function actorText(entry: AuditEntry, names: AuditNames): string {
  if (entry.actor_id === null) {
    const address = entry.address ?? ''
    if (entry.action === 'login.failed') {
      const login = stringOf(entry.after, 'login_id') ?? entry.record_id ?? ''
      return [login, address].filter(Boolean).join(' · ')
    }
    return [words.anonymous, address].filter(Boolean).join(' · ')
  }
  const name = names.person(entry.actor_id)
  const login = entry.actor_login ?? entry.actor_id
  return name ? `${name} (${login})` : login
}

/** A person's name from a record's own values (a profile, or an account with its profile). */
function nameIn(values: unknown): string | undefined {
  if (!isValues(values)) return undefined
  const profile = isValues(values.profile) ? values.profile : values
  const name = fullName({
    first_name: stringOf(profile, 'first_name') ?? '',
    last_name_prefix: stringOf(profile, 'last_name_prefix') ?? '',
    last_name: stringOf(profile, 'last_name') ?? '',
  })
  return name || undefined
}

/** What the record is called: from its own values, else from the lists the page has. */
function recordName(entry: AuditEntry, names: AuditNames): string | undefined {
  const id = entry.record_id
  const values = isValues(entry.after) ? entry.after : entry.before
  switch (entry.record_type) {
    case 'excursion':
      return stringOf(values, 'name') ?? (id ? names.excursion(id) : undefined)
    case 'user':
    case 'profile':
      return nameIn(values) ?? (id ? names.person(id) : undefined) ?? stringOf(values, 'login_id')
    case 'subscription': {
      const sub =
        (id ? names.subscription(id) : undefined) ??
        (isValues(values) && typeof values.student_id === 'string'
          ? { student_id: values.student_id, excursion_id: String(values.excursion_id) }
          : undefined)
      if (!sub) return undefined
      const parts = [names.person(sub.student_id), names.excursion(sub.excursion_id)]
      return parts.every(Boolean) ? parts.join(', ') : parts.find(Boolean)
    }
    case 'scope':
      return id ? findScope(id)?.label : undefined
    case 'upload':
      return stringOf(values, 'name')
    default:
      return undefined
  }
}

/** 'Inschrijving: Noah van Dijk, Rijksmuseum (s2)'; without a name the id alone. */
export function recordText(entry: AuditEntry, names: AuditNames): string {
  const type = recordTypeLabel(entry.record_type)
  const name = recordName(entry, names)
  const id = entry.record_id
  if (name && id && name !== id) return `${type}: ${name} (${id})`
  const what = name ?? id
  return what ? `${type}: ${what}` : type
}

/** The table's and the export's columns, defined once (what is exported is what is shown). */
export function auditColumns(
  names: AuditNames,
  render: {
    record?: (entry: AuditEntry) => ReactNode
    changes?: (entry: AuditEntry, lines: string[]) => ReactNode
  } = {},
): TableColumn<AuditEntry>[] {
  const c = words.columns
  return [
    { field: 'at', header: c.at, value: (e) => e.at, text: (e) => auditMoment(e.at) },
    { field: 'actor', header: c.actor, value: (e) => actorText(e, names) },
    { field: 'action', header: c.action, value: (e) => actionLabel(e.action) },
    {
      field: 'record',
      header: c.record,
      value: (e) => recordText(e, names),
      render: render.record,
    },
    {
      field: 'changes',
      header: c.changes,
      value: (e) => changeLines(e, names).join('; '),
      render: render.changes && ((e) => render.changes!(e, changeLines(e, names))),
    },
  ]
}
