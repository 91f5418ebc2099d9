import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignUpFacts, SubscriptionRow } from '../store/store'
import { openTarget, targetKinds, type Target } from './harness'

/**
 * Store.signUps.write (issue 26): a sign-up decided on facts read before is written only if they
 * still hold under the locks; otherwise nothing is written and the facts now are answered. The
 * same on the memory store (a transaction) and on SQL (one statement, `sign_up_write`).
 */
describe.each(targetKinds())('a sign-up written if its facts still hold, on %s', (kind) => {
  let t: Target
  let student: string
  beforeAll(async () => {
    t = await openTarget(kind)
    // A student with nothing in the X-Week yet (the demo data's u-s4).
    student = (await t.store.run((tx) => tx.users.get('u-s4')))!._id
  }, 60_000)
  afterAll(() => t?.close())

  const read = (excursion = 'x2') =>
    t.store.run((tx) => tx.signUpFacts(student, excursion)) as Promise<SignUpFacts>
  const row = (id: string, preference = 1, excursion = 'x2'): SubscriptionRow => ({
    _id: id,
    excursion_id: excursion,
    student_id: student,
    scope: 'x-week',
    preference,
    timestamp: '2026-11-26T09:00:00.000Z',
    payed: false,
    placed_via: null,
    placed_rank: null,
  })
  const audit = (id: string) => ({
    at: '2026-11-26T09:00:00.000Z',
    actor_id: student,
    actor_login: 'leerling',
    action: 'subscription.create',
    record_type: 'subscription',
    record_id: id,
    before: null,
    after: { _id: id, note: 'een waarde in JSON' },
    address: null,
  })
  const own = () => t.store.run((tx) => tx.subscriptionsOfStudent(student, 'x-week'))

  it('writes the row, its Logboek entry and the lists’ versions when nothing changed', async () => {
    await t.reset()
    const facts = await read()
    const versions = await t.store.run(async (tx) => [
      await tx.dataVersion('excursions'),
      await tx.dataVersion('subscriptions'),
    ])
    const capacity = { count: 'subscribed' as const, of: facts.subscribed + 1 }
    expect(
      await t.store.signUps.write({
        fingerprint: facts.fingerprint,
        capacity,
        row: row('s-w1'),
        audit: audit('s-w1'),
      }),
    ).toEqual({ written: true })
    expect((await own()).map((s) => s._id)).toEqual(['s-w1'])
    const entries = await t.store.run((tx) => tx.listAudit({ limit: 1, recordId: 's-w1' }))
    expect(entries[0]).toMatchObject({
      action: 'subscription.create',
      actor_login: 'leerling',
      after: { _id: 's-w1', note: 'een waarde in JSON' },
    })
    const now = await t.store.run(async (tx) => [
      await tx.dataVersion('excursions'),
      await tx.dataVersion('subscriptions'),
    ])
    expect(now[0]).not.toBe(versions[0])
    expect(now[1]).not.toBe(versions[1])
    // The facts now hold the new one: another fingerprint, one more counted.
    const after = await read()
    expect(after.fingerprint).not.toBe(facts.fingerprint)
    expect(after.subscribed).toBe(facts.subscribed + 1)
    expect(after.siblings.map((s) => s._id)).toEqual(['s-w1'])
  })

  it('writes nothing when the last place went in between, and answers the facts now', async () => {
    await t.reset()
    const facts = await read()
    const answer = await t.store.signUps.write({
      fingerprint: facts.fingerprint,
      capacity: { count: 'subscribed', of: facts.subscribed },
      row: row('s-w2'),
      audit: audit('s-w2'),
    })
    expect(answer).toEqual({ written: false, facts })
    expect(await own()).toEqual([])
  })

  it('writes nothing when what was decided on changed in between (the student’s own)', async () => {
    await t.reset()
    const facts = await read()
    // Another tab of the same student signs up elsewhere in the scope first.
    const other = await read('x4')
    expect(
      await t.store.signUps.write({
        fingerprint: other.fingerprint,
        capacity: null,
        row: row('s-w3', 1, 'x4'),
        audit: audit('s-w3'),
      }),
    ).toEqual({ written: true })
    const answer = await t.store.signUps.write({
      fingerprint: facts.fingerprint,
      capacity: null,
      row: row('s-w4', 1),
      audit: audit('s-w4'),
    })
    expect(answer.written).toBe(false)
    const now = (answer as { facts: SignUpFacts }).facts
    expect(now.siblings.map((s) => s._id)).toEqual(['s-w3'])
    expect(now.fingerprint).not.toBe(facts.fingerprint)
    expect((await own()).map((s) => s._id)).toEqual(['s-w3'])
  })

  it('answers no facts for an excursion that is gone', async () => {
    await t.reset()
    const facts = await read()
    expect(
      await t.store.signUps.write({
        fingerprint: facts.fingerprint,
        capacity: null,
        row: row('s-w5', 1, 'bestaat-niet'),
        audit: audit('s-w5'),
      }),
    ).toEqual({ written: false, facts: null })
  })
})
