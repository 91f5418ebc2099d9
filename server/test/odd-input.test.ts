import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverMessages as m } from '../messages'
import { INT4_MAX, MAX_DEPTH, oddInput } from '../security/input'
import { openTarget, targetKinds, type Target } from './harness'

// Odd input never gives a 500 (issue 25, item 7): every call of the contract gets hostile
// bodies, queries and path values on the database targets; no answer is a 500, and the log
// holds no value that was sent.

/** A value that marks what was sent: the log must never hold one. */
const MARK = 'Zq7Merk'
const deep = (levels: number) => {
  let value: unknown = `${MARK}diep`
  for (let i = 0; i < levels; i++) value = { a: value }
  return value
}
const hostileValues: unknown[] = [
  `${MARK}\u0000nul`,
  `${MARK}\u0007bel\u001b`,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  1e308,
  -0.5,
  `${MARK}${'x'.repeat(8192)}`,
  `${'9'.repeat(40)}`,
  '2026-13-45T99:99:99Z',
  true,
  null,
  [],
  [`${MARK}lijst`, 1, null],
  {},
  deep(MAX_DEPTH + 8),
  deep(5),
]
const plain = (schema: { type?: unknown } | undefined): unknown => {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type
  if (type === 'number' || type === 'integer') return 1
  if (type === 'boolean') return false
  if (type === 'array') return []
  if (type === 'object') return {}
  return 'test'
}

type Operation = {
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, object> } }> }
  parameters?: { name: string; in: string }[]
}

describe('oddInput', () => {
  it('finds a control character, a number beyond int4 and deep nesting, wherever they are', () => {
    expect(oddInput({ a: 'gewoon\ttekst\r\n' })).toBeNull()
    expect(oddInput({ a: { b: ['x\u0000'] } })).toMatch(/^body\.a\.b\.0: /)
    expect(oddInput({ n: INT4_MAX })).toBeNull()
    expect(oddInput({ n: INT4_MAX + 1 })).toMatch(/getal te groot/)
    expect(oddInput({ seed: 0xffffffff })).toBeNull()
    expect(oddInput(deep(MAX_DEPTH + 1))).toMatch(/te diep genest/)
    expect(oddInput(deep(100_000))).toMatch(/te diep genest/)
  })
})

describe.each(targetKinds({ memory: false }))('odd input on %s', (kind) => {
  let t: Target
  const lines: string[] = []
  beforeAll(async () => {
    t = await openTarget(kind)
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    t.services.log = pino({ level: 'info' }, stream)
  }, 120_000)
  afterAll(() => t.close())

  it('every call, hostile bodies, queries and path values: no 500, and no sent value in the log', async () => {
    const document = (await t.call('GET', 'openapi.json')).json as {
      paths: Record<string, Record<string, Operation>>
    }
    const calls = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    )
    expect(calls.length).toBeGreaterThan(30)
    const failures: string[] = []
    let sent = 0
    for (const { path, method, op } of calls) {
      const route = path.replace(/^\/api\//, '')
      if (route === 'users/logout') continue
      // As an admin, so the access rules let the body through to the rules and the database.
      const token = await t.login('admin@scalda.nl')
      const schema = Object.values(op.requestBody?.content ?? {})[0]?.schema
      const fields = Object.keys(schema?.properties ?? {})
      const base = Object.fromEntries(
        fields.map((f) => [f, plain(schema!.properties![f] as { type?: unknown })]),
      )
      const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
      for (const value of hostileValues) {
        const bodies: unknown[] = op.requestBody
          ? [
              value,
              ...fields.map((f) => ({ ...base, [f]: value })),
              Object.fromEntries(fields.map((f) => [f, value])),
            ]
          : [undefined]
        const text = typeof value === 'string' ? value : JSON.stringify(value)
        // A path value is logged with the path (method, path, status): sent without the mark.
        const pathValue = encodeURIComponent(text.replaceAll(MARK, '').slice(0, 2000))
        const target = route.replace(/\{\w+\}/g, pathValue)
        for (const body of bodies) {
          const answer = await t.call(method.toUpperCase() as 'GET' | 'POST', target, {
            token,
            body,
            query: Object.fromEntries(queryNames.map((q) => [q, text.slice(0, 2000)])),
          })
          sent += 1
          if (answer.status >= 500)
            failures.push(
              `${method} ${route} ${JSON.stringify(body)?.slice(0, 80)}: ${answer.text}`,
            )
        }
      }
    }
    expect(failures).toEqual([])
    expect(sent).toBeGreaterThan(1000)
    const log = lines.join('')
    expect(log).not.toContain(MARK)
    expect(log).not.toContain('params:')
  }, 900_000)

  it('a NUL in a text field: the Dutch 400 naming the field', async () => {
    await t.reset()
    const token = await t.login('654321')
    const own = (await t.call('GET', 'users_info', { token })).json
    const answer = await t.call('POST', 'users_info/update/self', {
      token,
      body: { ...own, phone: '06\u000012345678' },
    })
    expect(answer.status).toBe(400)
    expect(answer.json.message).toBe(
      m.request.invalid('body.phone: bevat een stuurteken (zoals NUL), dat kan niet'),
    )
  })
})
