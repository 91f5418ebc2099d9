/**
 * A round's state, as the server and the app both read it (docs/rounds.md): one home for the
 * predicates, so that what a button offers and what the server allows cannot drift apart.
 * The server's row says `published_run`, the app's answer `published`; both map onto this.
 */
export interface RoundState {
  mode: string
  /** A placement is published (only preference rounds publish one). */
  published: boolean
}

/** Places are given by a placement of wishes, not by who came first. */
export const isPreference = (round: RoundState | undefined): round is RoundState =>
  round?.mode === 'preference'

/** A preference round whose placement is published: its places are the placed subscriptions. */
export const isPlacedRound = (round: RoundState | undefined) =>
  isPreference(round) && round.published

/** Wishes are collected (preference mode, nothing published): nothing takes a place yet. */
export const collectsWishes = (round: RoundState | undefined) =>
  isPreference(round) && !round.published
