/**
 * Exact lexicographic min-cost flow for placing students, with the lottery as the tie-break.
 *
 * THE PROBLEM. Students are sources of one unit each; excursions are nodes with a capacity; every
 * student also has a `none` option (unplaced) of unlimited capacity, so every student is always
 * routed and the problem is a transportation problem. A student's edge to an option costs the
 * vector `rankCost[rank]` (the option's rank in the student's wishes; `none` has its own row).
 * Costs are vectors of K integers compared lexicographically: the policies' objectives
 * ("most placed, then most 1st choices, then most 2nd choices, …") are exactly such vectors, and
 * integer vectors are exact where scalar weights like (n+1)^(k-r) overflow 2^53 (10,001^9 ≈ 1e36 at
 * 10,000 students and 10 ranks). Every component stays an integer of size O(m · k) (see `pack`),
 * which also lets several components share one double, exactly.
 *
 * Min-cost flow theory (optimality iff no negative residual cycle; successive shortest paths;
 * reduced costs and potentials) uses only addition, subtraction and a total order compatible with
 * addition. Integer vectors under lexicographic order are such an ordered group, so every proof
 * carries over unchanged.
 *
 * THE SOLVER: successive shortest paths over a collapsed graph. Students are many (10,000),
 * excursions few (100). A residual path from excursion u to excursion v through a student w
 * sitting at u means "w moves from u to v" and costs cost(w, v) - cost(w, u), which depends only on
 * w's ranks at u and at v (a "class"). So the graph the shortest paths run on has only the m
 * excursions, `none` and the sink t as nodes; the edge u -> v costs the cheapest class among the
 * students at u, kept up to date in a min-heap per (u, v) keyed by class. Each student is added
 * with one Dijkstra over these m + 2 nodes, using potentials (Johnson) so every reduced cost is
 * >= 0 even though moves can have negative cost; the augmentation moves one student per edge of
 * the path.
 * Adding students one by one along shortest augmenting paths keeps the placement of the students
 * added so far optimal (the classic SSP invariant: no negative residual cycle), so after the last
 * student the placement is optimal.
 *
 * THE TIE-BREAK: serial dictatorship over the optimal placements. Many placements are optimal
 * (who of two equal students gets the last seat). Among them we pick the one that is
 * lexicographically best in lottery order: the student with lottery number 1 gets the best rank
 * any optimal placement can give them, then number 2 the best rank still possible without taking
 * anything from number 1, and so on. Because a student's rank determines their excursion, this
 * placement is unique: it does not depend on the order of the input, on the path the solver
 * happened to take, or on which optimal placement it found first. It is computed exactly with the
 * final potentials: a placement is optimal iff it differs from ours by cycles of zero reduced cost
 * (complementary slackness), so student s can get option e' without harming anyone before them iff
 * the edge s -> e' is tight and a path of tight residual edges, through students not yet fixed,
 * leads from e' back to s's current excursion. One reverse breadth-first search per student over
 * the collapsed graph answers that; pushing along tight edges keeps the placement optimal and the
 * potentials valid.
 */

export interface LexFlowProblem {
  /** Number of excursion nodes m; node m is `none` (unplaced). */
  nodeCount: number
  /** Places per excursion node (non-negative integers; give "unlimited" as the student count). */
  capacity: ArrayLike<number>
  /** Student i's options are optNode[optStart[i] .. optStart[i+1]), best rank first. */
  optStart: Int32Array
  optNode: Int32Array
  /** The rank (1-based, strictly increasing per student) of each option; at most kMax. */
  optRank: Int32Array
  kMax: number
  /** Cost vector length. */
  K: number
  /** (kMax + 2) rows of K integers: row r is the cost of a rank-r option, row kMax + 1 of `none`. */
  rankCost: Float64Array
  /** A permutation of the students: the lottery order (first = lottery number 1). */
  order: Int32Array
}

export interface LexFlowSolution {
  /** The node per student: an excursion node, or m for `none` (also for students not inserted). */
  node: Int32Array
  /** The rank per student, or 0 when unplaced. */
  rank: Int32Array
}

/** Adds every student (in `order`) and returns the tie-broken optimum. */
export function solveLexFlow(p: LexFlowProblem): LexFlowSolution {
  const flow = createLexFlow(p)
  for (const i of p.order) flow.insert(i)
  return flow.solve()
}

/**
 * A flow that can be changed and solved again without starting over (for minimum sizes, which
 * drop excursions one at a time):
 * - `insert(i)` adds student i along a shortest augmenting path (students not inserted take no
 *   part: they are pinned elsewhere, for now);
 * - `close(x)` takes excursion node x out (capacity 0) and takes its students out too, to be
 *   inserted again. Removing nodes and students only deletes residual edges, so the placement
 *   left is still optimal for the students left and the potentials stay valid: the invariant of
 *   successive shortest paths holds, and inserting the students again gives the new optimum.
 * - `solve()` breaks the ties of the current optimum by lottery and returns it; the tie-break
 *   moves students along zero-cost cycles only, so the flow stays optimal for more inserts.
 */
export interface LexFlow {
  insert(i: number): void
  inserted(i: number): boolean
  close(x: number): void
  solve(): LexFlowSolution
}

export function createLexFlow(p: LexFlowProblem): LexFlow {
  const m = p.nodeCount
  const M = m + 1 // excursions and none: the nodes students sit at
  const NONE_NODE = m
  const T = M // the sink
  const { K, rankCost, inBounds } = pack(p, m)
  const nS = p.optStart.length - 1
  const NONE = p.kMax + 1 // the rank of `none`
  const R = p.kMax + 2

  // Classes (rank at u, rank at v) and their cost differences, grouped by equal difference and
  // sorted ascending, so "the cheapest student to move from u to v" is the smallest non-empty group.
  const classVectors: { cls: number; vec: number[] }[] = []
  for (let ru = 1; ru <= NONE; ru++)
    for (let rv = 1; rv <= NONE; rv++) {
      if (ru === rv) continue
      const vec: number[] = []
      for (let j = 0; j < K; j++)
        vec.push((rankCost[rv * K + j] as number) - (rankCost[ru * K + j] as number))
      classVectors.push({ cls: ru * R + rv, vec })
    }
  classVectors.sort((a, b) => compareVectors(a.vec, b.vec))
  const groupOfClass = new Int32Array(R * R).fill(-1)
  const groupVectors: number[][] = []
  for (const { cls, vec } of classVectors) {
    const last = groupVectors[groupVectors.length - 1]
    if (!last || compareVectors(last, vec) !== 0) groupVectors.push(vec)
    groupOfClass[cls] = groupVectors.length - 1
  }
  const G = groupVectors.length
  const delta = new Float64Array(G * K)
  groupVectors.forEach((vec, g) => vec.forEach((x, j) => (delta[g * K + j] = x)))
  const groupKey = new Map(groupVectors.map((vec, g) => [vec.join(','), g]))

  const cap = new Int32Array(M)
  for (let x = 0; x < m; x++) cap[x] = p.capacity[x] as number
  cap[NONE_NODE] = nS + 1
  const load = new Int32Array(M)
  const pi = new Float64Array((M + 1) * K)

  // Slots: student i has one slot per option and one for `none`; slot j is where i sits (assignSlot)
  // or a target i could move to. While i is movable, each of its other slots j is an entry in the
  // heap of the pair (i's node, slot j's node), keyed by the group of i's move. Each pair's heap is
  // a binary min-heap, so its top is the cheapest student to move from u to v; memory grows with
  // the entries (students × wishes), not with pairs × groups (which would be m² k²).
  const degree = (i: number) => (p.optStart[i + 1] as number) - (p.optStart[i] as number)
  const slotBase = (i: number) => (p.optStart[i] as number) + i
  const totalSlots = (p.optStart[nS] as number) + nS
  const entGroup = new Int32Array(totalSlots)
  const entPair = new Int32Array(totalSlots).fill(-1)
  const entPos = new Int32Array(totalSlots)
  const entStudent = new Int32Array(totalSlots)
  for (let i = 0; i < nS; i++) entStudent.fill(i, slotBase(i), slotBase(i) + degree(i) + 1)
  const heaps: number[][] = Array.from({ length: M * M }, () => [])
  /** The group at the top of each pair's heap, G when empty. */
  const minGroup = new Int32Array(M * M).fill(G)
  const assignSlot = new Int32Array(nS).fill(-1)

  const nodeOfSlot = (i: number, j: number) =>
    j < degree(i) ? (p.optNode[(p.optStart[i] as number) + j] as number) : NONE_NODE
  const rankOfSlot = (i: number, j: number) =>
    j < degree(i) ? (p.optRank[(p.optStart[i] as number) + j] as number) : NONE
  const nodeOf = (i: number) => nodeOfSlot(i, assignSlot[i] as number)

  function siftUp(heap: number[], from: number) {
    const e = heap[from] as number
    const g = entGroup[e] as number
    let pos = from
    while (pos > 0) {
      const parent = (pos - 1) >> 1
      const above = heap[parent] as number
      if ((entGroup[above] as number) <= g) break
      heap[pos] = above
      entPos[above] = pos
      pos = parent
    }
    heap[pos] = e
    entPos[e] = pos
  }

  function siftDown(heap: number[], from: number) {
    const e = heap[from] as number
    const g = entGroup[e] as number
    const size = heap.length
    let pos = from
    for (;;) {
      let child = 2 * pos + 1
      if (child >= size) break
      const right = child + 1
      if (
        right < size &&
        (entGroup[heap[right] as number] as number) < (entGroup[heap[child] as number] as number)
      )
        child = right
      const below = heap[child] as number
      if ((entGroup[below] as number) >= g) break
      heap[pos] = below
      entPos[below] = pos
      pos = child
    }
    heap[pos] = e
    entPos[e] = pos
  }

  function addEntries(i: number) {
    const at = assignSlot[i] as number
    const u = nodeOfSlot(i, at)
    const ru = rankOfSlot(i, at)
    const base = slotBase(i)
    const deg = degree(i)
    for (let j = 0; j <= deg; j++) {
      if (j === at) continue
      const pair = u * M + nodeOfSlot(i, j)
      const e = base + j
      const heap = heaps[pair] as number[]
      entGroup[e] = groupOfClass[ru * R + rankOfSlot(i, j)] as number
      entPair[e] = pair
      heap.push(e)
      siftUp(heap, heap.length - 1)
      minGroup[pair] = entGroup[heap[0] as number] as number
    }
  }

  function removeEntries(i: number) {
    const base = slotBase(i)
    const deg = degree(i)
    for (let j = 0; j <= deg; j++) {
      const e = base + j
      const pair = entPair[e] as number
      if (pair < 0) continue
      const heap = heaps[pair] as number[]
      const pos = entPos[e] as number
      const last = heap.pop() as number
      if (last !== e) {
        heap[pos] = last
        entPos[last] = pos
        siftUp(heap, pos)
        siftDown(heap, entPos[last] as number)
      }
      entPair[e] = -1
      minGroup[pair] = heap.length > 0 ? (entGroup[heap[0] as number] as number) : G
    }
  }

  /** Moves a movable student to slot j (its heap entries follow it). */
  function move(i: number, j: number, movable: boolean) {
    const from = assignSlot[i] as number
    if (from >= 0) {
      removeEntries(i)
      load[nodeOfSlot(i, from)]! -= 1
    }
    assignSlot[i] = j
    load[nodeOfSlot(i, j)]! += 1
    if (movable) addEntries(i)
  }

  // ---- Successive shortest paths: add the students one by one (in lottery order). ----
  const key = new Float64Array((M + 1) * K)
  const reached = new Uint8Array(M + 1)
  const visited = new Uint8Array(M + 1)
  const pred = new Int32Array(M + 1)
  const sourceSlot = new Int32Array(M + 1)
  const visitedList = new Int32Array(M + 1)
  const frontier = new Int32Array(M + 1)
  const base = new Float64Array(K)

  /** a[ai..] vs b[bi..], lexicographically. */
  const compareAt = (a: Float64Array, ai: number, b: Float64Array, bi: number) => {
    for (let j = 0; j < K; j++) {
      const x = a[ai + j] as number
      const y = b[bi + j] as number
      if (x !== y) return x < y ? -1 : 1
    }
    return 0
  }

  function insert(i: number) {
    reached.fill(0)
    visited.fill(0)
    let frontierSize = 0
    const deg = degree(i)
    for (let j = 0; j <= deg; j++) {
      const v = nodeOfSlot(i, j)
      const r = rankOfSlot(i, j)
      for (let c = 0; c < K; c++)
        key[v * K + c] = (rankCost[r * K + c] as number) - (pi[v * K + c] as number)
      reached[v] = 1
      pred[v] = -1
      sourceSlot[v] = j
      frontier[frontierSize++] = v
    }
    let visitedCount = 0
    for (;;) {
      // The reached, unvisited node with the smallest key (the sink first on ties: it ends the search).
      let u = frontier[0] as number
      let uAt = 0
      for (let f = 1; f < frontierSize; f++) {
        const v = frontier[f] as number
        const vk = v * K
        const bk = u * K
        let cmp = 0
        for (let c = 0; c < K; c++) {
          const x = key[vk + c] as number
          const y = key[bk + c] as number
          if (x !== y) {
            cmp = x < y ? -1 : 1
            break
          }
        }
        if (cmp < 0 || (cmp === 0 && v === T)) {
          u = v
          uAt = f
        }
      }
      frontier[uAt] = frontier[--frontierSize] as number
      visited[u] = 1
      visitedList[visitedCount++] = u
      if (u === T) break
      const uk = u * K
      for (let c = 0; c < K; c++) base[c] = (key[uk + c] as number) + (pi[uk + c] as number)
      // u -> t when u has a free place (u's flow to the sink can grow), at cost 0.
      if ((load[u] as number) < (cap[u] as number)) {
        const tk = T * K
        let better = !reached[T]
        if (!better) {
          for (let c = 0; c < K; c++) {
            const x = (base[c] as number) - (pi[tk + c] as number)
            const y = key[tk + c] as number
            if (x !== y) {
              better = x < y
              break
            }
          }
        }
        if (better) {
          if (!reached[T]) {
            reached[T] = 1
            frontier[frontierSize++] = T
          }
          for (let c = 0; c < K; c++) key[tk + c] = (base[c] as number) - (pi[tk + c] as number)
          pred[T] = u
        }
      }
      // u -> v: the cheapest student at u moves to v.
      const uM = u * M
      for (let v = 0; v < M; v++) {
        const g = minGroup[uM + v] as number
        if (g === G || visited[v]) continue
        const vk = v * K
        const dk = g * K
        let better = !reached[v]
        if (!better) {
          for (let c = 0; c < K; c++) {
            const x = (base[c] as number) + (delta[dk + c] as number) - (pi[vk + c] as number)
            const y = key[vk + c] as number
            if (x !== y) {
              better = x < y
              break
            }
          }
        }
        if (better) {
          if (!reached[v]) {
            reached[v] = 1
            frontier[frontierSize++] = v
          }
          for (let c = 0; c < K; c++)
            key[vk + c] = (base[c] as number) + (delta[dk + c] as number) - (pi[vk + c] as number)
          pred[v] = u
        }
      }
    }
    // Potentials: every node settled before t drops by (key(t) - key(v)) >= 0, the others keep
    // theirs. This keeps every reduced cost >= 0 (Dijkstra's triangle inequality for settled
    // nodes; unsettled nodes had keys >= key(t)) and makes the path's edges tight, so the reversed
    // edges the augmentation creates are >= 0 too.
    for (let n = 0; n < visitedCount; n++) {
      const v = visitedList[n] as number
      for (let c = 0; c < K; c++) {
        const value =
          (pi[v * K + c] as number) + (key[v * K + c] as number) - (key[T * K + c] as number)
        if (!inBounds(value)) throw new Error(`placement: potential ${value} out of its bound`)
        pi[v * K + c] = value
      }
    }
    // Augment: the path is source -> x1 -> … -> xj -> t. Move one student per edge, last edge
    // first, so each edge's student is taken from the heaps as Dijkstra saw them.
    const path: number[] = []
    for (let x = pred[T] as number; x !== -1; x = pred[x] as number) path.push(x)
    for (let n = 0; n + 1 < path.length; n++) {
      const to = path[n] as number
      const from = path[n + 1] as number
      const pair = from * M + to
      const e = (heaps[pair] as number[])[0] as number
      const w = entStudent[e] as number
      move(w, e - slotBase(w), true)
    }
    move(i, sourceSlot[path[path.length - 1] as number] as number, true)
  }

  function close(x: number) {
    cap[x] = 0
    for (let i = 0; i < nS; i++) {
      if (assignSlot[i] === -1 || nodeOf(i) !== x) continue
      removeEntries(i)
      load[x]! -= 1
      assignSlot[i] = -1
    }
  }

  // ---- The tie-break: serial dictatorship over the optimal placements, in lottery order. ----
  const tightGroup = new Int32Array(M * M)
  const tightToSink = new Uint8Array(M)
  const reach = new Uint8Array(M + 1)
  const next = new Int32Array(M + 1)
  const queue = new Int32Array(M + 1)
  const diff: number[] = new Array<number>(K)

  function solve(): LexFlowSolution {
    // Tight pairs: the group whose cost difference equals pi(v) - pi(u) (a student of that group
    // at u can move to v at zero reduced cost), or -1.
    for (let u = 0; u < M; u++)
      for (let v = 0; v < M; v++) {
        if (u === v) continue
        for (let c = 0; c < K; c++) diff[c] = (pi[v * K + c] as number) - (pi[u * K + c] as number)
        tightGroup[u * M + v] = groupKey.get(diff.join(',')) ?? -1
      }
    for (let u = 0; u < M; u++) tightToSink[u] = compareAt(pi, u * K, pi, T * K) === 0 ? 1 : 0

    for (let n = 0; n < nS; n++) {
      const s = p.order[n] as number
      const at = assignSlot[s] as number
      if (at === -1) continue // not inserted
      const u = nodeOf(s)
      const ru = rankOfSlot(s, at)
      removeEntries(s) // s is fixed from now on, whatever happens below
      // Better options s could take at zero reduced cost (in rank order).
      const candidates: number[] = []
      for (let j = 0; j < at; j++) {
        const v = nodeOfSlot(s, j)
        if (groupOfClass[ru * R + rankOfSlot(s, j)] === tightGroup[u * M + v]) candidates.push(j)
      }
      if (candidates.length === 0) continue
      // Reverse breadth-first search from u over tight residual edges of unfixed students.
      reach.fill(0)
      reach[u] = 1
      let head = 0
      let tail = 0
      queue[tail++] = u
      const firstNode = nodeOfSlot(s, candidates[0] as number)
      while (head < tail && !reach[firstNode]) {
        const v = queue[head++] as number
        if (v === T) {
          // x -> t: x can take one more student.
          for (let x = 0; x < M; x++)
            if (!reach[x] && tightToSink[x] && (load[x] as number) < (cap[x] as number)) {
              reach[x] = 1
              next[x] = T
              queue[tail++] = x
            }
          continue
        }
        // t -> v: v can give up a student.
        if (!reach[T] && tightToSink[v] && (load[v] as number) > 0) {
          reach[T] = 1
          next[T] = v
          queue[tail++] = T
        }
        // x -> v: an unfixed student at x can move to v at zero reduced cost.
        for (let x = 0; x < M; x++) {
          if (reach[x]) continue
          const g = minGroup[x * M + v] as number
          if (g < G && g === tightGroup[x * M + v]) {
            reach[x] = 1
            next[x] = v
            queue[tail++] = x
          }
        }
      }
      const chosen = candidates.find((j) => reach[nodeOfSlot(s, j)])
      if (chosen === undefined) continue
      // The zero-cost cycle: s moves u -> e', and students move along e' -> … -> u (last edge first).
      const path: number[] = []
      for (let x = nodeOfSlot(s, chosen); x !== u; x = next[x] as number) path.push(x)
      path.push(u)
      for (let n2 = path.length - 2; n2 >= 0; n2--) {
        const from = path[n2] as number
        const to = path[n2 + 1] as number
        if (from === T || to === T) continue // capacity slack, nobody moves
        const pair = from * M + to
        const e = (heaps[pair] as number[])[0] as number
        const w = entStudent[e] as number
        move(w, e - slotBase(w), true)
      }
      move(s, chosen, false)
    }

    const node = new Int32Array(nS).fill(NONE_NODE)
    const rank = new Int32Array(nS)
    for (let i = 0; i < nS; i++) {
      if (assignSlot[i] === -1) continue
      node[i] = nodeOf(i)
      const r = rankOfSlot(i, assignSlot[i] as number)
      rank[i] = r === NONE ? 0 : r
    }
    fixed = true
    return { node, rank }
  }

  /** After a tie-break every student is fixed; a later insert or close makes them movable again. */
  let fixed = false
  function unfix() {
    if (!fixed) return
    fixed = false
    for (let i = 0; i < nS; i++) if (assignSlot[i] !== -1) addEntries(i)
  }

  return {
    insert(i) {
      unfix()
      insert(i)
    },
    inserted: (i) => assignSlot[i] !== -1,
    close(x) {
      unfix()
      close(x)
    },
    solve() {
      unfix()
      return solve()
    },
  }
}

function compareVectors(a: readonly number[], b: readonly number[]): number {
  for (let j = 0; j < a.length; j++) {
    const x = a[j] as number
    const y = b[j] as number
    if (x !== y) return x < y ? -1 : 1
  }
  return 0
}

/**
 * Packs the cost vectors: `digits` components per double, as digits of a balanced base b (a power
 * of two), so comparing two doubles compares their components lexicographically and adding them
 * adds the components. That holds as long as every component of every value compared stays below
 * b/2 in size, which the following bound guarantees (b is chosen from it).
 *
 * Why every number stays small. The sink's potential never changes (it is settled last: + 0), so
 * it stays 0, and with the source at potential 0 a settled node's key is d(v) - pi(v), d being the
 * true shortest distance from the new student. The update therefore sets pi(v) = d(v) - d(t): each
 * potential is 0 or the difference of two shortest-path costs of one insertion. Shortest paths are
 * simple (no negative cycles): one edge from the student (each component at most C, the largest
 * cost component) and at most m + 1 moves (each component at most 2C), so |d| <= 2 (m + 2) C and
 * |pi| <= 4 (m + 2) C per component. Everything compared is a path cost minus a potential, a key
 * (|d| + |pi| <= 6 (m + 2) C) or a difference of two potentials (8 (m + 2) C): below b/2 with
 * b > 16 (m + 2) C. The tie-break and closing excursions do not touch potentials. Each potential
 * written is checked against its bound (`inBounds`), so a broken invariant fails loudly instead
 * of comparing wrongly. A double holds digits · bits <= 50 bits, so every packed value is an
 * integer below 2^50 and sums of a few of them stay below 2^53: all arithmetic on them is exact.
 */
function pack(p: LexFlowProblem, m: number) {
  let largest = 1
  for (const x of p.rankCost) largest = Math.max(largest, Math.abs(x))
  const piBound = 4 * (m + 2) * largest
  let bits = 1
  while (2 ** bits <= 4 * piBound) bits++
  if (bits > 50) throw new Error('placement: instance too large for exact packing')
  const digits = Math.floor(50 / bits)
  const base = 2 ** bits
  const K = Math.ceil(p.K / digits)
  const rows = p.rankCost.length / p.K
  const rankCost = new Float64Array(rows * K)
  for (let r = 0; r < rows; r++)
    for (let l = 0; l < K; l++) {
      let value = 0
      for (let t = 0; t < digits; t++) {
        const j = l * digits + t
        value = value * base + (j < p.K ? (p.rankCost[r * p.K + j] as number) : 0)
      }
      rankCost[r * K + l] = value
    }
  /** Whether a packed potential's digits are all within the bound. */
  const inBounds = (packed: number) => {
    let rest = packed
    for (let t = 0; t < digits; t++) {
      const digit = rest - base * Math.round(rest / base)
      if (Math.abs(digit) > piBound) return false
      rest = (rest - digit) / base
    }
    return rest === 0
  }
  return { K, rankCost, inBounds }
}
