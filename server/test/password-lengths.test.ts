import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordMessages } from '~domain/passwords'
import { createAdmin } from '../db/seed'
import { newTokenRow } from '../rules/account-secrets'
import { refuseWeakPassword } from '../rules/password-rule'
import { hashToken, newToken } from '../security/tokens'
import { openTarget, type Target } from './harness'

// Issue 43 finding 9: one minimum and one maximum for every way a password is set or typed (the
// login, activation by link or code, reset, change, the first admin), from domain/passwords.ts.

/** A refusal that says this (the schema's answers name the field before it). */
const said = (message: string) => expect.stringContaining(message)

/** A password of `length` characters that passes the rest of the rule. */
const passwordOf = (length: number) => 'Zonnebloem-'.repeat(30).slice(0, length)

describe('one minimum and one maximum for every password', () => {
  it('the rule itself refuses over the maximum (so also user:create-admin)', async () => {
    await expect(
      refuseWeakPassword(passwordOf(PASSWORD_MAX_LENGTH + 1), 'x'),
    ).rejects.toMatchObject({ status: 400, message: passwordMessages.tooLong })
    await expect(refuseWeakPassword(passwordOf(PASSWORD_MAX_LENGTH), 'x')).resolves.toBeUndefined()
  })

  // Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
  for (const kind of ['memory'] as const) {
    describe(kind, () => {
      let t: Target
      beforeAll(async () => {
        t = await openTarget(kind)
      }, 120_000)
      afterAll(() => t.close())
      beforeEach(() => t.reset())

      /** A live link of this kind for Daan, made as the mail would make it. */
      const linkFor = async (kind: 'activation' | 'reset') => {
        const token = newToken()
        await t.store.transaction(async (tx) => {
          const user = (await tx.users.get('u-daan'))!
          const ctx = { services: t.services, user: null, tokenHash: null, address: 'test' }
          await newTokenRow(
            tx,
            { ...ctx, now: t.services.now() },
            user,
            kind,
            await hashToken(token),
          )
        })
        return token
      }

      it('activation and reset refuse a password the login would refuse; the longest allowed logs in', async () => {
        const tooLong = passwordOf(PASSWORD_MAX_LENGTH + 1)
        for (const path of ['users/activate', 'users/reset_password'])
          expect(
            await t.call('POST', path, {
              body: {
                token: await linkFor(path === 'users/activate' ? 'activation' : 'reset'),
                password: tooLong,
              },
            }),
          ).toMatchObject({ status: 400, json: { message: said(passwordMessages.tooLong) } })
        expect(
          await t.call('POST', 'users/activate_code', {
            body: { number: '654321', code: 'AAAA-AAAA-AA', password: passwordOf(1000) },
          }),
        ).toMatchObject({ status: 400, json: { message: said(passwordMessages.tooLong) } })
        const longest = passwordOf(PASSWORD_MAX_LENGTH)
        const reset = await t.call('POST', 'users/reset_password', {
          body: { token: await linkFor('reset'), password: longest },
        })
        expect(reset.status).toBe(200)
        const login = await t.call('POST', 'users/login', {
          body: { login_id: '654321', password: longest },
        })
        expect(login.status).toBe(200)
        expect(
          await t.call('POST', 'users/login', { body: { login_id: '654321', password: tooLong } }),
        ).toMatchObject({ status: 400, json: { message: said(passwordMessages.tooLong) } })
      })

      it('changing one’s own password says the real minimum and refuses over the maximum', async () => {
        const token = await t.login('654321')
        const change = (password: string) =>
          t.call('POST', 'users/new_password', {
            token,
            body: { id: 'u-daan', password, current_password: 'welkom' },
          })
        expect(await change('abc')).toMatchObject({
          status: 400,
          json: { message: said(passwordMessages.tooShort) },
        })
        expect(passwordMessages.tooShort).toContain(`minstens ${PASSWORD_MIN_LENGTH} tekens`)
        expect(await change(passwordOf(PASSWORD_MAX_LENGTH + 1))).toMatchObject({
          status: 400,
          json: { message: said(passwordMessages.tooLong) },
        })
      })

      it('the first admin (user:create-admin) keeps the maximum too', async () => {
        await expect(
          createAdmin(t.store, t.services.passwords, {
            loginId: 'nieuw@scalda.nl',
            password: passwordOf(PASSWORD_MAX_LENGTH + 1),
          }),
        ).rejects.toThrow(/hoogstens 256 tekens/)
      })
    })
  }
})
