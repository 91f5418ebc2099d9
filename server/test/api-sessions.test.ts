import { describe, expect, it } from 'vitest'
import { loginResponseSchema } from '~contract/schemas/auth'
import { serverMessages as m } from '../messages'
import { type Target } from './harness'
import { API_USERS, useTarget } from './target-suite'

/**
 * The API's sessions, and what is left (health, unknown calls, body size), on the memory store.
 */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('the API on %s', (kind) => {
  let t: Target
  let student: string // Daan: complete profile, subscriptions
  let admin: string
  useTarget(kind, API_USERS, (target, tokens) => {
    t = target
    ;[student, , admin] = tokens
  })

  describe('sessions', () => {
    it('POST users/login answers a token and the user, by login id, e-mail or any case', async () => {
      for (const login_id of ['654321', '654321@student.scalda.nl', 'ADMIN@scalda.nl']) {
        const answer = await t.call('POST', 'users/login', {
          body: { login_id, password: 'welkom' },
        })
        expect(answer.status).toBe(200)
        expect(loginResponseSchema.parse(answer.json).token).toMatch(/^[\w-]{43}$/)
        expect(answer.json.user).not.toHaveProperty('password_hash')
      }
    })

    it('POST users/login refuses a wrong password, a bad login id, no password and broken JSON', async () => {
      const wrong = await t.call('POST', 'users/login', {
        body: { login_id: '654321', password: 'x' },
      })
      expect(wrong).toMatchObject({ status: 401, json: { message: m.session.wrongLogin } })
      const unknown = await t.call('POST', 'users/login', {
        body: { login_id: '999999', password: 'x' },
      })
      expect(unknown).toMatchObject({ status: 401, json: { message: m.session.wrongLogin } })
      const badId = await t.call('POST', 'users/login', {
        body: { login_id: 'iemand', password: 'x' },
      })
      expect(badId.status).toBe(400)
      expect(badId.json.message).toContain(
        'Dit is geen geldig studentnummer of scalda e-mail adres',
      )
      const noPassword = await t.call('POST', 'users/login', {
        body: { login_id: '654321', password: '' },
      })
      expect(noPassword.status).toBe(400)
      const broken = await t.call('POST', 'users/login', {
        raw: '{"login_id":',
        headers: { 'Content-Type': 'application/json' },
      })
      expect(broken).toMatchObject({ status: 400, json: { message: m.request.invalidJson } })
      const notJson = await t.call('POST', 'users/login', {
        raw: 'login_id=654321',
        headers: { 'Content-Type': 'text/plain' },
      })
      expect(notJson.status).toBe(400)
    })

    it('GET users checks the session; a missing or unknown token is refused', async () => {
      const answer = await t.call('GET', 'users', { token: student })
      expect(answer).toMatchObject({
        status: 200,
        json: { _id: 'u-daan', role: 'student', login_id: '654321' },
      })
      expect(await t.call('GET', 'users')).toMatchObject({
        status: 401,
        json: { message: m.session.required },
      })
      expect(await t.call('GET', 'users', { token: 'onzin' })).toMatchObject({
        status: 401,
        json: { message: m.session.invalid },
      })
    })

    it('POST users/logout revokes the token, and only that one', async () => {
      const second = await t.login('654321')
      expect((await t.call('POST', 'users/logout', { token: student })).status).toBe(200)
      expect((await t.call('GET', 'users', { token: student })).status).toBe(401)
      expect((await t.call('GET', 'users', { token: second })).status).toBe(200)
    })
  })

  describe('the rest', () => {
    it('GET health answers while the database does; an unknown call is a 404 in Dutch', async () => {
      expect(await t.call('GET', 'health')).toMatchObject({ status: 200, json: { status: 'ok' } })
      expect(await t.call('GET', 'bestaat/niet')).toMatchObject({
        status: 404,
        json: { message: m.request.unknownCall },
      })
    })

    it('a JSON body over 1 MB is refused with 413, before any work', async () => {
      const answer = await t.call('POST', 'website_content/set', {
        token: admin,
        body: { name: 'home', content: 'x'.repeat(1024 * 1024 + 10) },
      })
      expect(answer).toMatchObject({ status: 413, json: { message: m.request.tooLarge(1) } })
      expect(
        (await t.call('GET', 'website_content', { query: { name: 'home' } })).json.content,
      ).toContain('Welkom')
    })
  })
})
