/**
 * A draw anyone can verify: the export of a placement's anonymised input, seed and outcome. The
 * check that recomputes it (`npm run placement:verify FILE`) is verify.ts: it loads the exact
 * engine (a worker thread), which the browser's demo backend cannot.
 *
 * Anonymised: student ids become s000001, s000002, … in the code-unit order of the real ids, so
 * the lottery (which sorts ids before it shuffles, lottery.ts) draws exactly the same numbers;
 * groups become g1, g2, …; a pin's reason (an admin's free text) is left out. Excursion ids stay:
 * they name trips, not people.
 *
 * The seed commitment: before the window opens the round shows SHA-256 of `seed:nonce`; at
 * publishing it reveals both. The nonce (128 random bits) is needed because a 32-bit seed alone
 * could be found from its hash by trying all 2^32 seeds in minutes.
 */
import { classKey } from '../../domain/balance.ts'
import { compareIds } from './lottery.ts'
import type { PlacementInput, PlacementPolicy, PlacementResult } from './types.ts'

export const VERIFY_FORMAT = 'plaatsing-controle/1'

export interface VerificationFile {
  format: typeof VERIFY_FORMAT
  policy: PlacementPolicy
  seed: number
  /** Revealed with the seed; see seedCommitment(). */
  nonce: string
  /** SHA-256 (hex) of `seed:nonce`, as shown before the window opened. */
  commitment: string
  placeWithoutWishes: boolean
  groupFallback: boolean
  /** With a balance (issue 44): the class share (%) and the kept places with their students. */
  excursions: {
    id: string
    capacity: number | null
    minimum: number | null
    classShare?: number | null
    kept?: { places: number; students: string[] } | null
  }[]
  /** With a class share anywhere: each student's class, anonymised (`k1`, … by classKey). */
  students: { id: string; wishes: string[]; className?: string; noLeftoverAt?: string[] }[]
  groups: { id: string; members: string[]; wishes: string[] }[]
  pins: { studentId: string; excursionId: string }[]
  /** The published outcome: per student the excursion, or null. */
  placement: Record<string, string | null>
  cancelled: string[]
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The commitment to a seed: SHA-256 of `seed:nonce`, lower-case hex. */
export function seedCommitment(seed: number, nonce: string): Promise<string> {
  return sha256Hex(`${seed}:${nonce}`)
}

/** A fresh nonce for a commitment: 128 random bits, hex. */
export function newNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
}

/** The export of a placement: pure, from the engine's input and result. */
export function exportForVerification(
  input: PlacementInput,
  result: PlacementResult,
  commitment: { nonce: string; commitment: string },
): VerificationFile {
  const sorted = input.students.map((s) => s.id).sort(compareIds)
  const width = String(sorted.length).length
  const alias = new Map(sorted.map((id, n) => [id, `s${String(n + 1).padStart(width, '0')}`]))
  const name = (id: string) => alias.get(id) as string
  const classes = [...new Set(input.students.map((s) => classKey(s.className)))]
    .filter((c) => c !== '')
    .sort(compareIds)
  const classAlias = new Map(classes.map((c, n) => [c, `k${n + 1}`]))
  const shared = input.excursions.some((e) => (e.classShare ?? null) !== null)
  return {
    format: VERIFY_FORMAT,
    policy: input.policy,
    seed: input.seed,
    nonce: commitment.nonce,
    commitment: commitment.commitment,
    placeWithoutWishes: input.placeWithoutWishes ?? false,
    groupFallback: input.groupFallback ?? false,
    excursions: input.excursions.map((e) => ({
      id: e.id,
      capacity: e.capacity,
      minimum: e.minimum ?? null,
      ...((e.classShare ?? null) !== null && { classShare: e.classShare }),
      ...(e.kept && { kept: { places: e.kept.places, students: e.kept.students.map(name) } }),
    })),
    students: input.students.map((s) => ({
      id: name(s.id),
      wishes: [...s.wishes],
      ...(shared && { className: classAlias.get(classKey(s.className)) ?? '' }),
      // Trips needing a consent the student has not given: no leftover seat there (issue 44).
      ...(s.noLeftoverAt && s.noLeftoverAt.length > 0 && { noLeftoverAt: [...s.noLeftoverAt] }),
    })),
    groups: (input.groups ?? []).map((g, n) => ({
      id: `g${n + 1}`,
      members: g.members.map(name),
      wishes: [...g.wishes],
    })),
    pins: (input.pins ?? []).map((p) => ({
      studentId: name(p.studentId),
      excursionId: p.excursionId,
    })),
    placement: Object.fromEntries(result.students.map((s) => [name(s.studentId), s.excursionId])),
    cancelled: [...result.droppedExcursions],
  }
}

/** The engine's input, as written in the file. */
export function inputOf(file: VerificationFile): PlacementInput {
  return {
    students: file.students,
    excursions: file.excursions,
    groups: file.groups,
    groupFallback: file.groupFallback,
    pins: file.pins.map((p) => ({ ...p, reason: '' })),
    placeWithoutWishes: file.placeWithoutWishes,
    policy: file.policy,
    seed: file.seed,
  }
}
