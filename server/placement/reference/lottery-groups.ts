/**
 * A plain reference for the lottery policy with groups (groups.ts, placeLotteryWithGroups), for
 * tests: the documented procedure written out once more, by ids and lists instead of indices.
 * Leftover seats are left out (the tests run without them).
 */
import { compareIds, drawLottery } from '../lottery.ts'
import type { PlacementInput } from '../types.ts'

export function lotteryWithGroupsReference(input: PlacementInput): {
  at: Map<string, string | null>
  dropped: string[]
} {
  const draw = drawLottery(
    input.students.map((s) => s.id),
    input.seed,
  )
  const pin = new Map((input.pins ?? []).map((p) => [p.studentId, p.excursionId]))
  const wishes = new Map(input.students.map((s) => [s.id, [...s.wishes]]))
  const units: { members: string[]; wishes: string[]; number: number; group: boolean }[] = []
  const grouped = new Set<string>()
  for (const group of input.groups ?? []) {
    for (const id of group.members) {
      wishes.set(id, [...group.wishes])
      grouped.add(id)
    }
    const members = group.members.filter((id) => !pin.has(id)).sort(compareIds)
    if (members.length >= 2)
      units.push({
        members,
        wishes: [...group.wishes],
        number: draw.get(members[0]!)!,
        group: true,
      })
    else
      for (const id of members)
        units.push({
          members: [id],
          wishes: [...group.wishes],
          number: draw.get(id)!,
          group: false,
        })
  }
  for (const s of input.students)
    if (!grouped.has(s.id) && !pin.has(s.id))
      units.push({ members: [s.id], wishes: [...s.wishes], number: draw.get(s.id)!, group: false })
  // Pinned students whose excursion may be dropped are placed by wish then.
  for (const s of input.students)
    if (pin.has(s.id))
      units.push({
        members: [s.id],
        wishes: wishes.get(s.id)!,
        number: draw.get(s.id)!,
        group: false,
      })
  units.sort((a, b) => a.number - b.number)
  const open = new Set(input.excursions.map((e) => e.id))
  const dropped: string[] = []
  for (;;) {
    const at = new Map<string, string | null>(input.students.map((s) => [s.id, null]))
    const left = new Map<string, number>()
    for (const e of input.excursions) left.set(e.id, open.has(e.id) ? (e.capacity ?? Infinity) : 0)
    for (const [id, x] of pin)
      if (open.has(x)) {
        at.set(id, x)
        left.set(x, Math.max(0, left.get(x)! - 1))
      }
    for (const unit of units) {
      if (unit.members.some((id) => at.get(id) !== null)) continue
      const size = unit.members.length
      const x = unit.wishes.find((w) => open.has(w) && left.get(w)! >= size)
      if (x !== undefined) {
        for (const id of unit.members) at.set(id, x)
        left.set(x, left.get(x)! - size)
      } else if (unit.group && input.groupFallback) {
        for (const id of [...unit.members].sort((a, b) => draw.get(a)! - draw.get(b)!)) {
          const y = unit.wishes.find((w) => open.has(w) && left.get(w)! >= 1)
          if (y === undefined) continue
          at.set(id, y)
          left.set(y, left.get(y)! - 1)
        }
      }
    }
    const fill = (x: string) => [...at.values()].filter((a) => a === x).length
    const below = input.excursions
      .filter((e) => open.has(e.id) && fill(e.id) < (e.minimum ?? 0))
      .map((e) => ({ id: e.id, fill: fill(e.id), short: (e.minimum ?? 0) - fill(e.id) }))
      .sort((a, b) => a.fill - b.fill || b.short - a.short || compareIds(a.id, b.id))
    if (below.length === 0) return { at, dropped }
    // One at a time (the engine drops the empty ones together, which is the same).
    open.delete(below[0]!.id)
    dropped.push(below[0]!.id)
  }
}
