import { describe, expect, it } from 'vitest'
import { NO_PASSWORD, type PasswordHasher } from '../security/passwords'
import { serverMessages as m } from '../messages'
import { FRIEND_GROUP_USERS, friendGroupCalls } from './friend-groups-fixture'
import { type Target } from './harness'
import { API_USERS, useTarget } from './target-suite'

/**
 * Issue 43, finding 7: answers that told what exists. Every check costs the same work and gets
 * the same answer, whether or not there is an account, a code or a record behind it.
 */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('no oracles, on %s', (kind) => {
  let t: Target
  let student: string
  let admin: string
  /** Each verify since the last `count()`: the hash it was checked against. */
  let checked: string[] = []
  let hashed = 0
  useTarget(kind, API_USERS, (target, [daan, , beheerder]) => {
    t = target
    student = daan
    admin = beheerder
    const passwords = t.services.passwords as PasswordHasher & { counted?: true }
    if (!passwords.counted)
      t.services.passwords = {
        counted: true,
        hash: (password) => ((hashed += 1), passwords.hash(password)),
        verify: (password, stored) => (checked.push(stored), passwords.verify(password, stored)),
        needsRehash: (stored) => passwords.needsRehash(stored),
      } as PasswordHasher
  })
  const count = () => {
    const seen = {
      verifies: checked.length,
      real: checked.every((h) => h !== NO_PASSWORD && h.includes('$')),
      hashes: hashed,
    }
    checked = []
    hashed = 0
    return seen
  }
  const login = (login_id: string, password = 'niet-het-wachtwoord') =>
    t.call('POST', 'users/login', { body: { login_id, password } })
  const answerOf = (a: { status: number; json: unknown }) => ({ status: a.status, json: a.json })

  it('a login costs exactly one verify against a real hash: an unknown id and an account not yet active answer as a wrong password', async () => {
    const added = await t.call('POST', 'users/add', {
      token: admin,
      body: {
        role: 'student',
        first_name: 'N',
        last_name: 'A',
        email: '860001@student.scalda.nl',
        number: '860001',
        grade: '1A',
        hours: 20,
      },
    })
    expect(added.status).toBe(200)
    await login('999998') // the dummy hash is made once, lazily
    count()
    const answers = []
    for (const id of ['999999', '860001', '860001@student.scalda.nl', '654321']) {
      answers.push(answerOf(await login(id)))
      expect([id, count()]).toEqual([id, { verifies: 1, real: true, hashes: 0 }])
    }
    for (const answer of answers)
      expect(answer).toEqual({ status: 401, json: { message: m.session.wrongLogin } })
  })

  it('a printed code’s check is the same for an unknown number, a number without a code and a wrong code', async () => {
    const add = (number: string) =>
      t.call('POST', 'users/add', {
        token: admin,
        body: {
          role: 'student',
          first_name: 'C',
          last_name: number,
          email: `${number}@student.scalda.nl`,
          number,
          grade: '1A',
          hours: 20,
        },
      })
    const withCode = await add('860010')
    await add('860011')
    const codes = await t.call('POST', 'users/activation/codes', {
      token: admin,
      body: { ids: [withCode.json.user_id] },
    })
    expect(codes.status).toBe(200)
    const code = codes.json.letters[0].code as string
    const wrong = code.startsWith('A') ? `C${code.slice(1)}` : `A${code.slice(1)}`
    const tryCode = (number: string, typed: string) =>
      t.call('POST', 'users/activate_code', {
        body: { number, code: typed, password: 'een-eigen-wachtwoord' },
      })
    await tryCode('999999', wrong)
    count()
    const answers = []
    for (const [number, typed] of [
      ['999999', code],
      ['860011', code],
      ['860010', wrong],
      ['654321', code],
    ] as const) {
      answers.push(answerOf(await tryCode(number, typed)))
      // One HMAC under CODE_KEY whatever the number (issue 39): no password hash at all.
      expect([number, count()]).toEqual([number, { verifies: 0, real: true, hashes: 0 }])
    }
    for (const answer of answers)
      expect(answer).toEqual({ status: 400, json: { message: m.activation.codeWrong } })
  })

  it('the login counter does not tell whether a number and an address are one account', async () => {
    t.throttle({ perAccount: 3 })
    try {
      for (let i = 0; i < 3; i++) expect((await login('654321')).status).toBe(401)
      expect((await login('654321')).status).toBe(429)
      // The same account's address answers as any other address does: a plain 401.
      expect(answerOf(await login('654321@student.scalda.nl'))).toEqual(
        answerOf(await login('nobody@student.scalda.nl')),
      )
      expect((await login('654321@student.scalda.nl')).status).toBe(401)
      // The mail calls count per address and per account's mails, never per typed id, so they
      // tell nothing either: by number and by address the same neutral answer.
      const byNumber = await t.call('POST', 'users/forgot_password', { body: { email: '654321' } })
      const byAddress = await t.call('POST', 'users/forgot_password', {
        body: { email: '654321@student.scalda.nl' },
      })
      expect(answerOf(byAddress)).toEqual(answerOf(byNumber))
      expect(byNumber.status).toBe(200)
    } finally {
      t.throttle()
    }
  })

  it('a student gets the same answer for another’s id as for one that does not exist', async () => {
    for (const [path, other, none] of [
      ['users/new_password', { id: 'u-s1' }, { id: 'u-bestaat-niet' }],
      ['subscriptions/unsubscribe', { id: 's5' }, { id: 's-bestaat-niet' }],
    ] as const) {
      const a = await t.call('POST', path, { token: student, body: other })
      const b = await t.call('POST', path, { token: student, body: none })
      expect([path, a.status, a.text]).toEqual([path, b.status, b.text])
      expect(a.status).not.toBe(200)
    }
  })
})

// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('friend-group invitations tell no names, on %s', (kind) => {
  let t: Target
  let admin: string
  let emma: string
  let noah: string
  useTarget(kind, FRIEND_GROUP_USERS, async (target, tokens) => {
    t = target
    ;[admin, , emma, noah] = tokens
    expect((await setRound()).status).toBe(200)
  })
  const { setRound, invite, own, accept } = friendGroupCalls(() => ({ t, admin, emma, noah }))

  it('the inviter sees the typed number until the invitee accepts, then the name', async () => {
    expect((await invite(emma, '201002')).status).toBe(200)
    const before = await own(emma)
    expect(before.group?.members).toEqual([
      { name: 'Emma Visser', state: 'member', you: true },
      { name: m.friendGroups.invitedNumber('201002'), state: 'invited', you: false },
    ])
    expect(JSON.stringify(before)).not.toContain('Noah')
    const [invitation] = (await own(noah)).invitations
    expect((await accept(noah, invitation!.group_id)).status).toBe(200)
    expect((await own(emma)).group?.members[1]).toEqual({
      name: 'Noah van Dijk',
      state: 'member',
      you: false,
    })
  })

  it('at most 20 invitations a student an hour, refused ones included: then a Dutch 429', async () => {
    const statuses = []
    for (let i = 0; i < 20; i++)
      statuses.push((await invite(emma, `97${String(i).padStart(4, '0')}`)).status)
    expect(statuses.every((s) => s === 406)).toBe(true)
    const over = await invite(emma, '201002')
    expect(over).toMatchObject({
      status: 429,
      json: { message: m.friendGroups.tooManyInvitations(20) },
    })
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0)
    // Another student is not held back.
    expect((await invite(noah, '201003')).status).toBe(200)
  })
})
