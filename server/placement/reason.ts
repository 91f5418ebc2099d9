/**
 * A reason for every student, in Dutch, from the engine's input and result only (pure): why they
 * got their place, or none. For example 'Je 1e keuze, Rijksmuseum, had 40 wensen voor 20
 * plaatsen; jouw lotnummer was 812 van 3000; je 2e keuze had plaats.'
 *
 * "Wensen" for an excursion counts every student (a group member counts once each) who put it
 * anywhere in their wish list; a better wish is explained as cancelled (below its minimum), full,
 * too small for the whole group, or given to others by the policy.
 */
import type { PlacementInput, PlacementResult } from './types.ts'

export function reasonsFor(
  input: Pick<PlacementInput, 'students' | 'groups'>,
  result: PlacementResult,
  /** Excursion names by id (shown instead of the id). */
  names: ReadonlyMap<string, string> = new Map(),
  /**
   * The rank a student gave a wish, from its place in the list the engine got (the caller's: a
   * wish left out for want of consent is not in that list). Only the words use it.
   */
  ownRank: (studentId: string, rank: number) => number = (_, rank) => rank,
): Map<string, string> {
  const name = (id: string) => names.get(id) ?? id
  const wishesOf = new Map(input.students.map((s) => [s.id, s.wishes]))
  const groupOf = new Map<string, { id: string; size: number; wishes: readonly string[] }>()
  for (const group of input.groups ?? [])
    for (const id of group.members)
      groupOf.set(id, { id: group.id, size: group.members.length, wishes: group.wishes })
  const listOf = (id: string) => groupOf.get(id)?.wishes ?? wishesOf.get(id) ?? []
  const demand = new Map<string, number>()
  for (const s of input.students)
    for (const x of listOf(s.id)) demand.set(x, (demand.get(x) ?? 0) + 1)
  const fill = new Map(result.excursions.map((e) => [e.excursionId, e]))
  const total = input.students.length
  const together = new Map<string, string | null>()
  if ('groups' in result && Array.isArray(result.groups))
    for (const g of result.groups as { groupId: string; excursionId: string | null }[])
      together.set(g.groupId, g.excursionId)

  /** Why wish number r (1-based) at x did not become the student's place. */
  const notThere = (studentId: string, r: number, x: string) => {
    const e = fill.get(x)!
    const head = `je ${ownRank(studentId, r)}e keuze, ${name(x)},`
    if (e.dropped)
      return `${head} ging niet door: te weinig deelnemers voor het minimum van ${e.minimum}`
    const places = e.capacity === null ? 'onbeperkt veel' : String(e.capacity)
    if (e.capacity !== null && e.placed >= e.capacity)
      return `${head} had ${demand.get(x) ?? 0} wensen voor ${places} plaatsen`
    const group = groupOf.get(studentId)
    if (group && e.capacity !== null && e.capacity - e.placed < group.size)
      return `${head} had geen ${group.size} plaatsen meer vrij voor jullie hele groep`
    return `${head} ging naar anderen, zodat meer leerlingen een betere keuze kregen`
  }
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

  const reasons = new Map<string, string>()
  for (const s of result.students) {
    const lottery = `jouw lotnummer was ${s.lotteryNumber} van ${total}`
    const list = listOf(s.studentId)
    const group = groupOf.get(s.studentId)
    const withGroup =
      group && s.excursionId !== null && together.get(group.id) === s.excursionId
        ? ' Je gaat samen met je groep.'
        : ''
    let text: string
    if (s.via === 'pin') text = `De school heeft je geplaatst bij ${name(s.excursionId!)}.`
    else if (s.via === 'wish' && s.rank === 1)
      text = `Je kreeg je ${ownRank(s.studentId, 1)}e keuze, ${name(s.excursionId!)}.${withGroup}`
    else if (s.via === 'wish') {
      const better = list.slice(0, (s.rank as number) - 1)
      const why = better.map((x, n) => notThere(s.studentId, n + 1, x))
      text = `${capital(why.join('; '))}; ${lottery}; je ${ownRank(s.studentId, s.rank as number)}e keuze had plaats.${withGroup}`
    } else if (s.via === 'leftover') {
      const why = list.map((x, n) => notThere(s.studentId, n + 1, x))
      text =
        (why.length > 0 ? `${capital(why.join('; '))}; ${lottery}. ` : 'Je gaf geen wensen op. ') +
        `Je kreeg een overgebleven plaats bij ${name(s.excursionId!)}.`
    } else if (s.unplacedReason === 'no-wishes')
      text = 'Je gaf geen wensen op, dus je bent nog niet geplaatst.'
    else {
      const why = list.map((x, n) => notThere(s.studentId, n + 1, x))
      text = `${capital(why.join('; '))}; ${lottery}. Je bent nog niet geplaatst.`
    }
    reasons.set(s.studentId, text)
  }
  return reasons
}
