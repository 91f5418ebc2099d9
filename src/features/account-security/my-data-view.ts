import { CONSENT_STATE_LABELS } from '~domain/consent'
import { adminMessages } from '~domain/messages/admin'
import { dayjs } from '~domain/dates'
import { findScope } from '~domain/scopes'
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '~contract/schemas/audit'
import { ID_FIELDS } from '~domain/profile'
import { documentTypeLabels, genderLabels } from '@/lib/profile/labels'
import type { MyData } from '~contract/security'

/*
 * 'Mijn gegevens' as a page: the same answer as the JSON download (GET users/my_data), every
 * field of every row named in Dutch and its value as a person reads it.
 */

/** The Dutch name of every field the answer holds (a field without one fails the page's test). */
export const MY_DATA_FIELDS: Readonly<Record<string, string>> = {
  _id: 'Kenmerk',
  id: 'Kenmerk',
  user_id: 'Account-kenmerk',
  role: 'Rol',
  login_id: 'Gebruikersnaam',
  created_at: 'Aangemaakt op',
  first_name: 'Voornaam',
  last_name_prefix: 'Tussenvoegsel',
  last_name: 'Achternaam',
  email: 'E-mail',
  number: 'Studentnummer',
  phone: 'Telefoonnummer',
  grade: 'Mentor/Coach',
  hours: 'Uren',
  accept_privacy_policy: 'Privacybeleid geaccepteerd',
  accept_reis_terms: 'Reisvoorwaarden geaccepteerd',
  accept_activity_terms: 'Activiteitenvoorwaarden geaccepteerd',
  accept_keuzedelen_terms: 'Keuzedeelvoorwaarden geaccepteerd',
  mail_placement: 'E-mail over plaatsing',
  mail_reminders: 'Herinneringen per e-mail',
  nationality: 'Nationaliteit',
  bday: 'Geboortedatum',
  gender: 'Geslacht',
  document_type: 'Soort document',
  document_number: 'Documentnummer',
  document_issue_date: 'Afgiftedatum',
  document_validity_date: 'Geldig tot',
  document_country: 'Land van afgifte',
  document_first_name: 'Voornaam op document',
  document_surname: 'Achternaam op document',
  excursion: 'Activiteit',
  parent_name: 'Naam ouder/verzorger',
  parent_email: 'E-mail ouder/verzorger',
  consent_state: 'Toestemming',
  answered_name: 'Naam bij het antwoord',
  answered_at: 'Beantwoord op',
  excursion_id: 'Activiteit-kenmerk',
  student_id: 'Student-kenmerk',
  scope: 'Soort',
  preference: 'Voorkeur',
  timestamp: 'Ingeschreven op',
  payed: 'Betaald',
  placed_via: 'Geplaatst via',
  placed_rank: 'Geplaatst op voorkeur',
  joined_at: 'Op de wachtlijst sinds',
  last_used_at: 'Laatst gebruikt',
  expires_at: 'Verloopt op',
  device: 'Apparaat',
  recipient: 'Ontvanger',
  kind: 'Soort e-mail',
  subject: 'Onderwerp',
  state: 'Status',
  sent_at: 'Verzonden op',
  at: 'Wanneer',
  actor_id: 'Door (kenmerk)',
  actor_login: 'Door',
  action: 'Actie',
  record_type: 'Soort record',
  record_id: 'Record',
  before: 'Voor',
  after: 'Na',
  address: 'Adres',
}

const PLACED_VIA: Readonly<Record<string, string>> = {
  wish: 'Wens',
  pin: 'Vastgezet door een medewerker',
  leftover: 'Overgebleven plaats',
  'waiting-list': 'Wachtlijst',
}
const MAIL_KINDS: Readonly<Record<string, string>> = {
  activation: 'Activatie',
  'activation-code': 'Inlogcode',
  reset: 'Nieuw wachtwoord',
  placement: 'Plaatsing',
  'waiting-list': 'Wachtlijst',
  reminder: 'Herinnering',
  'login-attack': 'Veel inlogpogingen',
  notice: 'Melding over je account',
  consent: 'Toestemming ouder/verzorger',
}
const MAIL_STATES: Readonly<Record<string, string>> = {
  pending: 'Wachtend',
  sent: 'Verzonden',
  failed: 'Mislukt',
  held: 'Vastgehouden',
}
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  role: adminMessages.accounts.roles,
  gender: genderLabels,
  document_type: documentTypeLabels,
  placed_via: PLACED_VIA,
  kind: MAIL_KINDS,
  state: MAIL_STATES,
  consent_state: CONSENT_STATE_LABELS,
  action: AUDIT_ACTIONS,
  record_type: AUDIT_RECORD_TYPES,
}

const lookup = (table: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined

export const fieldName = (key: string) => lookup(MY_DATA_FIELDS, key) ?? key

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
export const EMPTY = '(leeg)'

/** A value as a person reads it: Ja/Nee, Dutch names of known values, dates, nested values. */
export function readableValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee'
  if (typeof value === 'string') {
    const known = VALUE_LABELS[key]
    if (known) return lookup(known, value) ?? value
    if (key === 'scope') return findScope(value)?.label ?? value
    if (ISO_MOMENT.test(value)) return dayjs(value).format('DD-MM-YYYY HH:mm')
    return value
  }
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.map((v) => readableValue(key, v)).join(', ')
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${fieldName(k)}: ${readableValue(k, v)}`)
      .join('; ')
  return String(value)
}

export type Field = { key: string; label: string; value: string; secret?: boolean }
export type Entry = { title: string; fields: Field[] }
export type Section = {
  id: string
  heading: string
  /** One record (a table of fields) or a list of records. */
  fields?: Field[]
  entries?: Entry[]
  empty: string
}

const ID_SET = new Set<string>(ID_FIELDS)

const fieldsOf = (row: Record<string, unknown>, keep: (key: string) => boolean = () => true) =>
  Object.entries(row)
    .filter(([key]) => keep(key))
    .map(([key, value]) => ({
      key,
      label: fieldName(key),
      value: readableValue(key, value),
      // The owner sees their document number, but only when they ask to (a screen others see).
      secret: key === 'document_number' && typeof value === 'string' && value !== '',
    }))

/** An ID number as shown until the owner asks to see it: its last four characters. */
export const maskedNumber = (value: string) =>
  value.length <= 4 ? '•'.repeat(value.length) : `•••••${value.slice(-4)}`

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The page's sections, in the order the JSON holds them. */
export function myDataSections(data: MyData): Section[] {
  const profile = data.profile ?? {}
  return [
    {
      id: 'account',
      heading: 'Account',
      fields: fieldsOf(data.account),
      empty: 'Geen account.',
    },
    {
      id: 'profile',
      heading: 'Profiel',
      fields: fieldsOf(profile, (key) => !ID_SET.has(key)),
      empty: 'Geen profiel.',
    },
    {
      id: 'id-data',
      heading: 'ID-gegevens',
      fields: fieldsOf(profile, (key) => ID_SET.has(key)),
      empty: 'Geen ID-gegevens.',
    },
    {
      id: 'subscriptions',
      heading: 'Inschrijvingen en plaatsingen',
      entries: data.subscriptions.map((s) => ({
        title: text(s.excursion) || text(s.excursion_id),
        fields: fieldsOf(s),
      })),
      empty: 'Je hebt geen inschrijvingen.',
    },
    {
      id: 'waiting-list',
      heading: 'Wachtlijsten',
      entries: data.waiting_list.map((w) => ({
        title: text(w.excursion) || text(w.excursion_id),
        fields: fieldsOf(w),
      })),
      empty: 'Je staat op geen wachtlijst.',
    },
    {
      id: 'parent-consents',
      heading: 'Toestemming ouder/verzorger',
      entries: (data.parent_consents ?? []).map((c) => ({
        title: text(c.excursion),
        fields: fieldsOf(c),
      })),
      empty: 'Er is geen toestemming van een ouder/verzorger gevraagd.',
    },
    {
      id: 'sessions',
      heading: 'Sessies',
      entries: data.sessions.map((s) => ({
        title: text(s.device) || 'Onbekend apparaat',
        fields: fieldsOf(s),
      })),
      empty: 'Geen sessies.',
    },
    {
      id: 'mails',
      heading: 'E-mails aan jou',
      entries: data.mails.map((m) => ({ title: text(m.subject), fields: fieldsOf(m) })),
      empty: 'Er zijn geen e-mails over jou.',
    },
    {
      id: 'audit',
      heading: 'Logboek over jou',
      entries: data.audit.map((a) => ({
        title: `${readableValue('at', a.at)} · ${readableValue('action', a.action)}`,
        fields: fieldsOf(a),
      })),
      empty: 'Het logboek heeft niets over jou.',
    },
  ]
}
