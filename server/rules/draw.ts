import type { Round } from '~contract/schemas/rounds'
import { windowState } from '~domain/window'
import { refuse } from '../errors'
import { serverMessages } from '../messages'
import { newNonce, seedCommitment } from '../placement/verify-file'
import type { RoundRow } from '../store/store'

/**
 * A draw anyone can verify (docs/rounds.md "De loting controleren"): a preference round fixes its
 * lottery seed when it is set up and shows only SHA-256 of `seed:nonce` (the commitment) until
 * the placement is published; then seed and nonce are shown, and 'Exporteren voor controle'
 * gives the anonymised input with them (server/placement/verify.ts).
 */

/** A fresh lottery seed (an unsigned 32-bit integer). */
export const newSeed = () => crypto.getRandomValues(new Uint32Array(1))[0]!

type DrawColumns = Pick<
  RoundRow,
  'draw_seed' | 'draw_nonce' | 'draw_committed_at' | 'draw_revealed_at'
>

export const noDraw: DrawColumns = {
  draw_seed: null,
  draw_nonce: null,
  draw_committed_at: null,
  draw_revealed_at: null,
}

/**
 * The draw of a round being set: a preference round keeps its seed while it is secret (setting
 * the round again cannot draw anew); a new one is drawn when there is none, or when the old one
 * was shown at publishing and the window opens again (wishes would then be made knowing it).
 */
export function drawOnSet(
  before: RoundRow,
  after: Pick<RoundRow, 'mode' | 'opens_at' | 'closes_at'>,
  now: Date,
): DrawColumns {
  const kept = {
    draw_seed: before.draw_seed,
    draw_nonce: before.draw_nonce,
    draw_committed_at: before.draw_committed_at,
    draw_revealed_at: before.draw_revealed_at,
  }
  if (after.mode !== 'preference') return kept
  const reopens = windowState(after, now) !== 'closed' || after.closes_at === null
  if (before.draw_seed !== null && (before.draw_revealed_at === null || !reopens)) return kept
  return {
    draw_seed: newSeed(),
    draw_nonce: newNonce(),
    draw_committed_at: now.toISOString(),
    draw_revealed_at: null,
  }
}

/** A round row as the audit log keeps it: never the secret seed or nonce. */
export function auditedRound(round: RoundRow) {
  const { draw_seed: _seed, draw_nonce: _nonce, ...rest } = round
  return rest
}

/** The round's draw as GET rounds shows it to everyone: seed and nonce only once revealed. */
export async function drawAnswer(round: RoundRow): Promise<Round['draw']> {
  if (round.mode !== 'preference' || round.draw_seed === null || round.draw_nonce === null)
    return undefined
  return {
    commitment: await seedCommitment(round.draw_seed, round.draw_nonce),
    committed_at: round.draw_committed_at ?? round.updated_at,
    ...(round.draw_revealed_at !== null
      ? { seed: round.draw_seed, nonce: round.draw_nonce, revealed_at: round.draw_revealed_at }
      : {}),
  }
}

/**
 * The seed a preview draws with. A round with a fixed seed uses it once its window has closed
 * (the answer then hides it until publishing); before that, a preview is a practice on another
 * seed, so nobody learns the real lottery while wishes can still change. A round without one
 * (set up before this existed) draws as before: the given seed or a new one.
 */
export function previewSeed(round: RoundRow, given: number | undefined, now: Date) {
  if (round.draw_seed !== null && round.closes_at && windowState(round, now) === 'closed') {
    if (given !== undefined && (round.draw_revealed_at === null || given !== round.draw_seed))
      refuse(400, serverMessages.rounds.seedFixed)
    return { seed: round.draw_seed, shown: round.draw_revealed_at !== null, practice: false }
  }
  return { seed: given ?? newSeed(), shown: true, practice: round.draw_seed !== null }
}

/** The seed publishing uses: the fixed one; a given seed only for a round without one. */
export function publishSeed(round: RoundRow, given: number | undefined): number {
  if (round.draw_seed !== null) {
    if (given !== undefined && (round.draw_revealed_at === null || given !== round.draw_seed))
      refuse(400, serverMessages.rounds.seedFixed)
    return round.draw_seed
  }
  if (given === undefined) return refuse(400, serverMessages.rounds.noSeedYet)
  return given
}

/** The commitment stored with a published run's verification file, when the round has one. */
export async function commitmentOf(round: RoundRow, seed: number) {
  if (round.draw_seed !== seed || round.draw_nonce === null) return null
  return { nonce: round.draw_nonce, commitment: await seedCommitment(seed, round.draw_nonce) }
}
