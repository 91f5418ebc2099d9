import { describe, expect, it } from 'vitest'
import { ownGroupSchema, roundGroupsSchema } from '~contract/schemas/friend-groups'
import { serverMessages } from '../messages'
import { FRIEND_GROUP_USERS, friendGroupCalls } from './friend-groups-fixture'
import { type Target } from './harness'
import { useTarget } from './target-suite'

const m = serverMessages.friendGroups

/** Friend groups of a preference round (issue 27): forming, refusing and dissolving them, on the memory store. */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('friend groups on %s', (kind) => {
  let t: Target
  let admin: string
  let daan: string
  let emma: string
  let noah: string
  let julia: string
  let liam: string
  let sem: string
  useTarget(kind, FRIEND_GROUP_USERS, async (target, tokens) => {
    t = target
    ;[admin, daan, emma, noah, julia, liam, sem] = tokens
    expect((await setRound()).status).toBe(200)
  })
  const { setRound, close, invite, own, accept, wishes, refusal, pair } = friendGroupCalls(() => ({
    t,
    admin,
    emma,
    noah,
  }))

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
      await tx.subscriptions.delete(['s10'])
      await tx.subscriptions.insert({
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
    // Until an invitee accepts, the refusals name the typed number, never the name (issue 43).
    expect(refusal(await invite(emma, '201006'))).toEqual([
      406,
      m.otherRound(m.invitedNumber('201006'), 'Buitenlandreizen'),
    ])
    await pair()
    expect(refusal(await invite(emma, '201002'))).toEqual([406, m.alreadyMember('Noah van Dijk')])
    expect((await invite(noah, '201003')).status).toBe(200)
    expect(refusal(await invite(emma, '201003'))).toEqual([
      406,
      m.alreadyInvited(m.invitedNumber('201003')),
    ])
    expect((await invite(emma, '654321')).status).toBe(200)
    // Two members and two invitations: the group is full.
    expect(refusal(await invite(emma, '201004'))).toEqual([406, m.groupFull])
    const invited = (await own(julia)).invitations[0]!.group_id
    expect((await accept(julia, invited)).status).toBe(200)
    expect((await accept(daan, invited)).status).toBe(200)
    // Liam cannot bring any of the four into his own group.
    expect(refusal(await invite(liam, '201001'))).toEqual([
      406,
      m.inFullGroup(m.invitedNumber('201001')),
    ])
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
    expect(refusal(await invite(julia, '201002'))).toEqual([
      406,
      m.inOtherGroup(m.invitedNumber('201002')),
    ])
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
})
