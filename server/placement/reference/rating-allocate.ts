/**
 * The bench's anchor: the approach of Moodle mod_ratingallocate's default solver, written from
 * its description for this bench (not used by the engine), to time the same input the way the
 * issue compares against.
 *
 * The approach (min-cost flow by successive shortest paths, Edmonds-Karp style, with Bellman-Ford
 * as the path search over the whole graph):
 * - one node per student and per choice, plus a source and a sink; source -> student (cost 0),
 *   student -> choice (cost -rating, only for a positive rating), choice -> sink (cost 0, with a
 *   counter of places left);
 * - repeat: Bellman-Ford from the source over every edge of every node (nodes in creation order:
 *   source, sink, students, choices), at most |V| passes, stopping after a pass that changes
 *   nothing; no path to the sink ends the loop; otherwise augment along the path: each edge on it
 *   is replaced by its reverse with the opposite cost, except a choice -> sink edge with more than
 *   one place left, whose counter just goes down.
 * Each augmentation places one more student, so the loop runs once per student, and each search
 * touches every student's edges. Ties go to the order of the edges. It maximises the sum of the
 * ratings; our students' ranks become ratings k, k-1, …, 1 (1st choice = k), the way a five-star
 * rating would be used.
 */

interface Arc {
  head: number
  cost: number
  /** Places left on a choice -> sink arc (0 elsewhere). */
  places: number
}

export interface RatingAllocateInput {
  students: readonly { id: string; wishes: readonly string[] }[]
  excursions: readonly { id: string; capacity: number | null }[]
}

export interface RatingAllocateResult {
  /** student id -> excursion id, for the students placed before the end (or the time limit). */
  allocation: Map<string, string>
  augmentations: number
  /** True when the time limit stopped it before the search found no more paths. */
  stopped: boolean
}

export function allocateLikeRatingAllocate(
  input: RatingAllocateInput,
  options: { deadline?: number } = {},
): RatingAllocateResult {
  const nStudents = input.students.length
  const source = 0
  const sink = 1
  const studentNode = (s: number) => 2 + s
  const choiceNode = (c: number) => 2 + nStudents + c
  const nodeCount = 2 + nStudents + input.excursions.length
  const out: Arc[][] = Array.from({ length: nodeCount }, () => [])
  const choiceIndex = new Map(input.excursions.map((e, c) => [e.id, c]))

  for (let s = 0; s < nStudents; s++)
    out[source]!.push({ head: studentNode(s), cost: 0, places: 0 })
  input.excursions.forEach((e, c) =>
    out[choiceNode(c)]!.push({ head: sink, cost: 0, places: e.capacity ?? nStudents }),
  )
  input.students.forEach((student, s) => {
    student.wishes.forEach((id, position) => {
      const rating = student.wishes.length - position
      if (rating > 0)
        out[studentNode(s)]!.push({
          head: choiceNode(choiceIndex.get(id)!),
          cost: -rating,
          places: 0,
        })
    })
  })

  const distance = new Array<number>(nodeCount)
  const previous = new Array<number>(nodeCount)
  /** The path sink … source as a list of nodes, or null. */
  const shortestPath = (): number[] | null => {
    distance.fill(Infinity)
    previous.fill(-1)
    distance[source] = 0
    for (let pass = 0; pass < nodeCount; pass++) {
      let changed = false
      for (let tail = 0; tail < nodeCount; tail++) {
        const d = distance[tail]!
        if (d === Infinity) continue
        for (const arc of out[tail]!) {
          if (d + arc.cost < distance[arc.head]!) {
            distance[arc.head] = d + arc.cost
            previous[arc.head] = tail
            changed = true
          }
        }
      }
      if (!changed) break
    }
    if (previous[sink] === -1) return null
    const path = [sink]
    while (path[path.length - 1] !== source) path.push(previous[path[path.length - 1]!]!)
    return path
  }

  let augmentations = 0
  let stopped = false
  for (;;) {
    if (options.deadline !== undefined && performance.now() > options.deadline) {
      stopped = true
      break
    }
    const path = shortestPath()
    if (path === null) break
    for (let k = path.length - 1; k > 0; k--) {
      const tail = path[k]!
      const head = path[k - 1]!
      const arcs = out[tail]!
      const at = arcs.findIndex((arc) => arc.head === head)
      const arc = arcs[at]!
      if (head === sink && arc.places > 1) {
        arc.places--
        continue
      }
      arcs.splice(at, 1)
      out[head]!.push({ head: tail, cost: -arc.cost, places: 0 })
    }
    augmentations++
  }

  // A student's arc to a choice, once used, is reversed: choice -> student.
  const allocation = new Map<string, string>()
  input.excursions.forEach((e, c) => {
    for (const arc of out[choiceNode(c)]!) {
      const s = arc.head - 2
      if (s >= 0 && s < nStudents) allocation.set(input.students[s]!.id, e.id)
    }
  })
  return { allocation, augmentations, stopped }
}
