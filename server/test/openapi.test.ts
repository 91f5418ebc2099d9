import { describe, expect, it } from 'vitest'
import { createServerApp } from '../server-app'
import { MemoryStore } from '../store/memory'
import { seedSets } from '../db/seed'
import { demoServices } from '../demo'
import { sanitizer } from './harness'

/** SPEC §7's calls, each with who may make it (DESIGN.md, domain/access.ts). */
const spec: [string, string][] = [
  ['POST /api/users/login', 'public'],
  ['GET /api/users', 'account:view'],
  ['POST /api/users/logout', 'account:view'],
  ['GET /api/users_info', 'account:view'],
  ['GET /api/users/all', 'accounts:manage'],
  ['GET /api/users_info/all', 'accounts:manage'],
  ['POST /api/users_info/update', 'accounts:manage'],
  ['POST /api/users/add', 'accounts:manage'],
  ['POST /api/users_info/update/self', 'account:view'],
  ['POST /api/users/new_password', 'account:view'],
  ['POST /api/users/forgot_password', 'public'],
  ['POST /api/users/delete', 'accounts:manage'],
  ['POST /api/users/delete/students', 'accounts:admin'],
  ['GET /api/excursions', 'public'],
  ['POST /api/excursions/add', 'excursions:manage'],
  ['POST /api/excursions/update', 'excursions:manage'],
  ['POST /api/excursions/delete', 'excursions:manage'],
  ['POST /api/excursions/delete/all', 'excursions:manage'],
  ['GET /api/subscriptions/all', 'account:view'],
  ['POST /api/subscriptions/subscribe', 'account:view'],
  ['POST /api/subscriptions/unsubscribe', 'account:view'],
  ['POST /api/subscriptions/unsubscribe/all', 'subscriptions:overview'],
  ['POST /api/subscriptions/payed', 'subscriptions:overview'],
  ['GET /api/website_content', 'public'],
  ['POST /api/website_content/set', 'content:edit'],
  ['GET /api/settings/version', 'public'],
  ['GET /api/settings', 'public'],
  ['POST /api/settings/set', 'content:edit'],
  ['POST /api/uploader', 'content:edit'],
  // Ours (docs/rounds.md).
  ['GET /api/rounds', 'public'],
  ['POST /api/rounds/set', 'rounds:manage'],
  ['POST /api/rounds/preview', 'rounds:manage'],
  ['POST /api/rounds/publish', 'rounds:manage'],
  ['POST /api/rounds/undo', 'rounds:manage'],
  ['POST /api/waiting_list/join', 'account:view'],
  ['POST /api/waiting_list/leave', 'account:view'],
]

describe('the published contract', () => {
  const app = createServerApp(demoServices(new MemoryStore(seedSets.demo()), sanitizer))

  it('GET /api/openapi.json holds every call of SPEC §7 with its access rule and schemas', async () => {
    const response = await app.fetch(new Request('http://test.local/api/openapi.json'))
    expect(response.status).toBe(200)
    const document = (await response.json()) as {
      openapi: string
      paths: Record<
        string,
        Record<string, { 'x-access': string; responses: object; requestBody?: unknown }>
      >
    }
    expect(document.openapi).toBe('3.1.0')
    for (const [call, access] of spec) {
      const [method, path] = call.split(' ') as [string, string]
      const operation = document.paths[path]?.[method.toLowerCase()]
      expect(operation, call).toBeDefined()
      expect(operation!['x-access'], call).toBe(access)
      expect(Object.keys(operation!.responses), call).toContain('200')
      if (access !== 'public')
        expect(Object.keys(operation!.responses), call).toEqual(
          expect.arrayContaining(['401', '403']),
        )
    }
    // The login payload is the app's own schema, converted.
    const login = document.paths['/api/users/login']!.post!.requestBody as {
      content: { 'application/json': { schema: { properties: object; required: string[] } } }
    }
    expect(login.content['application/json'].schema.required).toEqual(['login_id', 'password'])
  })

  it('GET /api/docs is a readable Dutch reference of the same calls', async () => {
    const response = await app.fetch(new Request('http://test.local/api/docs'))
    expect(response.headers.get('Content-Type')).toContain('text/html')
    const page = await response.text()
    expect(page).toContain('<html lang="nl">')
    for (const [call] of spec) expect(page).toContain(call.replace(' ', ' ').split(' ')[1])
    expect(page).toContain('Toegang: <strong>beheerders</strong>')
  })
})
