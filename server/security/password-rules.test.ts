import { readFileSync } from 'node:fs'
import * as zxcvbnCommon from '@zxcvbn-ts/language-common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkPassword,
  loadCommonPasswords,
  passwordMessages,
  passwordProblem,
} from '../../domain/passwords'
import { createAdmin } from '../db/seed'
import { serverMessages } from '../messages'
import { pbkdf2Hasher } from '../security/passwords'
import { openTarget, type Target } from '../test/harness'

describe('the password rule (domain/passwords.ts)', () => {
  it('ships the first 10,000 of the ranked list of @zxcvbn-ts/language-common', () => {
    const shipped = JSON.parse(
      readFileSync(new URL('../../domain/common-passwords.json', import.meta.url), 'utf8'),
    ) as string[]
    const ranked = (zxcvbnCommon.dictionary as Record<string, string[]>)['passwords-common']!
    expect(shipped).toEqual(ranked.slice(0, 10_000))
  })

  it('at least 10 characters, counted as Unicode characters', async () => {
    const common = await loadCommonPasswords()
    expect(passwordProblem('kort-9-tk', 'a@b.nl', common)).toBe(passwordMessages.tooShort)
    expect(passwordProblem('fietsbel10', 'a@b.nl', common)).toBeNull()
    // Ten emoji are ten characters (twenty UTF-16 units); nine are too few.
    expect(passwordProblem('🚲'.repeat(9), 'a@b.nl', common)).toBe(passwordMessages.tooShort)
    expect(passwordProblem('🚲'.repeat(10), 'a@b.nl', common)).toBeNull()
  })

  it('not the login id (nor the part of an e-mail address before the @), in any case', async () => {
    expect(await checkPassword('Jan.Jansen@school.nl', 'jan.jansen@school.nl')).toBe(
      passwordMessages.isLogin,
    )
    expect(await checkPassword('JAN.JANSEN', 'jan.jansen@school.nl')).toBe(passwordMessages.isLogin)
    expect(await checkPassword('1234567899', '1234567899')).toBe(passwordMessages.isLogin)
    expect(await checkPassword('jan.jansen-fiets', 'jan.jansen@school.nl')).toBeNull()
  })

  it('not one of the 10,000 most common passwords, in any case; nothing else is asked', async () => {
    expect(await checkPassword('password123', 'x')).toBe(passwordMessages.common)
    expect(await checkPassword('QWERTYUIOP', 'x')).toBe(passwordMessages.common)
    expect(await checkPassword('1234567890', 'x')).toBe(passwordMessages.common)
    // No digits, capitals or symbols required.
    expect(await checkPassword('paardenbloem', 'x')).toBeNull()
  })
})

describe('the server keeps the rule where a password is set', () => {
  // Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
  for (const kind of ['memory'] as const) {
    describe(kind, () => {
      let t: Target
      beforeAll(async () => {
        t = await openTarget(kind)
      })
      afterAll(() => t.close())

      it('users/new_password refuses a weak password in Dutch and keeps the old one', async () => {
        const sanne = await t.login('123456')
        for (const [password, message] of [
          ['kort-9-tk', passwordMessages.tooShort],
          ['password123', passwordMessages.common],
        ] as const) {
          const answer = await t.call('POST', 'users/new_password', {
            token: sanne,
            body: { id: 'u-sanne', password, current_password: 'welkom' },
          })
          // The length is the call's schema's (one rule everywhere), the rest the password rule's.
          expect(answer.status).toBe(400)
          expect((answer.json as { message: string }).message).toContain(message)
        }
        expect(await t.login('123456')).toBeTruthy()
        const admin = await t.login('admin@scalda.nl')
        expect(
          await t.call('POST', 'users/new_password', {
            token: admin,
            body: { id: 'u-admin', password: 'Admin@Scalda.nl', current_password: 'welkom' },
          }),
        ).toMatchObject({ status: 400, json: { message: passwordMessages.isLogin } })
        const good = await t.call('POST', 'users/new_password', {
          token: sanne,
          body: { id: 'u-sanne', password: 'paardenbloem', current_password: 'welkom' },
        })
        expect(good.status).toBe(200)
        expect(await t.login('123456', 'paardenbloem')).toBeTruthy()
      })

      it('users/add takes no password from staff; the account waits for its activation, never on the demo password', async () => {
        const admin = await t.login('admin@scalda.nl')
        const body = { role: 'teacher', first_name: 'A', last_name: 'B', email: 'ab@scalda.nl' }
        const chosen = await t.call('POST', 'users/add', {
          token: admin,
          body: { ...body, password: 'door-de-beheerder-gekozen' },
        })
        expect(chosen).toMatchObject({
          status: 400,
          json: { message: serverMessages.accounts.noPasswordForOthers },
        })
        expect((await t.call('POST', 'users/add', { token: admin, body })).status).toBe(200)
        const demoPassword = await t.call('POST', 'users/login', {
          body: { login_id: 'ab@scalda.nl', password: 'welkom' },
        })
        expect(demoPassword.status).toBe(401)
      })
    })
  }

  it('the first admin from the console keeps the rule too', async () => {
    const t = await openTarget('memory')
    await expect(
      createAdmin(t.store, pbkdf2Hasher(1000), { loginId: 'baas@scalda.nl', password: 'welkom' }),
    ).rejects.toThrow(passwordMessages.tooShort)
    await expect(
      createAdmin(t.store, pbkdf2Hasher(1000), {
        loginId: 'baas@scalda.nl',
        password: 'een-lang-wachtwoord',
      }),
    ).resolves.toMatchObject({ created: true })
    await t.close()
  })
})
