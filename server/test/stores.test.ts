import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedSets } from '../db/seed'
import { steps } from './contract-steps'
import { pngBytes, uploadForm } from './files'
import { openTarget, targetKinds, type Target, type TargetKind } from './harness'

/**
 * The store contract (issue 41): the API's suites run on the memory store only, so here the same
 * requests (contract-steps.ts: every kind of call, with refusals) go to the memory store, PGlite
 * and PostgreSQL, and every answer must be the same, value for value, not only in shape; then
 * what each store holds, as the admin's lists show it. Ids the stores make (a counter in memory,
 * random on SQL), times and tokens are named by their first appearance; lists are compared as
 * sets of rows (their order is the memory adapter's own test, memory-ops.test.ts).
 */

type Outcome = { step: string; status: number; body: unknown }

const SEED_IDS = new Set<string>()
;(function collect(value: unknown) {
  if (typeof value === 'string') SEED_IDS.add(value)
  else if (value && typeof value === 'object') Object.values(value).forEach(collect)
})(seedSets.demo())

const MADE_ID = /^(e|fg|m|p|r|s|t|u)-[0-9a-z]+$/
const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/
// Random by design: tokens, an upload's address, a draw's nonce and its commitment.
const VOLATILE_KEYS = new Set(['token', 'url', 'nonce', 'commitment'])

/** An answer with the store's own ids, the times and the tokens named by their first appearance. */
function normalizer() {
  const names = new Map<string, string>()
  const nameOf = (kind: string, value: string) => {
    if (!names.has(value)) names.set(value, `<${kind} ${names.size + 1}>`)
    return names.get(value)!
  }
  const normal = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string') {
      if (VOLATILE_KEYS.has(key)) return nameOf(key, value)
      if (TIME.test(value)) return '<time>'
      if (MADE_ID.test(value) && !SEED_IDS.has(value)) return nameOf('id', value)
      return value
    }
    if (Array.isArray(value))
      return value
        .map((v) => normal(v, key))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, normal(v, k)]),
      )
    return value
  }
  return normal
}

/** The admin's view of everything the store holds, after the script. */
const HOLDINGS = ['users/all', 'users_info/all', 'subscriptions/all', 'excursions'] as const

async function play(t: Target): Promise<Outcome[]> {
  const normal = normalizer()
  const memory: Record<string, unknown> = {}
  const tokens: Record<string, string> = {
    student: await t.login('654321'),
    teacher: await t.login('docent@scalda.nl'),
    admin: await t.login('admin@scalda.nl'),
  }
  const outcomes: Outcome[] = []
  for (const step of steps) {
    // The newcomer has no password yet: the token of a refused login is none, as the script expects.
    if (step.as === 'newcomer')
      tokens.newcomer = (
        await t.call('POST', 'users/login', { body: { login_id: '888888', password: 'welkom' } })
      ).json?.token
    const path = typeof step.path === 'function' ? step.path(memory) : step.path
    const answer = await t.call(step.method, path, {
      token: step.as ? tokens[step.as] : undefined,
      query: step.query,
      ...(step.upload
        ? { raw: uploadForm(pngBytes(), 'logo.png') }
        : step.body !== undefined
          ? { body: typeof step.body === 'function' ? step.body(memory) : step.body }
          : {}),
    })
    const parsed = answer.json ?? answer.text
    if (answer.status < 400) step.keep?.(parsed, memory)
    outcomes.push({ step: step.name, status: answer.status, body: normal(parsed) })
  }
  for (const path of HOLDINGS) {
    const answer = await t.call('GET', path, { token: tokens.admin })
    outcomes.push({ step: `holds ${path}`, status: answer.status, body: normal(answer.json) })
  }
  return outcomes
}

describe('the memory store, PGlite and PostgreSQL answer alike', () => {
  const kinds = targetKinds()
  const played = new Map<TargetKind, Outcome[]>()
  const targets: Target[] = []

  beforeAll(async () => {
    // The lottery's seed (server/rules/draw.ts, newSeed: one random 32-bit number) the same on
    // every store, so the draws place the same students; all other randomness stays random.
    const random = crypto.getRandomValues.bind(crypto)
    const seeded = (array: ArrayBufferView) => {
      if (array instanceof Uint32Array && array.length === 1) array[0] = 41
      else random(array as Uint8Array<ArrayBuffer>)
      return array
    }
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(seeded as typeof crypto.getRandomValues)
    for (const kind of kinds) {
      const t = await openTarget(kind)
      targets.push(t)
      played.set(kind, await play(t))
    }
  }, 120_000)
  afterAll(async () => {
    vi.restoreAllMocks()
    await Promise.all(targets.map((t) => t.close()))
  })

  it('the script reaches successes and refusals on the memory store', () => {
    const statuses = new Set(played.get('memory')!.map((o) => o.status))
    expect(statuses).toEqual(new Set([200, 400, 401, 403, 404, 406, 409]))
  })

  it.each(kinds.filter((k) => k !== 'memory'))(
    '%s gives every answer the memory store gives, value for value',
    (kind) => {
      const memory = played.get('memory')!
      const other = played.get(kind)!
      expect(other.map((o) => o.step)).toEqual(memory.map((o) => o.step))
      const differ = other.filter((o, i) => JSON.stringify(o) !== JSON.stringify(memory[i]))
      // All steps that differ at once, each with what the memory store answered.
      expect(differ).toEqual(differ.map((o) => memory[other.indexOf(o)]))
    },
  )
})
