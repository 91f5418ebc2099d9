import dayjs from 'dayjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { needsConsent } from '~domain/consent'
import { profileSchema } from '~domain/profile'
import { findScope } from '~domain/scopes'
import { signUpDecision, type SignUpBlocker } from '~domain/sign-up'
import { defaultRound } from '../rules/rounds'
import type { ProfileRow, RoundRow } from '../store/store'
import { openTarget, type Target } from './harness'

/**
 * The sign-up decided once (issue 40): the same facts through domain/sign-up.ts signUpDecision
 * (what the app's buttons read) and through the server's POST subscriptions/subscribe, on the
 * memory store and PGlite. Daan (654321) signs up; the other students fill places.
 */
type Case = {
  name: string
  excursion: string
  round?: Partial<Pick<RoundRow, 'mode' | 'max_wishes'>> & { opensIn?: number; closesIn?: number }
  capacity?: number | null
  /** Other students subscribed to the excursion. */
  others?: number
  /** Daan's own subscriptions in the scope: [excursion, rank]. */
  own?: [string, number][]
  preference?: number
  profile?: Partial<ProfileRow>
  /** The parent the sign-up names (issue 44). */
  parent?: { name: string; email: string }
  expected: SignUpBlocker | 'may'
}

const HOUR = 3_600_000
const noIdData = { document_number: '', document_validity_date: '' }
/** 17 on Berlijn's first day (11-04-2027): a parent's consent is needed. */
const minor = { bday: '14-03-2010' }
const mother = { name: 'Petra Jansen', email: 'petra.jansen@example.nl' }
const cases: Case[] = [
  { name: 'open, no limits', excursion: 'x2', expected: 'may' },
  { name: 'before the window', excursion: 'x2', round: { opensIn: 2 }, expected: 'not-yet-open' },
  { name: 'after the window', excursion: 'x2', round: { closesIn: -2 }, expected: 'closed' },
  { name: 'signed up already', excursion: 'x2', own: [['x2', 1]], expected: 'already' },
  {
    name: 'at the maximum (first come)',
    excursion: 'x2',
    round: { max_wishes: 2 },
    own: [
      ['x1', 1],
      ['x3', 2],
    ],
    preference: 3,
    expected: 'too-many',
  },
  {
    name: 'at the maximum (wishes)',
    excursion: 'x2',
    round: { mode: 'preference', max_wishes: 2 },
    own: [
      ['x1', 1],
      ['x3', 2],
    ],
    preference: 3,
    expected: 'too-many',
  },
  {
    name: 'a rank past the maximum',
    excursion: 'x2',
    round: { max_wishes: 3 },
    preference: 4,
    expected: 'rank-range',
  },
  { name: 'full', excursion: 'x2', capacity: 1, others: 1, expected: 'full' },
  { name: 'a place left', excursion: 'x2', capacity: 2, others: 1, expected: 'may' },
  {
    name: 'full, but wishes are no places',
    excursion: 'x2',
    round: { mode: 'preference' },
    capacity: 1,
    others: 1,
    expected: 'may',
  },
  { name: 'a trip without ID data', excursion: 'b1', profile: noIdData, expected: 'id-data' },
  {
    name: 'a trip, its terms not accepted',
    excursion: 'b1',
    profile: { accept_reis_terms: false },
    expected: 'terms',
  },
  {
    name: 'a trip, ID data first, then the terms',
    excursion: 'b1',
    profile: { ...noIdData, accept_reis_terms: false },
    expected: 'id-data',
  },
  {
    name: 'the X-Week’s terms not accepted',
    excursion: 'x2',
    profile: { accept_activity_terms: false },
    expected: 'terms',
  },
  {
    name: 'a keuzedeel, its terms not accepted',
    excursion: 'k1',
    profile: { accept_keuzedelen_terms: false },
    expected: 'terms',
  },
  {
    name: 'full before the steps: no form for a full trip',
    excursion: 'b1',
    capacity: 1,
    others: 1,
    profile: noIdData,
    expected: 'full',
  },
  {
    name: 'a rank taken',
    excursion: 'x2',
    own: [['x1', 1]],
    preference: 1,
    expected: 'rank-taken',
  },
  { name: 'a free rank', excursion: 'x2', own: [['x1', 1]], preference: 2, expected: 'may' },
  {
    name: 'closed and full: closed',
    excursion: 'x2',
    round: { closesIn: -2 },
    capacity: 1,
    others: 1,
    expected: 'closed',
  },
  {
    name: 'not yet open and signed up',
    excursion: 'x2',
    round: { opensIn: 2 },
    own: [['x2', 1]],
    expected: 'not-yet-open',
  },
  {
    name: 'a maximum of one',
    excursion: 'x2',
    round: { max_wishes: 1 },
    own: [['x1', 1]],
    preference: 1,
    expected: 'too-many',
  },
  {
    name: 'a wish whose rank is taken',
    excursion: 'x2',
    round: { mode: 'preference', max_wishes: 3 },
    own: [['x1', 2]],
    preference: 2,
    expected: 'rank-taken',
  },
  { name: 'a trip with everything done', excursion: 'b1', expected: 'may' },
  { name: 'a minor, no parent named', excursion: 'b1', profile: minor, expected: 'parent-needed' },
  {
    name: 'a minor with a parent',
    excursion: 'b1',
    profile: minor,
    parent: mother,
    expected: 'may',
  },
  {
    name: "a minor naming their own address as the parent's",
    excursion: 'b1',
    profile: minor,
    parent: { name: 'Daan', email: '654321@Student.scalda.nl' },
    expected: 'parent-own-address',
  },
  {
    name: 'a minor: ID data and terms before the parent',
    excursion: 'b1',
    profile: { ...minor, accept_reis_terms: false },
    expected: 'terms',
  },
  {
    name: 'a minor on a trip at home: no consent',
    excursion: 'x2',
    profile: minor,
    expected: 'may',
  },
  {
    name: 'a minor on a full trip: full before the parent',
    excursion: 'b1',
    capacity: 1,
    others: 1,
    profile: minor,
    expected: 'full',
  },
]

const OTHERS = ['u-s1', 'u-s2', 'u-s3']

describe.each(['memory', 'pglite'] as const)('one sign-up decision, on %s', (kind) => {
  let t: Target
  beforeAll(async () => {
    t = await openTarget(kind)
  }, 120_000)

  it.each(cases)('$name: $expected', async (c) => {
    await t.reset()
    const now = t.services.now()
    const scope =
      c.excursion[0] === 'b' ? 'buitenland' : c.excursion[0] === 'k' ? 'keuzedeel' : 'x-week'
    const round: RoundRow = {
      ...defaultRound(scope),
      mode: c.round?.mode ?? 'first-come',
      max_wishes: c.round?.max_wishes ?? null,
      opens_at: c.round?.opensIn
        ? new Date(now.getTime() + c.round.opensIn * HOUR).toISOString()
        : null,
      closes_at: c.round?.closesIn
        ? new Date(now.getTime() + c.round.closesIn * HOUR).toISOString()
        : null,
    }
    const row = (id: string, student: string, excursion: string, preference: number) => ({
      _id: id,
      excursion_id: excursion,
      student_id: student,
      scope,
      preference,
      timestamp: now.toISOString(),
      payed: false,
      placed_via: null,
      placed_rank: null,
    })
    const { profile, excursion } = await t.store.run(async (tx) => {
      await tx.rounds.save(round)
      await tx.excursions.update(c.excursion, { capacity: c.capacity ?? null })
      // The excursion's places are taken by `others` alone.
      const onIt = await tx.listSubscriptions({ excursionId: c.excursion })
      await tx.subscriptions.delete(onIt.map((s) => s._id))
      const daan = (await tx.userByLogin('654321'))!
      const mine = await tx.subscriptionsOfStudent(daan._id, scope)
      await tx.subscriptions.delete(mine.map((s) => s._id))
      for (const [i, [excursion, rank]] of (c.own ?? []).entries())
        await tx.subscriptions.insert(row(`s-own${i}`, daan._id, excursion, rank))
      for (const [i, other] of OTHERS.slice(0, c.others ?? 0).entries()) {
        const theirs = await tx.subscriptionsOfStudent(other, scope)
        await tx.subscriptions.delete(theirs.map((s) => s._id))
        await tx.subscriptions.insert(row(`s-other${i}`, other, c.excursion, 1))
      }
      const found = (await tx.profileOfUser(daan._id))!
      await tx.updateProfile(found._id, c.profile ?? {})
      return {
        profile: (await tx.profileOfUser(daan._id))!,
        excursion: (await tx.excursions.get(c.excursion))!,
      }
    })
    const preference = c.preference ?? 1

    const decided = signUpDecision(
      {
        round: { ...round, published: false },
        excursion: { _id: c.excursion, capacity: c.capacity ?? null },
        taken: c.others ?? 0,
        own: (c.own ?? []).map(([excursion_id, rank]) => ({ excursion_id, preference: rank })),
        preference,
        steps: {
          profile: profileSchema.parse(profile),
          scope: findScope(scope)!,
          today: dayjs(now),
        },
        consent: {
          needed: needsConsent(excursion, profile.bday),
          parentEmail: c.parent?.email ?? null,
          ownAddresses: ['654321', profile.email],
        },
      },
      now,
    )
    expect(decided.may ? 'may' : decided.blocker).toBe(c.expected)

    const token = await t.login('654321')
    const answer = await t.call('POST', 'subscriptions/subscribe', {
      token,
      body: { excursion_id: c.excursion, preference, ...(c.parent && { parent: c.parent }) },
    })
    if (decided.may) expect(answer.status, answer.text).toBe(200)
    else
      expect({ status: answer.status, text: answer.json?.message ?? answer.text }).toEqual({
        status: 406,
        text: decided.message,
      })
  })
})
