import { describe, expect, it } from 'vitest'
import { serverMessages as m } from '../messages'
import { type Target } from './harness'
import { pngBytes, uploadForm } from './files'
import { API_USERS, useTarget } from './target-suite'

/** The API: website texts, settings and uploads, on the memory store. */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('the API on %s', (kind) => {
  let t: Target
  let student: string // Daan: complete profile, subscriptions
  let teacher: string
  let admin: string
  useTarget(kind, API_USERS, (target, tokens) => {
    t = target
    ;[student, teacher, admin] = tokens
  })

  describe('content, settings and uploads', () => {
    it('GET website_content answers a text, and 400 for an unknown name', async () => {
      expect(await t.call('GET', 'website_content', { query: { name: 'home' } })).toMatchObject({
        status: 200,
        json: { name: 'home', content: expect.stringContaining('Welkom bij X-Week') },
      })
      expect(await t.call('GET', 'website_content', { query: { name: 'nieuw' } })).toMatchObject({
        status: 400,
        json: { message: m.content.unknown('inhoud', 'nieuw') },
      })
    })

    it('POST website_content/set stores the text sanitised, for admins', async () => {
      const answer = await t.call('POST', 'website_content/set', {
        token: admin,
        body: {
          name: 'contact',
          content: '<p onclick="x()">Hoi<script>alert(1)</script><img src="javascript:x"></p>',
        },
      })
      expect(answer).toMatchObject({ status: 200, json: { content: '<p>Hoi<img></p>' } })
      expect(
        (await t.call('GET', 'website_content', { query: { name: 'contact' } })).json.content,
      ).toBe('<p>Hoi<img></p>')
      expect(
        (
          await t.call('POST', 'website_content/set', {
            token: teacher,
            body: { name: 'contact', content: '' },
          })
        ).status,
      ).toBe(403)
      expect(
        (
          await t.call('POST', 'website_content/set', {
            token: admin,
            body: { name: 'Geen Naam', content: '' },
          })
        ).status,
      ).toBe(400)
    })

    it('GET settings/version and settings; POST settings/set (the policy must name a text)', async () => {
      expect((await t.call('GET', 'settings/version')).json).toEqual({
        name: 'version',
        value: '1.0.0',
      })
      expect((await t.call('GET', 'settings', { query: { name: 'policy' } })).json).toEqual({
        name: 'policy',
        value: 'privacy_policy',
      })
      expect((await t.call('GET', 'settings', { query: { name: 'onbekend' } })).status).toBe(400)
      expect(
        (
          await t.call('POST', 'settings/set', {
            token: admin,
            body: { name: 'version', value: '2.0.0' },
          })
        ).status,
      ).toBe(200)
      expect((await t.call('GET', 'settings/version')).json.value).toBe('2.0.0')
      const noText = await t.call('POST', 'settings/set', {
        token: admin,
        body: { name: 'policy', value: 'bestaat_niet' },
      })
      expect(noText).toMatchObject({
        status: 400,
        json: { message: m.content.policyWithoutContent('bestaat_niet') },
      })
      expect(
        (
          await t.call('POST', 'settings/set', {
            token: admin,
            body: { name: 'policy', value: 'reis_terms' },
          })
        ).status,
      ).toBe(200)
      expect(
        (
          await t.call('POST', 'settings/set', {
            token: teacher,
            body: { name: 'version', value: '3' },
          })
        ).status,
      ).toBe(403)
    })

    it('POST uploader stores an image by its content and serves it with its real type', async () => {
      const answer = await t.call('POST', 'uploader', {
        token: admin,
        raw: uploadForm(pngBytes(), 'logo.png'),
      })
      expect(answer.status).toBe(200)
      expect(answer.json.url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/)
      const served = await t.call('GET', answer.json.url.replace('/api/', ''))
      expect(served.status).toBe(200)
      expect(served.headers.get('Content-Type')).toBe('image/png')
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(served.headers.get('Content-Disposition')).toBe('inline')
      expect((await t.call('GET', 'uploads/0000')).status).toBe(404)
      expect(
        (
          await t.call('POST', 'uploader', {
            token: student,
            raw: uploadForm(pngBytes(), 'logo.png'),
          })
        ).status,
      ).toBe(403)
    })

    it('POST uploader refuses HTML named x.png, a missing file and a file over 2 MB', async () => {
      const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
      const disguised = await t.call('POST', 'uploader', {
        token: admin,
        raw: uploadForm(html, 'x.png', 'image/png'),
      })
      expect(disguised.status).toBe(400)
      expect(disguised.json.error.message).toContain('x.png is geen afbeelding')
      const empty = await t.call('POST', 'uploader', { token: admin, raw: new FormData() })
      expect(empty).toMatchObject({
        status: 400,
        json: { error: { message: m.content.noFile('upload') } },
      })
      const big = new Uint8Array(2 * 1024 * 1024 + 1)
      big.set(pngBytes())
      const tooBig = await t.call('POST', 'uploader', {
        token: admin,
        raw: uploadForm(big, 'groot.png'),
      })
      expect(tooBig.status).toBe(413)
    })
  })
})
