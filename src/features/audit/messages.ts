import { adminMessages } from '~domain/messages/admin'

// An excursion's fields as its form names them. Its minimum and return date are left out: the
// Logboek shows the minimum under its API name, and the form's returnDate is no API name.
const {
  minimum: _minimum,
  returnDate: _returnDate,
  ...excursionFields
} = adminMessages.excursionAdmin.fields

/**
 * The Logboek page's words. Only the lazily loaded page imports them, so they stay off the first
 * page (the kinds of change and record types are in ./schemas, beside the API they name).
 */
export const auditMessages = {
  title: 'Logboek',
  intro:
    'Elke wijziging met wie, wanneer, wat en de waarden voor en na; nieuwste eerst. Het logboek kan niet worden gewijzigd.',
  filters: {
    heading: 'Filters',
    person: 'Persoon',
    personHint: 'Naam, studentnummer of e-mail',
    noPeople: 'Niemand gevonden',
    action: 'Actie',
    recordType: 'Soort record',
    recordId: 'Record-id',
    recordIdHint: 'Enter om te filteren',
    from: 'Van',
    to: 'Tot en met',
    all: 'Alle',
    clear: 'Filters wissen',
    unknownOption: (value: string) => `Onbekend: ${value}`,
  },
  columns: {
    at: 'Wanneer',
    actor: 'Wie',
    action: 'Actie',
    record: 'Record',
    changes: 'Wijziging (voor → na)',
  },
  table: 'Logboek',
  loading: 'Logboek wordt geladen',
  empty: 'Het logboek is nog leeg.',
  emptyFiltered: 'Geen vermeldingen voor deze filters.',
  page: (page: number, count: number) =>
    `Pagina ${page} · ${count} ${count === 1 ? 'vermelding' : 'vermeldingen'}`,
  previous: 'Vorige',
  next: 'Volgende',
  pager: 'Bladeren door het logboek',
  export: 'Exporteren',
  exporting: (count: number) => `Exporteren… ${count.toLocaleString('nl-NL')} vermeldingen`,
  exportFailed: 'Exporteren is mislukt:',
  exportCapped: (max: number) =>
    `Alleen de nieuwste ${max.toLocaleString('nl-NL')} vermeldingen zijn geëxporteerd; filter om de rest te exporteren.`,
  showRecord: 'Alles van dit record',
  showRecordLabel: (record: string) => `Alle wijzigingen van ${record}`,
  /** Who acted when no one was logged in (a failed login, a forgotten password, the console). */
  anonymous: 'Niet ingelogd',
  empty_value: '(leeg)',
  yes: 'Ja',
  no: 'Nee',
  /** The fields a record's values are shown with; a field not listed shows its own name. */
  fields: {
    ...excursionFields,
    subscriptions: 'Inschrijvingen',
    excursions: 'Activiteiten',
    students: 'Studenten',
    excursion_id: 'Activiteit',
    student_id: 'Student',
    preference: 'Voorkeur',
    timestamp: 'Ingeschreven op',
    payed: 'Betaald',
    role: 'Rol',
    login_id: 'Gebruikersnaam',
    address: 'Adres',
    profile: 'Profiel',
    first_name: 'Voornaam',
    last_name_prefix: 'Tussenvoegsel',
    last_name: 'Achternaam',
    email: 'E-mail',
    number: 'Studentnummer',
    phone: 'Telefoonnummer',
    grade: 'Mentor/Coach',
    accept_privacy_policy: 'Privacybeleid geaccepteerd',
    accept_reis_terms: 'Reisvoorwaarden geaccepteerd',
    accept_activity_terms: 'Activiteitenvoorwaarden geaccepteerd',
    accept_keuzedelen_terms: 'Keuzedeelvoorwaarden geaccepteerd',
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
    mail_placement: 'E-mail over plaatsing',
    mail_reminders: 'Herinneringen per e-mail',
    content: 'Tekst',
    value: 'Waarde',
    content_type: 'Bestandstype',
    size: 'Grootte (bytes)',
  } as Readonly<Record<string, string>>,
}
