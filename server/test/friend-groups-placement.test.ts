import { describe, expect, it } from 'vitest'
import { previewAnswerSchema, publicationSchema, roundListSchema } from '~contract/schemas/rounds'
import { subscriptionListSchema } from '~contract/schemas/subscriptions'
import { serverMessages } from '../messages'
import { optimalityText } from '../placement/optimality'
import { FRIEND_GROUP_USERS, friendGroupCalls } from './friend-groups-fixture'
import { type Target } from './harness'
import { useTarget } from './target-suite'

/** Friend groups of a preference round (issue 27) in the placement: never split, on the memory store. */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('friend groups on %s', (kind) => {
  let t: Target
  let admin: string
  let emma: string
  let noah: string
  useTarget(kind, FRIEND_GROUP_USERS, async (target, tokens) => {
    t = target
    ;[admin, , emma, noah] = tokens
    expect((await setRound()).status).toBe(200)
  })
  const { setRound, close, wishes, refusal, pair } = friendGroupCalls(() => ({
    t,
    admin,
    emma,
    noah,
  }))

  it('places a group together, never split, in the preview and the published placement, with a reason', async () => {
    // Room for one at x2: Emma and Noah want it most, but only one seat fits, so both go to x3.
    await t.call('POST', 'excursions/update', {
      token: admin,
      body: {
        _id: 'x2',
        name: 'Rijksmuseum',
        scope: 'x-week',
        hours: 6,
        datetime: '13-04-2027',
        capacity: 1,
      },
    })
    await pair()
    expect((await wishes(emma, ['x2', 'x3'])).status).toBe(200)
    expect((await close()).status).toBe(200)
    const preview = previewAnswerSchema.parse(
      (
        await t.call('POST', 'rounds/preview', {
          token: admin,
          body: { scope: 'x-week', policies: ['rank-maximal', 'lottery'] },
        })
      ).json,
    )
    for (const result of preview.results) {
      expect(result.optimality).toMatchObject({ proven: true, text: 'bewezen optimaal' })
      expect(result.groups).toEqual([
        expect.objectContaining({ size: 2, excursion_id: 'x3', split: false }),
      ])
    }
    const published = await t.call('POST', 'rounds/publish', {
      token: admin,
      body: { scope: 'x-week', policy: 'rank-maximal' },
    })
    expect(published.status).toBe(200)
    expect(publicationSchema.parse(published.json).summary.groups).toHaveLength(1)
    const placed = async (token: string) =>
      subscriptionListSchema
        .parse((await t.call('GET', 'subscriptions/all', { token })).json)
        .filter((s) => s.placed)
        .map((s) => s.excursion_id)
    expect(await placed(emma)).toEqual(['x3'])
    expect(await placed(noah)).toEqual(['x3'])
    for (const token of [emma, noah]) {
      const round = roundListSchema
        .parse((await t.call('GET', 'rounds', { token })).json)
        .find((r) => r.scope === 'x-week')!
      expect(round.my_reason).toMatch(
        /^Je 1e keuze, Rijksmuseum, had geen 2 plaatsen meer vrij voor jullie hele groep; jouw lotnummer was \d+ van \d+; je 2e keuze had plaats\. Je gaat samen met je groep\.$/,
      )
    }
  })

  it('never splits a group in a published placement, under every policy, with tight places and a minimum', async () => {
    const groups = [
      { id: 'fg-a', members: ['u-s1', 'u-s2', 'u-s3'], wishes: ['x1', 'x2'] },
      { id: 'fg-b', members: ['u-s4', 'u-s5'], wishes: ['x1', 'x3'] },
      { id: 'fg-c', members: ['u-daan', 'u-s6'], wishes: ['x2', 'x4', 'x1'] },
    ]
    const places: [string, number, number | null][] = [
      ['x1', 2, null],
      ['x2', 3, null],
      ['x3', 2, null],
      ['x4', 4, 3],
    ]
    for (const [id, capacity, minimum] of places) {
      const answer = await t.call('POST', 'excursions/update', {
        token: admin,
        body: {
          _id: id,
          name: `Activiteit ${id}`,
          scope: 'x-week',
          hours: 4,
          datetime: '12-04-2027',
          capacity,
          minimum,
        },
      })
      expect(answer.status).toBe(200)
    }
    await t.store.transaction(async (tx) => {
      for (const group of groups) {
        const since = new Date().toISOString()
        await tx.friendGroups.insert({
          _id: group.id,
          scope: 'x-week',
          wishes: group.wishes,
          created_at: since,
          created_by: null,
        })
        for (const student_id of group.members)
          await tx.insertFriendMember({
            group_id: group.id,
            student_id,
            scope: 'x-week',
            state: 'member',
            invited_by: null,
            since,
          })
      }
    })
    expect((await close()).status).toBe(200)
    for (const policy of ['rank-maximal', 'minimise-worst', 'lottery'] as const) {
      const published = await t.call('POST', 'rounds/publish', {
        token: admin,
        body: { scope: 'x-week', policy },
      })
      expect(published.status, policy).toBe(200)
      const summary = publicationSchema.parse(published.json).summary
      expect(summary.optimality?.proven).toBe(true)
      const all = subscriptionListSchema.parse(
        (await t.call('GET', 'subscriptions/all', { token: admin })).json,
      )
      const placeOf = (student: string) =>
        all.find((s) => s.student_id === student && s.placed && s.excursion_id.startsWith('x'))
          ?.excursion_id ?? null
      for (const group of groups) {
        const where = new Set(group.members.map(placeOf))
        expect(where.size, `${policy} ${group.id}`).toBe(1)
        const [trip] = where
        expect(summary.groups?.find((g) => g.group_id === group.id)?.excursion_id).toBe(trip)
      }
      expect(summary.groups?.filter((g) => g.excursion_id !== null).length).toBeGreaterThan(1)
      for (const e of summary.excursions)
        expect(e.placed === 0 || e.minimum === null || e.placed >= e.minimum).toBe(true)
      expect(
        (await t.call('POST', 'rounds/undo', { token: admin, body: { scope: 'x-week' } })).status,
      ).toBe(200)
    }
  })

  it('a solver that runs out of time never publishes silently: refused until the admin accepts the gap', async () => {
    await pair()
    expect((await close()).status).toBe(200)
    const solver = t.services.placeExact!
    // The solver as it answers when its time limit cut the solve short.
    t.services.placeExact = async (input, options) => ({
      ...(await solver(input, options)),
      optimality: { proven: false, gap: 0.02, text: optimalityText(0.02) },
    })
    try {
      const body = { scope: 'x-week', policy: 'rank-maximal' }
      const preview = previewAnswerSchema.parse(
        (
          await t.call('POST', 'rounds/preview', {
            token: admin,
            body: { scope: 'x-week', policies: ['rank-maximal'] },
          })
        ).json,
      )
      expect(preview.results[0]!.optimality?.text).toBe('beste gevonden, hoogstens 2% van optimaal')
      const refused = await t.call('POST', 'rounds/publish', { token: admin, body })
      expect(refusal(refused)).toEqual([
        409,
        serverMessages.rounds.notProven('beste gevonden, hoogstens 2% van optimaal'),
      ])
      const accepted = await t.call('POST', 'rounds/publish', {
        token: admin,
        body: { ...body, accept_gap: true },
      })
      expect(accepted.status).toBe(200)
      expect(publicationSchema.parse(accepted.json).summary.optimality?.proven).toBe(false)
    } finally {
      t.services.placeExact = solver
    }
  })
})
