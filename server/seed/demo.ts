import { noBalance } from '~domain/balance'
import type { Role } from '~domain/access'
import type { Profile } from '~domain/profile'
import { DEMO_PASSWORD_HASH } from '../security/passwords'
import { emptyState, type MemoryState } from '../store/memory'
import { profileDefaults, type ExcursionRow, type ProfileRow } from '../store/store'

/** The demo data: the same rows the database tables hold (server/db/schema/). */
export type DbState = MemoryState

/** Password of every demo account (DESIGN.md). */
export const DEMO_PASSWORD = 'welkom'

type Person = {
  id: string
  role: Role
  login_id: string
  email: string
  first_name: string
  last_name_prefix?: string
  last_name: string
  profile?: Partial<Profile>
}

const people: Person[] = [
  {
    id: 'u-sanne',
    role: 'student',
    login_id: '123456',
    email: '123456@student.scalda.nl',
    first_name: 'Sanne',
    last_name_prefix: 'de',
    last_name: 'Vries',
    profile: { number: '123456', phone: '', grade: '', hours: 20, accept_privacy_policy: false },
  },
  {
    id: 'u-daan',
    role: 'student',
    login_id: '654321',
    email: '654321@student.scalda.nl',
    first_name: 'Daan',
    last_name: 'Jansen',
    profile: {
      number: '654321',
      phone: '+31612345678',
      grade: 'M. Bakker',
      hours: 20,
      accept_privacy_policy: true,
      accept_reis_terms: true,
      accept_activity_terms: true,
      accept_keuzedelen_terms: true,
      nationality: 'Netherlands (the)',
      bday: '14-03-2008',
      gender: 'm',
      document_type: 'passport',
      document_number: 'NXC4R8T21',
      document_issue_date: '02-06-2022',
      document_validity_date: '02-06-2032',
      document_country: 'Netherlands (the)',
      document_first_name: 'Daan',
      document_surname: 'Jansen',
    },
  },
  {
    id: 'u-docent',
    role: 'teacher',
    login_id: 'docent@scalda.nl',
    email: 'docent@scalda.nl',
    first_name: 'Marieke',
    last_name: 'Bakker',
    profile: { phone: '+31687654321' },
  },
  {
    id: 'u-admin',
    role: 'admin',
    login_id: 'admin@scalda.nl',
    email: 'admin@scalda.nl',
    first_name: 'Pieter',
    last_name_prefix: 'van den',
    last_name: 'Berg',
    profile: { phone: '+31611122233' },
  },
  {
    id: 'u-beheer',
    role: 'admin',
    login_id: 'beheer@xweek-scalda.nl',
    email: 'beheer@xweek-scalda.nl',
    first_name: 'X-Week',
    last_name: 'Beheer',
    profile: { phone: '+31611144455' },
  },
  ...(
    [
      ['u-s1', '201001', 'Emma', '', 'Visser', 'J. de Boer'],
      ['u-s2', '201002', 'Noah', 'van', 'Dijk', 'J. de Boer'],
      ['u-s3', '201003', 'Julia', '', 'Smit', 'A. Mulder'],
      ['u-s4', '201004', 'Liam', '', 'Meijer', 'A. Mulder'],
      ['u-s5', '201005', 'Tess', 'de', 'Groot', 'M. Bakker'],
      ['u-s6', '201006', 'Sem', '', 'Bos', 'M. Bakker'],
    ] as const
  ).map(([id, number, first, prefix, last, grade]): Person => ({
    id,
    role: 'student',
    login_id: number,
    email: `${number}@student.scalda.nl`,
    first_name: first,
    last_name_prefix: prefix,
    last_name: last,
    profile: {
      number,
      phone: `+316${number}00`,
      grade,
      hours: 20,
      accept_activity_terms: true,
      accept_keuzedelen_terms: true,
    },
  })),
]

/** The trips abroad come back a few days later (the ID data must be valid 3 months after). */
const returnDates: Record<string, string> = {
  b1: '15-04-2027',
  b2: '16-04-2027',
  b3: '17-04-2027',
  b4: '16-04-2027',
}

const excursions: ExcursionRow[] = [
  // X-Week, in Nederland
  ['x1', 'Kanoën in de Biesbosch', 'x-week', 4, '12-04-2027', 'Nationaal Park De Biesbosch'],
  ['x2', 'Rijksmuseum en grachtenrondvaart', 'x-week', 6, '13-04-2027', 'Amsterdam'],
  ['x3', 'Deltawerken en Neeltje Jans', 'x-week', 4, '12-04-2027', 'Vrouwenpolder'],
  ['x4', 'Klimmen bij Monk Bergen op Zoom', 'x-week', 3, '14-04-2027', 'Bergen op Zoom'],
  ['x5', 'Zeehondensafari Oosterschelde', 'x-week', 3, '15-04-2027', 'Yerseke'],
  ['x6', 'Efteling-techniekdag', 'x-week', 6, '14-04-2027', 'Kaatsheuvel'],
  ['x7', 'Vrijwilligerswerk bij de Voedselbank', 'x-week', 8, '13-04-2027', 'Middelburg'],
  ['x8', 'Fietstocht langs de Zeeuwse kust', 'x-week', 5, '16-04-2027', 'Vlissingen'],
  // X-Week, buitenland
  ['b1', 'Stedenreis Berlijn', 'buitenland', 16, '11-04-2027', 'Berlijn, Duitsland'],
  ['b2', 'Kunst en cultuur in Parijs', 'buitenland', 14, '12-04-2027', 'Parijs, Frankrijk'],
  ['b3', 'Skiën in Oostenrijk', 'buitenland', 20, '10-04-2027', 'Zell am See, Oostenrijk'],
  ['b4', 'Londen: theater en musea', 'buitenland', 14, '12-04-2027', 'Londen, Verenigd Koninkrijk'],
  // Keuzedelen
  ['k1', 'Ondernemerschap mbo', 'keuzedeel', 240, '01-02-2027', 'Goes'],
  ['k2', 'Engels op B1-niveau', 'keuzedeel', 240, '01-02-2027', 'Vlissingen'],
  ['k3', 'Duits in de beroepscontext', 'keuzedeel', 240, '01-02-2027', 'Vlissingen'],
  ['k4', 'Voorbereiding hbo', 'keuzedeel', 480, '01-02-2027', 'Middelburg'],
  ['k5', 'Digitale vaardigheden gevorderd', 'keuzedeel', 240, '15-02-2027', 'Terneuzen'],
  ['k6', 'Duurzaamheid in het beroep', 'keuzedeel', 240, '15-02-2027', 'Goes'],
  ['k7', 'Verdieping software', 'keuzedeel', 240, '01-03-2027', 'Vlissingen'],
  ['k8', 'Sport en bewegen', 'keuzedeel', 240, '01-03-2027', 'Middelburg'],
  ['k9', 'Eerste hulp bij ongelukken (EHBO)', 'keuzedeel', 120, '15-03-2027', 'Bergen op Zoom'],
  [
    'k10',
    'Internationalisering: werken in het buitenland',
    'keuzedeel',
    240,
    '15-03-2027',
    'Roosendaal',
  ],
].map(([_id, name, scope, hours, datetime, location]) => ({
  _id: String(_id),
  name: String(name),
  scope: String(scope),
  hours: Number(hours),
  datetime: String(datetime),
  location: String(location),
  description: `${name} in ${location}. Je krijgt vooraf een programma met vertrektijden en wat je mee moet nemen.`,
  capacity: null,
  minimum: null,
  return_date: returnDates[String(_id)] ?? null,
  consent: null,
  ...noBalance(),
}))

const subscriptions: [string, string, string, number, boolean][] = [
  ['s1', 'x1', 'u-daan', 1, true],
  ['s2', 'x3', 'u-daan', 2, false],
  ['s3', 'b1', 'u-daan', 1, false],
  ['s4', 'k2', 'u-daan', 1, false],
  ['s5', 'x1', 'u-s1', 1, true],
  ['s6', 'x2', 'u-s2', 1, false],
  ['s7', 'x5', 'u-s3', 1, true],
  ['s8', 'k1', 'u-s4', 1, false],
  ['s9', 'k4', 'u-s5', 1, false],
  ['s10', 'x6', 'u-s6', 1, false],
]

// The app names each page and dialog itself; the texts carry only their body (the home banner has its own title).
const page = (_title: string, body: string) => body

const content: Record<string, string> = {
  home: page(
    'Home',
    '<h2>Welkom bij X-Week!</h2><p>In de X-Week kies je zelf wat je doet: een activiteit in Nederland of een reis naar het buitenland. Daarnaast schrijf je je hier in voor je <strong>keuzedelen</strong>.</p><p>Log in met je studentnummer en kijk wat er dit jaar te doen is.</p>',
  ),
  algemene_informatie: page(
    'Algemene informatie',
    '<p>De X-Week is de projectweek van Scalda. Alle studenten doen mee en halen in deze week punten. Hoeveel punten je nodig hebt, zie je op je accountpagina.</p><ul><li>Inschrijven kan tot drie weken voor de X-Week.</li><li>Geef bij meerdere inschrijvingen je voorkeur aan.</li><li>Reizen naar het buitenland vragen een geldig paspoort of ID-kaart.</li></ul>',
  ),
  faq: page(
    'Veelgestelde vragen',
    '<h2>Kan ik mijn inschrijving wijzigen?</h2><p>Ja, zolang de inschrijving open is kun je je uitschrijven en opnieuw inschrijven.</p><h2>Wat als ik ziek ben?</h2><p>Meld je ziek bij je mentor en bij de organisatie van je activiteit.</p>',
  ),
  faq_keuzedelen: page(
    'FAQ keuzedelen',
    '<h2>Hoeveel keuzedelen moet ik kiezen?</h2><p>Dat hangt af van je opleiding. Je mentor of coach helpt je bij de keuze.</p><h2>Tellen keuzedelen mee voor mijn X-Week punten?</h2><p>Nee, keuzedelen tellen niet mee voor je punten.</p>',
  ),
  faq_xweek: page(
    'FAQ X-Week',
    '<h2>Hoe haal ik mijn punten?</h2><p>Elke activiteit en reis levert punten op. Samen moeten ze minstens je puntentotaal halen.</p><h2>Wat kost een reis?</h2><p>De kosten staan bij de reis. Je ontvangt een betaalverzoek na je inschrijving.</p>',
  ),
  contact: page(
    'Contact',
    '<p>Vragen over de X-Week of keuzedelen? Mail naar <a href="mailto:xweek@scalda.nl">xweek@scalda.nl</a> of loop binnen bij het studentenbureau van je locatie.</p>',
  ),
  privacy_policy: page(
    'Privacybeleid',
    '<p>Scalda verwerkt je gegevens alleen om de X-Week en de keuzedelen te organiseren. We bewaren je paspoort- of ID-gegevens alleen zolang dat nodig is voor een reis en delen ze alleen met de reisorganisatie.</p><p>Je hebt recht op inzage en correctie van je gegevens.</p>',
  ),
  reis_terms: page(
    'Reisvoorwaarden',
    '<p>Je inschrijving voor een reis is definitief zodra de betaling binnen is. Je hebt een paspoort of ID-kaart nodig die nog minstens drie maanden na terugkomst geldig is.</p>',
  ),
  activity_terms: page(
    'Activiteitenvoorwaarden',
    '<p>Je bent op tijd aanwezig op de verzamelplek en volgt de aanwijzingen van de begeleiders op. Afwezigheid meld je vooraf.</p>',
  ),
  keuzedelen_terms: page(
    'Keuzedeelvoorwaarden',
    '<p>Je volgt alle lessen van het keuzedeel en rondt het af met een examen. Wisselen kan alleen in overleg met je mentor of coach.</p>',
  ),
}

function profileOf(person: Person): ProfileRow {
  return {
    ...profileDefaults,
    // The demo's people have accepted the privacy policy unless their profile says otherwise.
    accept_privacy_policy: true,
    _id: `p-${person.id.slice(2)}`,
    user_id: person.id,
    first_name: person.first_name,
    last_name_prefix: person.last_name_prefix ?? '',
    last_name: person.last_name,
    email: person.email,
    login_id: person.login_id,
    ...person.profile,
  } as ProfileRow
}

/** When the demo data was made (the rows' creation time). */
const SEEDED_AT = new Date(Date.UTC(2026, 8, 1, 8, 0)).toISOString()

/** A fresh copy of the demo data; deterministic so tests can rely on it. */
export function seed(): DbState {
  const scopeOf = new Map(excursions.map((e) => [e._id, e.scope]))
  return {
    // Every table starts empty (the registry's, server/db/schema.ts); the demo fills these.
    ...emptyState(),
    users: people.map((p) => ({
      _id: p.id,
      role: p.role,
      login_id: p.login_id,
      password_hash: DEMO_PASSWORD_HASH,
      created_at: SEEDED_AT,
    })),
    profiles: people.map(profileOf),
    excursions: excursions.map((e) => ({ ...e })),
    subscriptions: subscriptions.map(([_id, excursion_id, student_id, preference, payed], i) => ({
      _id,
      excursion_id,
      student_id,
      scope: scopeOf.get(excursion_id)!,
      preference,
      payed,
      timestamp: new Date(Date.UTC(2026, 9, 1 + i, 9, 30)).toISOString(),
      placed_via: null,
      placed_rank: null,
    })),
    content: { ...content },
    settings: { version: '1.0.0', policy: 'privacy_policy' },
    // Every scope starts with the default round (no row): first come, first served, no window.
    nextId: 1000,
  }
}
