import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ownGroupSchema, roundGroupsSchema } from '~contract/schemas/friend-groups'
import {
  previewAnswerSchema,
  publicationSchema,
  roundListSchema,
  type RoundInput,
} from '~contract/schemas/rounds'
import { subscriptionListSchema } from '~contract/schemas/subscriptions'
import { serverMessages } from '../messages'
import { optimalityText } from '../placement/optimality'
import { openTarget, targetKinds, type Target } from './harness'
import { HOUR as hour, at, fixSeed, setRoundAs } from './rounds-fixture'

const m = serverMessages.friendGroups

/** Friend groups of a preference round (issue 27): their rules, refusals and placement, on every store. */
describe.each(targetKinds())('friend groups on %s', (kind) => {
  let t: Target
  let admin: string
  let daan: string
  let emma: string
  let noah: string
  let julia: string
  let liam: string
  let sem: string

  beforeAll(async () => {
    t = await openTarget(kind)
  }, 120_000)
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.reset()
    ;[admin, daan, emma, noah, julia, liam, sem] = await Promise.all([
      t.login('admin@scalda.nl'),
      t.login('654321'),
      t.login('201001'),
      t.login('201002'),
      t.login('201003'),
      t.login('201004'),
      t.login('201006'),
    ])
    expect((await setRound()).status).toBe(200)
  })

  const setRound = (patch: Partial<RoundInput> = {}) => setRoundAs(t, admin, patch)
  /** Closes the window and fixes the round's seed in the store: through the API nobody chooses it. */
  const close = async (seed = 7) => {
    const answer = await setRound({ opens_at: at(-2 * hour), closes_at: at(-hour) })
    await fixSeed(t, seed)
    return answer
  }
  const invite = (token: string, number: string, scope = 'x-week') =>
    t.call('POST', 'friend_groups/invite', { token, body: { scope, number } })
  const own = async (token: string) => {
    const answer = await t.call('GET', 'friend_groups/own', { token, query: { scope: 'x-week' } })
    expect(answer.status).toBe(200)
    return ownGroupSchema.parse(answer.json)
  }
  const accept = (token: string, group_id: string) =>
    t.call('POST', 'friend_groups/accept', { token, body: { group_id } })
  const wishes = (token: string, list: string[]) =>
    t.call('POST', 'friend_groups/wishes', { token, body: { scope: 'x-week', wishes: list } })
  const refusal = (answer: { status: number; json: { message?: string } }) => [
    answer.status,
    answer.json?.message,
  ]
  /** Emma invites Noah, Noah accepts: a group of two. */
  const pair = async () => {
    expect((await invite(emma, '201002')).status).toBe(200)
    const [invitation] = (await own(noah)).invitations
    expect(invitation).toMatchObject({ invited_by: 'Emma Visser', members: ['Emma Visser'] })
    expect((await accept(noah, invitation!.group_id)).status).toBe(200)
    return invitation!.group_id
  }

  it('forms a group by invitation: the shared list starts as the inviter’s and any member edits it', async () => {
    const id = await pair()
    const emmas = await own(emma)
    expect(emmas.group).toMatchObject({
      id,
      wishes: ['x1'],
      members: [
        { name: 'Emma Visser', state: 'member', you: true },
        { name: 'Noah van Dijk', state: 'member', you: false },
      ],
    })
    expect(emmas.can_change).toBe(true)
    expect((await wishes(noah, ['x2', 'x1'])).status).toBe(200)
    expect((await own(emma)).group?.wishes).toEqual(['x2', 'x1'])
    expect(refusal(await wishes(noah, ['x2', 'x1', 'x3', 'x4']))).toEqual([
      406,
      serverMessages.rounds.tooManyWishes(3),
    ])
    expect(refusal(await wishes(noah, ['b1']))).toEqual([406, m.notInRound])
    const audit = await t.store.run((tx) =>
      tx.listAudit({ action: 'friend-group.accept', limit: 1 }),
    )
    expect(audit[0]).toMatchObject({ record_id: id, actor_id: 'u-s2' })
    // 'Mijn gegevens downloaden' holds one's group, without naming the others.
    const mine = await t.call('GET', 'users/my_data', { token: noah })
    expect(mine.json.friend_groups).toEqual([
      expect.objectContaining({
        scope: 'x-week',
        state: 'member',
        wishes: ['Rijksmuseum en grachtenrondvaart', 'Kanoën in de Biesbosch'],
      }),
    ])
    expect(JSON.stringify(mine.json.friend_groups)).not.toContain('Emma')
  })

  it('joining or editing a shared list asks what a sign-up asks first (ID data for a trip abroad)', async () => {
    // A trip abroad: the shared list becomes the member's wishes, so its steps come first.
    expect((await setRound({ scope: 'buitenland' })).status).toBe(200)
    const invited = await invite(daan, '201004', 'buitenland')
    expect(refusal(invited)).toEqual([200, undefined])
    const answer = await t.call('GET', 'friend_groups/own', {
      token: liam,
      query: { scope: 'buitenland' },
    })
    const [invitation] = ownGroupSchema.parse(answer.json).invitations
    // Refused as a sign-up is (SPEC §8: 406 with the text the app shows as it is).
    const accepted = await accept(liam, invitation!.group_id)
    expect([accepted.status, accepted.text]).toEqual([
      406,
      serverMessages.subscriptions.idDataFirst,
    ])
    const edit = (token: string) =>
      t.call('POST', 'friend_groups/wishes', {
        token,
        body: { scope: 'buitenland', wishes: ['b1'] },
      })
    // Daan has done both steps and edits the list; Liam, not in the group, is refused as such.
    expect((await edit(daan)).status).toBe(200)
    expect((await edit(liam)).status).toBe(404)
  })

  it('refuses bad invitations with a Dutch text', async () => {
    expect(refusal(await invite(emma, '999999'))).toEqual([406, m.unknownNumber('999999')])
    expect(refusal(await invite(emma, ' 999999 '))).toEqual([406, m.unknownNumber('999999')])
    expect(refusal(await invite(emma, '201001'))).toEqual([406, m.self])
    // Sem wishes only abroad: he takes part in the other X-Week round.
    await t.store.transaction(async (tx) => {
      await tx.deleteSubscriptions(['s10'])
      await tx.insertSubscription({
        _id: 's-sem-b1',
        excursion_id: 'b1',
        student_id: 'u-s6',
        scope: 'buitenland',
        preference: 1,
        timestamp: new Date().toISOString(),
        payed: false,
        placed_via: null,
        placed_rank: null,
      })
    })
    expect(refusal(await invite(emma, '201006'))).toEqual([
      406,
      m.otherRound('Sem Bos', 'Buitenlandreizen'),
    ])
    await pair()
    expect(refusal(await invite(emma, '201002'))).toEqual([406, m.alreadyMember('Noah van Dijk')])
    expect((await invite(noah, '201003')).status).toBe(200)
    expect(refusal(await invite(emma, '201003'))).toEqual([406, m.alreadyInvited('Julia Smit')])
    expect((await invite(emma, '654321')).status).toBe(200)
    // Two members and two invitations: the group is full.
    expect(refusal(await invite(emma, '201004'))).toEqual([406, m.groupFull])
    const invited = (await own(julia)).invitations[0]!.group_id
    expect((await accept(julia, invited)).status).toBe(200)
    expect((await accept(daan, invited)).status).toBe(200)
    // Liam cannot bring any of the four into his own group.
    expect(refusal(await invite(liam, '201001'))).toEqual([406, m.inFullGroup('Emma Visser')])
    expect(refusal(await accept(liam, 'fg-none'))).toEqual([404, m.noInvitation])
    // Not a preference round, or the window closed: no change.
    expect(refusal(await invite(emma, '201004', 'keuzedeel'))).toEqual([406, m.notPreference])
    expect((await close()).status).toBe(200)
    expect(refusal(await invite(liam, '201006'))).toEqual([406, m.notOpen])
    expect(await own(emma)).toMatchObject({ can_change: false })
  })

  it('one group per student: accepting answers the other invitations; leaving after closing is refused', async () => {
    const id = await pair()
    expect((await invite(julia, '201004')).status).toBe(200)
    expect(refusal(await invite(julia, '201002'))).toEqual([406, m.inOtherGroup('Noah van Dijk')])
    expect((await invite(sem, '201004')).status).toBe(200)
    const liams = await own(liam)
    expect(liams.invitations).toHaveLength(2)
    expect((await accept(liam, liams.invitations[0]!.group_id)).status).toBe(200)
    expect((await own(liam)).invitations).toEqual([])
    // Sem's group had only him left: it is gone.
    expect((await own(sem)).group).toBeNull()
    // Decline: Emma's group loses the invitation.
    expect((await invite(emma, '201006')).status).toBe(200)
    expect(
      (await t.call('POST', 'friend_groups/decline', { token: sem, body: { group_id: id } }))
        .status,
    ).toBe(200)
    expect((await own(emma)).group?.members.map((x) => x.state)).toEqual(['member', 'member'])

    expect((await close()).status).toBe(200)
    const leave = await t.call('POST', 'friend_groups/leave', {
      token: noah,
      body: { scope: 'x-week' },
    })
    expect(refusal(leave)).toEqual([406, m.leaveClosed])
    expect((await own(noah)).group?.id).toBe(id)

    expect((await setRound()).status).toBe(200)
    const left = await t.call('POST', 'friend_groups/leave', {
      token: noah,
      body: { scope: 'x-week' },
    })
    expect(left.status).toBe(200)
    // Emma alone, nobody invited: no group any more.
    expect((await own(emma)).group).toBeNull()
  })

  it('admins list and dissolve a round’s groups', async () => {
    const id = await pair()
    const list = roundGroupsSchema.parse(
      (await t.call('GET', 'friend_groups', { token: admin, query: { scope: 'x-week' } })).json,
    )
    expect(list).toEqual([
      expect.objectContaining({
        id,
        members: [
          { student_id: 'u-s1', name: 'Emma Visser', number: '201001', state: 'member' },
          { student_id: 'u-s2', name: 'Noah van Dijk', number: '201002', state: 'member' },
        ],
      }),
    ])
    const gone = await t.call('POST', 'friend_groups/dissolve', {
      token: admin,
      body: { group_id: id },
    })
    expect(gone.json).toEqual({ message: m.dissolved })
    expect((await own(noah)).group).toBeNull()
    expect(
      (await t.call('POST', 'friend_groups/dissolve', { token: admin, body: { group_id: id } }))
        .status,
    ).toBe(404)
  })

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
        await tx.insertFriendGroup({
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
