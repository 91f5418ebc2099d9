import type { PrivacyOverview } from '~contract/privacy'

type Retention = PrivacyOverview['retention']

const days = (n: number) => (n === 1 ? '1 dag' : `${n} dagen`)
const hours = (n: number) => (n === 1 ? '1 uur' : `${n} uur`)
const minutes = (n: number) => (n === 1 ? '1 minuut' : `${n} minuten`)

/** One kind of data: what it is, why it is kept, and how long (from the server's settings). */
export type StoredKind = { what: string; why: string; howLong: (r: Retention) => string }

/** The Beheer page Privacy (issue 25, AVG art. 5(1)(e)). */
export const privacyMessages = {
  title: 'Privacy',
  intro:
    'Wat deze website over personen bewaart, waarom en hoe lang. De termijnen komen uit de instellingen van de server; elke nacht verwijdert de server wat over de termijn is.',
  loading: 'Privacy-overzicht laden',
  table: 'Wat wordt bewaard',
  columns: { what: 'Gegevens', why: 'Waarom', howLong: 'Hoe lang' },
  kinds: [
    {
      what: 'Account en profiel: naam, e-mail, studentnummer, telefoon, mentor/coach, geaccepteerde voorwaarden, e-mailkeuzes',
      why: 'Inloggen, inschrijven en contact over activiteiten',
      howLong: () =>
        'Tot het account wordt verwijderd (door een medewerker, of met Alle studenten verwijderen aan het eind van het schooljaar)',
    },
    {
      what: 'ID-gegevens: document, documentnummer, nationaliteit, geboortedatum, geslacht',
      why: 'Reizen naar het buitenland (reisorganisatie, verzekering)',
      howLong: (r) =>
        `${days(r.id_data_days)} na de terugkeer van de laatste reis waarvoor ze nodig zijn; daarna automatisch gewist`,
    },
    {
      what: 'Toestemming ouder/verzorger: naam en e-mailadres van de ouder/verzorger, het antwoord, de getypte naam en het moment',
      why: 'Toestemming voor de reis van een minderjarige (of van iedereen, als de school dat per reis vraagt)',
      howLong: (r) =>
        `Zo lang als de ID-gegevens: ${days(r.id_data_days)} na de terugkeer van de laatste reis waarvoor ze nodig zijn; daarna automatisch gewist. De link in de e-mail werkt 14 dagen en één keer, en alleen een hash ervan wordt bewaard`,
    },
    {
      what: 'Inschrijvingen, plaatsingen en wachtlijsten',
      why: 'Het indelen en organiseren van de activiteiten',
      howLong: () => 'Tot de activiteit of het account wordt verwijderd',
    },
    {
      what: 'Sessies: apparaat, moment van inloggen en laatste gebruik (nooit het token zelf)',
      why: 'Ingelogd blijven; de gebruiker ziet en beëindigt ze op Mijn account',
      howLong: (r) =>
        `${hours(r.session_idle_hours)} na het laatste gebruik, uiterlijk ${days(r.session_max_days)} na het inloggen`,
    },
    {
      what: 'Tellers van inlogpogingen en e-mailaanvragen (per account, per apparaat en per netwerkadres); in de browser een ondertekend apparaatcookie',
      why: 'Bescherming tegen het raden van wachtwoorden, zonder dat een ander de eigenaar buitensluit',
      howLong: (r) =>
        `${minutes(r.login_throttle_minutes)}; e-mails per account en meldingen van een aanval 1 dag; het apparaatcookie 180 dagen`,
    },
    {
      what: 'Logboek: wie wat wanneer wijzigde; ID-nummers gemaskeerd, nooit een geboortedatum of wachtwoord',
      why: 'Verantwoording, en het opsporen van fouten en misbruik',
      howLong: (r) =>
        `${days(r.audit_days)}; van een verwijderde persoon blijft alleen 'verwijderde gebruiker #…'`,
    },
    {
      what: 'E-mails in de postbus: ontvanger, onderwerp en tekst',
      why: 'Activatie, nieuw wachtwoord, plaatsing en herinneringen',
      howLong: (r) =>
        r.mail_days === null
          ? 'Tot een beheerder ze verwijdert'
          : `${days(r.mail_days)} na het aanmaken`,
    },
    {
      what: 'Activatielinks, inlogcodes en wachtwoordlinks (alleen een hash)',
      why: 'Een account activeren of een nieuw wachtwoord kiezen',
      howLong: (r) =>
        `Tot ze gebruikt zijn of verlopen: activatielink ${days(r.activation_link_days)}, inlogcode ${days(r.activation_code_days)}, wachtwoordlink ${minutes(r.reset_link_minutes)}`,
    },
    {
      what: 'Tweestapsverificatie van medewerkers: het geheim en de herstelcodes (als hash)',
      why: 'Inloggen met een tweede factor',
      howLong: () => "Tot 'Apparaat vergeten' of het verwijderen van het account",
    },
  ] satisfies StoredKind[],
  mailHeld:
    'Er is geen mailserver ingesteld (SMTP_URL): e-mails blijven in de postbus (Beheer › E-mail) tot de termijn hierboven.',
  cleanUp: {
    heading: 'Laatste opschoning',
    never: 'De dagelijkse opschoning heeft nog niet gedraaid.',
    ran: (moment: string) => `De laatste opschoning draaide op ${moment}. Verwijderd:`,
    counts: {
      sessions: 'Verlopen sessies',
      login_throttle: 'Verlopen inlogtellers',
      audit: 'Logboekregels over de termijn',
      id_data: 'Profielen met gewiste ID-gegevens',
      account_tokens: 'Verlopen links en codes',
      mails: 'E-mails over de termijn',
    },
  },
  addressLimit: {
    heading: 'Limieten per netwerkadres',
    never: 'Geen netwerkadres heeft een limiet bereikt.',
    kinds: {
      login: 'mislukte of geweigerde inlogpogingen',
      mail: 'aanvragen van een e-mail (wachtwoord vergeten, nieuwe link)',
      links: 'ongeldige links en codes',
    },
    reached: (moment: string, prefix: string, kind: string) =>
      `Op ${moment} bereikte netwerk ${prefix} de limiet voor ${kind}. Is dit het netwerk van de school? Zet het dan in SCHOOL_NETWORKS (hogere limieten); staat het er al in, kijk dan in het Logboek wie er zoveel probeerde.`,
  },
} as const
