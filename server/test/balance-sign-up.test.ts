import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signUpMessages as m } from '~domain/messages/sign-up'
import { openTarget, targetKinds, type Target } from './harness'

/**
 * A balanced trip in a first-come round (issue 44): a sign-up past the class share, or into a kept
 * place by a student outside the group, is refused in Dutch; under a rush the share holds.
 * Every store: the SQL path decides in `sign_up_facts`/`sign_up_write` (migration 0014).
 */
describe.each(targetKinds())('a balanced trip in first come, on %s', (kind) => {
  let t: Target
  const tokens = new Map<string, string>()
  beforeAll(async () => {
    t = await openTarget(kind)
  }, 60_000)
  afterAll(() => t?.close())
  beforeEach(async () => {
    await t.reset()
    tokens.clear()
  })

  // The demo's classes: 201001, 201002 'J. de Boer'; 201003, 201004 'A. Mulder'; 201005, 201006 'M. Bakker'.
  const as = async (loginId: string) =>
    tokens.get(loginId) ?? tokens.set(loginId, await t.login(loginId)).get(loginId)!
  const subscribe = async (loginId: string, excursion: string) => {
    const answer = await t.call('POST', 'subscriptions/subscribe', {
      token: await as(loginId),
      body: { excursion_id: excursion, preference: 4 },
    })
    return answer.status === 200 ? 'ok' : `${answer.status} ${answer.text}`
  }
  const balance = (id: string, patch: Record<string, unknown>) =>
    t.store.transaction((tx) => tx.excursions.update(id, patch))

  it('refuses a second student of one class past a 25% share of 4 places', async () => {
    await balance('x4', { capacity: 4, class_share: 25 })
    expect(await subscribe('201003', 'x4')).toBe('ok')
    expect(await subscribe('201004', 'x4')).toBe(`406 ${m.classShareFull(25)}`)
    expect(await subscribe('201005', 'x4')).toBe('ok')
  })

  it('keeps a place for a class, however its name is typed, until the placement', async () => {
    await balance('x4', { capacity: 2, kept_places: 1, kept_classes: ['m. bakker '] })
    expect(await subscribe('201001', 'x4')).toBe('ok')
    expect(await subscribe('201002', 'x4')).toBe(`406 ${m.keptPlacesOnly}`)
    expect(await subscribe('201005', 'x4')).toBe('ok')
  })

  it('keeps a place for students named by their login id', async () => {
    await balance('x4', { capacity: 2, kept_places: 1, kept_students: ['201004'] })
    expect(await subscribe('201001', 'x4')).toBe('ok')
    expect(await subscribe('201003', 'x4')).toBe(`406 ${m.keptPlacesOnly}`)
    expect(await subscribe('201004', 'x4')).toBe('ok')
  })

  it('holds the share when a class signs up at the same moment', async () => {
    await balance('x4', { capacity: 6, class_share: 20 })
    for (const id of ['201001', '201002', '201003', '201004']) await as(id)
    const answers = await Promise.all(
      ['201001', '201002', '201003', '201004'].map((id) => subscribe(id, 'x4')),
    )
    // One of each class: 20% of 6 places is 1.
    expect(answers.filter((a) => a === 'ok')).toHaveLength(2)
    expect(answers.filter((a) => a === `406 ${m.classShareFull(20)}`)).toHaveLength(2)
    expect(answers[0] === 'ok').not.toBe(answers[1] === 'ok')
  })
})
