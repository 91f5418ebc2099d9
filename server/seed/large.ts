import { noBalance } from '~domain/balance'
import { DEMO_PASSWORD_HASH } from '../security/passwords'
import type { ExcursionRow } from '../store/store'
import { seed, type DbState } from './demo'

/**
 * The large demo data set: the ordinary seed plus generated students, excursions and
 * subscriptions, to 3,000 students, 60 excursions and 10,000 subscriptions. It proves that the
 * admin screens stay smooth at a school's real size. Deterministic (seeded random numbers),
 * so tests and benchmarks see the same rows every time.
 */
export const LARGE_DATA_SET = { students: 3000, excursions: 60, subscriptions: 10000 } as const

/** mulberry32: a small, fast, seeded generator. */
function random(seedValue: number) {
  let a = seedValue
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const firstNames = [
  'Emma',
  'Noah',
  'Julia',
  'Liam',
  'Tess',
  'Sem',
  'Mila',
  'Lucas',
  'Sophie',
  'Finn',
  'Zoë',
  'Daan',
  'Sara',
  'Levi',
  'Anna',
  'Luuk',
  'Evi',
  'Milan',
  'Noor',
  'Jesse',
  'Lotte',
  'Thijs',
  'Fleur',
  'Bram',
  'Lisa',
  'Ruben',
  'Isa',
  'Thomas',
  'Saar',
  'Mohammed',
  'Yara',
  'Ayoub',
  'Fatima',
  'Mehmet',
  'Chloë',
  'Joël',
  'Inès',
  'Kaj',
  'Maud',
  'Siem',
]
const lastNames: [prefix: string, name: string][] = [
  ['de', 'Jong'],
  ['', 'Jansen'],
  ['de', 'Vries'],
  ['van den', 'Berg'],
  ['van', 'Dijk'],
  ['', 'Bakker'],
  ['', 'Visser'],
  ['', 'Smit'],
  ['', 'Meijer'],
  ['de', 'Boer'],
  ['', 'Mulder'],
  ['de', 'Groot'],
  ['', 'Bos'],
  ['', 'Vos'],
  ['', 'Peters'],
  ['', 'Hendriks'],
  ['van', 'Leeuwen'],
  ['', 'Dekker'],
  ['', 'Brouwer'],
  ['de', 'Wit'],
  ['', 'Dijkstra'],
  ['', 'Smits'],
  ['de', 'Graaf'],
  ['van der', 'Meer'],
  ['van der', 'Linden'],
  ['', 'Kok'],
  ['', 'Jacobs'],
  ['de', 'Haan'],
  ['', 'Vermeulen'],
  ['van den', 'Heuvel'],
  ['', 'Öztürk'],
  ['', 'El Amrani'],
  ['', 'Çelik'],
  ['', 'Koç'],
  ['', 'Willems'],
]
const mentors = Array.from({ length: 40 }, (_, i) => {
  const [prefix, name] = lastNames[(i * 7) % lastNames.length]!
  const initial = 'ABCDEFGHJKLMNPRSTW'[i % 18]
  return `${initial}. ${prefix ? `${prefix} ` : ''}${name}`
})

const extraOffers: [scope: string, name: string, location: string, hours: number][] = [
  ['x-week', 'Escaperoom en teambuilding', 'Goes', 3],
  ['x-week', 'Wadlopen bij Schiermonnikoog', 'Schiermonnikoog', 6],
  ['x-week', 'Bezoek Tweede Kamer', 'Den Haag', 4],
  ['x-week', 'Zeilen op het Veerse Meer', 'Veere', 5],
  ['x-week', 'Koken met lokale producten', 'Middelburg', 3],
  ['x-week', 'Naturalis en Hortus', 'Leiden', 4],
  ['x-week', 'Havenrondvaart Rotterdam', 'Rotterdam', 4],
  ['x-week', 'Mountainbiken op de Brabantse Wal', 'Woensdrecht', 4],
  ['x-week', 'Bouwen aan een tiny house', 'Terneuzen', 8],
  ['x-week', 'Graffiti-workshop', 'Vlissingen', 3],
  ['x-week', 'Nemo Science Museum', 'Amsterdam', 4],
  ['x-week', 'Strandopruiming en natuurbeheer', 'Domburg', 5],
  ['x-week', 'Theaterworkshop', 'Bergen op Zoom', 3],
  ['x-week', 'Survivaltocht in de Kempen', 'Eersel', 6],
  ['x-week', 'Watersnoodmuseum', 'Ouwerkerk', 3],
  ['x-week', 'Dagje Texel', 'Texel', 6],
  ['x-week', 'Filmmaken met je telefoon', 'Goes', 4],
  ['x-week', 'Paardrijden op het strand', 'Renesse', 4],
  ['x-week', 'Bezoek Evoluon en High Tech Campus', 'Eindhoven', 5],
  ['x-week', 'Suppen op de Oosterschelde', 'Zierikzee', 3],
  ['buitenland', 'Fietsen door Vlaanderen', 'Gent, België', 12],
  ['buitenland', 'Stedenreis Barcelona', 'Barcelona, Spanje', 16],
  ['buitenland', 'Natuur in de Ardennen', 'Durbuy, België', 12],
  ['buitenland', 'Geschiedenis in Krakau', 'Krakau, Polen', 16],
  ['buitenland', 'Design in Kopenhagen', 'Kopenhagen, Denemarken', 14],
  ['buitenland', 'Rome: van antiek tot modern', 'Rome, Italië', 16],
  ['keuzedeel', 'Basis Spaans', 'Goes', 240],
  ['keuzedeel', 'Zorg voor de buitenruimte', 'Middelburg', 240],
  ['keuzedeel', 'Programmeren in Python', 'Vlissingen', 240],
  ['keuzedeel', 'Gastvrijheid en service', 'Terneuzen', 240],
  ['keuzedeel', 'Financiële zelfredzaamheid', 'Roosendaal', 120],
  ['keuzedeel', 'Coachend leidinggeven', 'Bergen op Zoom', 240],
  ['keuzedeel', 'Fotografie en beeld', 'Goes', 240],
  ['keuzedeel', 'Presenteren met impact', 'Vlissingen', 120],
  ['keuzedeel', 'Verkooptechnieken', 'Middelburg', 240],
  ['keuzedeel', 'Werken met data', 'Terneuzen', 240],
  ['keuzedeel', 'Mediawijsheid', 'Goes', 120],
  ['keuzedeel', 'Gezonde leefstijl', 'Roosendaal', 240],
]

/** A fresh copy of the large data set. */
export function seedLarge(): DbState {
  const state = seed()
  const next = random(20261122)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!

  const extraExcursions: ExcursionRow[] = extraOffers.map(([scope, name, location, hours], i) => {
    const day = scope === 'keuzedeel' ? 1 + (i % 28) : 10 + (i % 7)
    const month = scope === 'keuzedeel' ? '03' : '04'
    return {
      _id: `g${i + 1}`,
      name,
      scope,
      hours,
      datetime: `${String(day).padStart(2, '0')}-${month}-2027`,
      location,
      description: `${name} in ${location}.`,
      capacity: null,
      minimum: null,
      return_date: null,
      consent: null,
      ...noBalance(),
    }
  })
  state.excursions.push(...extraExcursions)

  const seededStudents = state.users.filter((u) => u.role === 'student').length
  for (let i = 0; i < LARGE_DATA_SET.students - seededStudents; i++) {
    const id = `u-l${i + 1}`
    const number = String(300001 + i)
    const [prefix, lastName] = pick(lastNames)
    const incomplete = next() < 0.04
    state.users.push({
      _id: id,
      role: 'student',
      login_id: number,
      password_hash: DEMO_PASSWORD_HASH,
      created_at: state.users[0]!.created_at,
    })
    state.profiles.push({
      ...state.profiles.find((p) => p.user_id === 'u-s1')!,
      _id: `p-l${i + 1}`,
      user_id: id,
      login_id: number,
      number,
      email: `${number}@student.scalda.nl`,
      first_name: pick(firstNames),
      last_name_prefix: prefix,
      last_name: lastName,
      phone: incomplete ? '' : `+316${String(10000000 + i * 7919).slice(-8)}`,
      grade: pick(mentors),
      hours: 20,
      accept_privacy_policy: !incomplete,
    })
  }

  // Subscriptions: each generated student ranks a few X-Week offers (1 = first choice) and may
  // take a keuzedeel, until the total reaches the target.
  const offers = (scopes: string[]) => state.excursions.filter((e) => scopes.includes(e.scope))
  const xWeek = offers(['x-week', 'buitenland'])
  const electives = offers(['keuzedeel'])
  const generated = state.users.filter((u) => u._id.startsWith('u-l'))
  const scopeOf = new Map(state.excursions.map((e) => [e._id, e.scope]))
  const taken = new Map<string, string[]>(generated.map((u) => [u._id, []]))
  const start = Date.UTC(2026, 9, 1, 8, 0)
  for (let round = 0; state.subscriptions.length < LARGE_DATA_SET.subscriptions; round++) {
    const student = generated[round % generated.length]!
    const mine = taken.get(student._id)!
    const pool = round < generated.length || next() < 0.5 ? xWeek : electives
    const candidates = pool.filter((e) => !mine.includes(e._id))
    if (candidates.length === 0) continue
    const excursion = pick(candidates)
    // Ranks are unique per student within a scope (DESIGN.md "Preference").
    const preference = mine.filter((id) => scopeOf.get(id) === excursion.scope).length + 1
    mine.push(excursion._id)
    state.subscriptions.push({
      _id: `sl${round + 1}`,
      excursion_id: excursion._id,
      student_id: student._id,
      scope: excursion.scope,
      preference,
      payed: next() < 0.3,
      timestamp: new Date(start + Math.floor(next() * 40 * 24 * 60) * 60_000).toISOString(),
      placed_via: null,
      placed_rank: null,
    })
  }

  // Every fourth generated offer has a capacity: most with places left, some exactly full.
  extraExcursions.forEach((excursion, i) => {
    if (i % 4 !== 0) return
    const count = state.subscriptions.filter((s) => s.excursion_id === excursion._id).length
    excursion.capacity = i % 8 === 0 ? count : Math.ceil((count + 5) / 10) * 10
  })
  return state
}
