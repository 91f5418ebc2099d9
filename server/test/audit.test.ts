import { describe, expect, it } from 'vitest'
import { auditPageSchema } from '~contract/schemas/audit'
import { type Target } from './harness'
import { useTarget } from './target-suite'

/** The audit log: every change with who, when, what, the record, before and after; admins read it. */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('the audit log on %s', (kind) => {
  let t: Target
  let admin: string
  useTarget(kind, ['admin@scalda.nl'], (target, tokens) => {
    t = target
    ;[admin] = tokens
  })

  const read = async (query: Record<string, string> = {}, token = admin) =>
    auditPageSchema.parse((await t.call('GET', 'audit', { token, query })).json)

  it('records a change in its own transaction: who, when, what, before and after', async () => {
    const started = new Date().toISOString()
    await t.call('POST', 'subscriptions/payed', { token: admin, body: { id: 's2', payed: true } })
    const [entry] = (await read({ action: 'subscription.payed' })).entries
    expect(entry).toMatchObject({
      actor_id: 'u-admin',
      actor_login: 'admin@scalda.nl',
      action: 'subscription.payed',
      record_type: 'subscription',
      record_id: 's2',
      before: { payed: false },
      after: { payed: true },
    })
    expect(entry!.at >= started.slice(0, 19)).toBe(true)
  })

  it('a refused change leaves no entry; a failed login leaves one, without the password', async () => {
    const student = await t.login('654321')
    await t.call('POST', 'subscriptions/subscribe', {
      token: student,
      body: { excursion_id: 'x1' },
    })
    expect((await read({ action: 'subscription.create' })).entries).toEqual([])
    await t.call('POST', 'users/login', { body: { login_id: '654321', password: 'geheim-fout' } })
    const [failed] = (await read({ action: 'login.failed' })).entries
    const daan = (await t.store.run((tx) => tx.userByLogin('654321')))!
    expect(failed).toMatchObject({ record_type: 'login', record_id: daan._id, actor_id: null })
    expect(JSON.stringify(failed)).not.toContain('geheim-fout')
    // An id typed for no account is not kept: it may be a password in the wrong field.
    await t.call('POST', 'users/login', { body: { login_id: '999123geheim', password: 'x' } })
    const [unknown] = (await read({ action: 'login.failed' })).entries
    expect(unknown?.record_id).toBeNull()
    expect(JSON.stringify(unknown)).not.toContain('999123geheim')
  })

  it('covers accounts, excursions, content, settings and the delete-all calls, never a password hash', async () => {
    await t.call('POST', 'users/new_password', { token: admin, body: { id: 'u-docent' } })
    await t.call('POST', 'excursions/update', {
      token: admin,
      body: {
        _id: 'x2',
        name: 'Rijksmuseum',
        scope: 'x-week',
        hours: 6,
        datetime: '13-04-2027',
        capacity: 30,
      },
    })
    await t.call('POST', 'website_content/set', {
      token: admin,
      body: { name: 'faq', content: '<p>Nieuw</p>' },
    })
    await t.call('POST', 'settings/set', { token: admin, body: { name: 'version', value: '9' } })
    await t.call('POST', 'subscriptions/unsubscribe/all', {
      token: admin,
      body: { scope: 'keuzedeel' },
    })
    const page = await read()
    expect(page.entries.map((e) => e.action)).toEqual([
      'subscription.delete-all',
      'setting.set',
      'content.set',
      'excursion.update',
      'account.new-password',
    ])
    const update = page.entries.find((e) => e.action === 'excursion.update')!
    expect(update.before).toMatchObject({
      capacity: null,
      name: 'Rijksmuseum en grachtenrondvaart',
    })
    expect(update.after).toMatchObject({ capacity: 30, name: 'Rijksmuseum' })
    expect(JSON.stringify(page)).not.toMatch(/password_hash|scrypt|pbkdf2/)
  })

  it('filters by person, kind, record and time, and pages through all of it without gaps', async () => {
    const student = await t.login('654321')
    for (let i = 0; i < 25; i++)
      await t.call('POST', 'subscriptions/payed', {
        token: admin,
        body: { id: 's1', payed: i % 2 === 0 },
      })
    await t.call('POST', 'subscriptions/subscribe', {
      token: student,
      body: { excursion_id: 'x2', preference: 3 },
    })
    expect((await read({ actor: 'u-daan' })).entries.map((e) => e.action)).toEqual([
      'subscription.create',
    ])
    expect((await read({ record_type: 'subscription', record_id: 's1' })).entries).toHaveLength(25)
    expect((await read({ to: '2000-01-01T00:00:00Z' })).entries).toEqual([])
    const seen: number[] = []
    let before: number | null | undefined
    do {
      const page = await read({ limit: '10', ...(before ? { before: String(before) } : {}) })
      seen.push(...page.entries.map((e) => e.id))
      before = page.next
    } while (before)
    expect(seen).toHaveLength(26)
    expect(new Set(seen).size).toBe(26)
    expect([...seen].sort((a, b) => b - a)).toEqual(seen)
    expect((await t.call('GET', 'audit', { token: admin, query: { limit: '501' } })).status).toBe(
      400,
    )
  })

  it('is for admins only: a teacher and a student get 403', async () => {
    for (const login of ['docent@scalda.nl', '654321']) {
      const token = await t.login(login)
      expect((await t.call('GET', 'audit', { token })).status).toBe(403)
    }
    expect((await t.call('GET', 'audit')).status).toBe(401)
  })
})
