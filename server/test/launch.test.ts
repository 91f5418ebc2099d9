import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_TEXTS, MODEL_TEXT_MARK } from '~domain/app-texts'
import { startServer, type RunningServer } from '../host'
import { createDemoApp } from '../demo-app'
import { demoServices } from '../demo'
import { seedSets } from '../db/seed'
import { LAST_BACKUP_SETTING } from '../rules/launch'
import { silentLogger } from '../services'
import { MemoryStore } from '../store/memory'
import { sanitizer, testConfig } from './harness'

const ADMIN = 'it.beheer@scalda.nl'
const PASSWORD = 'eerste-beheerder-2026'

/** Issue 42: a fresh install without demo data, as a school starts it. */
describe('a fresh database without a seed', () => {
  let server: RunningServer
  let admin: string
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${server.url}/api/${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(admin ? { Authorization: `Bearer ${admin}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: answer.status, json: await answer.json() }
  }
  const checklist = async () => {
    const answer = await call('GET', 'launch_checklist')
    expect(answer.status).toBe(200)
    const done = Object.fromEntries(
      (answer.json.items as { key: string; done: boolean }[]).map((i) => [i.key, i.done]),
    )
    return { ...answer.json, done }
  }

  beforeAll(async () => {
    server = await startServer(
      testConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        ADMIN_LOGIN_ID: ADMIN,
        ADMIN_PASSWORD: PASSWORD,
        REQUIRE_2FA: 'none',
        ID_DATA_RETENTION_DAYS: '45',
      }),
      { pglite: await PGlite.create(), log: silentLogger },
    )
    admin = ''
  })
  afterAll(() => server?.close())

  it('serves a non-empty Dutch model text for every page and every set of terms', async () => {
    for (const { name } of APP_TEXTS) {
      const answer = await call('GET', `website_content?name=${name}`)
      expect(answer.status, name).toBe(200)
      expect(answer.json.content, name).toContain(MODEL_TEXT_MARK)
      expect(answer.json.content.replace(/<[^>]+>/g, '').length, name).toBeGreaterThan(100)
    }
    // The policy names what is kept, why, for how long (this install's settings) and who sees it.
    const policy = (await call('GET', 'website_content?name=privacy_policy')).json.content
    expect(policy).toMatch(/Wat we bewaren/)
    expect(policy).toMatch(/tot 45 dagen na de terugkomst/)
    expect(policy).toMatch(/Wie je gegevens ziet/)
  })

  it("'Klaar voor de start' shows what is not done, and a saved text counts as reviewed", async () => {
    const login = await call('POST', 'users/login', { login_id: ADMIN, password: PASSWORD })
    expect(login.status).toBe(200)
    admin = login.json.token
    const fresh = await checklist()
    expect(fresh.done).toEqual({
      'second-factor': false,
      'test-mail': false,
      'texts-reviewed': false,
      'app-url-https': false,
      backup: false,
      'first-import': false,
    })
    expect(fresh.unreviewed_texts).toEqual([
      'privacy_policy',
      'activity_terms',
      'reis_terms',
      'keuzedelen_terms',
    ])
    expect(fresh.last_backup).toBe(null)

    // Saving a text as it is ('Gecontroleerd') or changed takes it off the list.
    for (const name of ['privacy_policy', 'activity_terms', 'reis_terms']) {
      const text = (await call('GET', `website_content?name=${name}`)).json.content
      expect((await call('POST', 'website_content/set', { name, content: text })).status).toBe(200)
    }
    expect((await checklist()).unreviewed_texts).toEqual(['keuzedelen_terms'])
    await call('POST', 'website_content/set', { name: 'keuzedelen_terms', content: '<p>Eigen</p>' })
    await server.database.store.transaction((tx) =>
      tx.settings.save({ name: LAST_BACKUP_SETTING, value: new Date().toISOString() }),
    )
    const added = await call('POST', 'users/add', {
      role: 'student',
      first_name: 'Eerste',
      last_name: 'Student',
      email: '800001@student.scalda.nl',
      number: '800001',
      grade: '1A',
      hours: 20,
    })
    expect(added.status).toBe(200)
    const later = await checklist()
    expect(later.done).toMatchObject({ 'texts-reviewed': true, backup: true, 'first-import': true })
    expect(later.done['second-factor']).toBe(false)
  })
})

describe('a missing text of the app (issue 42, item 7)', () => {
  it('is answered empty, not refused: no page load logs a 400; an unknown name still is', async () => {
    const store = new MemoryStore({ ...seedSets.demo(), content: {} })
    const app = createDemoApp(demoServices(store, sanitizer))
    const faq = await app.request('/api/website_content?name=faq')
    expect(faq.status).toBe(200)
    expect(await faq.json()).toEqual({ name: 'faq', content: '' })
    expect((await app.request('/api/website_content?name=nieuw')).status).toBe(400)
  })
})
