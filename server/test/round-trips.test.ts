import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openTarget, type Target } from './harness'

/**
 * The hot path in statements (issue 26): each statement is a round trip to PostgreSQL, and on a
 * loaded server the round trips decide the sign-ups per second. Counted at the driver.
 */
describe.runIf(inject('postgresUrl'))('round trips on PostgreSQL', () => {
  let t: Target
  const sent: string[] = []
  /** The names of the prepared statements among them (parsed and planned once per connection). */
  const named: string[] = []
  const query = pg.Client.prototype.query
  beforeAll(async () => {
    t = await openTarget('postgres')
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text: string }
      sent.push(typeof first === 'string' ? first : first.text)
      const name = typeof first === 'string' ? undefined : (first as { name?: string }).name
      if (name) named.push(name)
      return (query as (...a: unknown[]) => unknown).apply(this, args)
    } as typeof query
  }, 60_000)
  afterAll(async () => {
    pg.Client.prototype.query = query
    await t?.close()
  })

  it('a sign-up is the session, one read and one write: no transaction around them', async () => {
    const student = await t.login('654321')
    sent.length = 0
    named.length = 0
    const answer = await t.call('POST', 'subscriptions/subscribe', {
      token: student,
      body: { excursion_id: 'x2', preference: 3 },
    })
    expect(answer.status, answer.text).toBe(200)
    // The session, the facts (a refusal would end here), then the write that takes the
    // student's and the excursion's locks, reads the facts again and writes the subscription,
    // its Logboek entry and the lists' versions: one statement, its own transaction.
    expect(named).toEqual(['session_with_user', 'sign_up_facts', 'sign_up_write'])
    // Whether the trip needs a parent's consent (issue 44) is decided on the same facts.
    expect(sent).toHaveLength(3)
  })
  it('a refused sign-up is the session and one read: no transaction, no lock', async () => {
    const student = await t.login('654321')
    sent.length = 0
    named.length = 0
    // The same trip again (the test above signed up for it).
    const answer = await t.call('POST', 'subscriptions/subscribe', {
      token: student,
      body: { excursion_id: 'x2', preference: 1 },
    })
    expect(answer.status, answer.text).toBe(406)
    expect(named).toEqual(['session_with_user', 'sign_up_facts'])
    expect(sent).toHaveLength(2)
  })
  it('a poll of the excursion list is the session, the versions (of the list and its catalogue, in one read), the part for everyone and the own part; the next student reads only their own; with its tag, two', async () => {
    const student = await t.login('654321')
    const other = await t.login('123456')
    // No poll of the excursion list came before in this file: the part for everyone is read.
    sent.length = 0
    named.length = 0
    const first = await t.call('GET', 'excursions', { token: student })
    expect(first.status).toBe(200)
    expect(sent).toHaveLength(4)
    // The versions' read is begun beside the session's look-up (issue 39): the list takes it.
    expect(named.slice(0, 2).sort()).toEqual(['data_versions', 'sessions_with_users'])
    expect(named.slice(2)).toEqual(['excursion_list_shared', 'excursion_list_own_many'])
    sent.length = 0
    named.length = 0
    // Nothing changed: the part for everyone is the one just read.
    const second = await t.call('GET', 'excursions', { token: other })
    expect(second.status).toBe(200)
    expect(named.slice(0, 2).sort()).toEqual(['data_versions', 'sessions_with_users'])
    expect(named.slice(2)).toEqual(['excursion_list_own_many'])
    sent.length = 0
    const again = await t.call('GET', 'excursions', {
      token: student,
      headers: { 'If-None-Match': first.headers.get('ETag')! },
    })
    expect(again.status).toBe(304)
    expect(sent).toHaveLength(2)
  })
  it('polls at the same time share one read of their sessions and one of the versions', async () => {
    const students = ['654321', '123456']
    const tokens = await Promise.all(students.map((s) => t.login(s)))
    const polls = [...tokens, ...tokens, ...tokens]
    sent.length = 0
    named.length = 0
    const answers = await Promise.all(
      polls.map((token) => t.call('GET', 'subscriptions/all', { token })),
    )
    for (const answer of answers) expect(answer.status, answer.text).toBe(200)
    // One read under way and one waiting at most, however many poll: not one per poll.
    const count = (name: string) => named.filter((n) => n === name).length
    expect(count('sessions_with_users')).toBeGreaterThan(0)
    expect(count('sessions_with_users')).toBeLessThanOrEqual(2)
    expect(count('data_versions')).toBeLessThanOrEqual(2)
    expect(count('session_with_user')).toBe(0)
  })
  it('an unchanged overview asked again without its tag is the session and the version: the answer kept', async () => {
    const admin = await t.login('admin@scalda.nl')
    const first = await t.call('GET', 'subscriptions/all', { token: admin })
    expect(first.status).toBe(200)
    sent.length = 0
    named.length = 0
    const again = await t.call('GET', 'subscriptions/all', { token: admin })
    expect(again.status).toBe(200)
    expect(again.text).toBe(first.text)
    expect(named.sort()).toEqual(['data_versions', 'sessions_with_users'])
    expect(sent).toHaveLength(2)
    // After a change it is built again, with the change in it.
    const [one] = JSON.parse(first.text) as { _id: string; payed: boolean }[]
    const change = await t.call('POST', 'subscriptions/payed', {
      token: admin,
      body: { id: one!._id, payed: !one!.payed },
    })
    expect(change.status, change.text).toBe(200)
    sent.length = 0
    const after = await t.call('GET', 'subscriptions/all', { token: admin })
    expect(sent.length).toBeGreaterThan(2)
    const changed = (JSON.parse(after.text) as { _id: string; payed: boolean }[]).find(
      (s) => s._id === one!._id,
    )
    expect(changed?.payed).toBe(!one!.payed)
  })
})
