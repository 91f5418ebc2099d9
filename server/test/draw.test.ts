import { describe, expect, it } from 'vitest'
import {
  previewAnswerSchema,
  publicationSchema,
  roundListSchema,
  verificationAnswerSchema,
  type RoundInput,
} from '~contract/schemas/rounds'
import { serverMessages as m } from '../messages'
import { verify } from '../placement/verify'
import { seedCommitment, type VerificationFile } from '../placement/verify-file'
import { type Target } from './harness'
import { HOUR as hour, at, setRoundAs } from './rounds-fixture'
import { useTarget } from './target-suite'

/**
 * A draw anyone can verify (docs/rounds.md "De loting controleren"): the commitment before, the
 * seed never before publishing, the same seed at publishing, and the export that recomputes.
 */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('the verifiable draw on %s', (kind) => {
  let t: Target
  let admin: string
  let daan: string
  useTarget(kind, ['admin@scalda.nl', '654321'], (target, tokens) => {
    t = target
    ;[admin, daan] = tokens
  })

  const setRound = (patch: Partial<RoundInput> = {}) =>
    setRoundAs(t, admin, { policy: 'lottery', ...patch })
  const xWeek = async (token?: string) =>
    roundListSchema
      .parse((await t.call('GET', 'rounds', { token })).json)
      .find((r) => r.scope === 'x-week')!
  const stored = async () => (await t.store.run((tx) => tx.rounds.get('x-week')))!
  /** The secret in an answer's text: the nonce, or the seed as a JSON value. */
  const leaks = (json: unknown, seed: number, nonce: string) => {
    const text = JSON.stringify(json)
    return text.includes(nonce) || new RegExp(`"seed":${seed}\\b`).test(text)
  }

  it('commits to the seed when the round is set up and shows only its SHA-256 until publishing', async () => {
    const set = await setRound()
    expect(set.status).toBe(200)
    const { draw_seed: seed, draw_nonce: nonce } = await stored()
    expect(seed).toEqual(expect.any(Number))
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    const commitment = await seedCommitment(seed!, nonce!)
    for (const token of [undefined, daan, admin]) {
      const round = await xWeek(token)
      expect(round.draw).toEqual({ commitment, committed_at: expect.any(String) })
      expect(leaks(round, seed!, nonce!)).toBe(false)
    }
    expect(leaks(set.json, seed!, nonce!)).toBe(false)
    // Setting the round again keeps the seed: it cannot be drawn again until it is shown.
    await setRound({ max_wishes: 2 })
    expect((await stored()).draw_seed).toBe(seed)
    const entries = await t.store.run((tx) => tx.listAudit({ action: 'round.update', limit: 5 }))
    expect(entries.length).toBe(2)
    for (const entry of entries) expect(leaks(entry, seed!, nonce!)).toBe(false)
    expect(JSON.stringify(entries)).not.toContain('draw_seed')

    // While the window is open a preview is a practice on another seed.
    const practice = previewAnswerSchema.parse(
      (
        await t.call('POST', 'rounds/preview', {
          token: admin,
          body: { scope: 'x-week', policies: ['lottery'] },
        })
      ).json,
    )
    expect(practice.practice).toBe(true)
    // Once closed: the fixed seed, hidden, and no other can be asked for.
    await setRound({ opens_at: at(-2 * hour), closes_at: at(-hour) })
    expect((await stored()).draw_seed).toBe(seed)
    const real = await t.call('POST', 'rounds/preview', {
      token: admin,
      body: { scope: 'x-week', policies: ['lottery', 'rank-maximal'] },
    })
    expect(previewAnswerSchema.parse(real.json)).toMatchObject({ seed: null, practice: false })
    expect(leaks(real.json, seed!, nonce!)).toBe(false)
    const chosen = await t.call('POST', 'rounds/publish', {
      token: admin,
      body: { scope: 'x-week', policy: 'lottery', seed: (seed! + 1) % 2 ** 32 },
    })
    expect(chosen).toMatchObject({ status: 400, json: { message: m.rounds.seedFixed } })
  })

  it('publishes on the fixed seed, reveals it, and exports a file that verifies without names', async () => {
    await setRound({ opens_at: at(-2 * hour), closes_at: at(-hour) })
    const { draw_seed: seed, draw_nonce: nonce } = await stored()
    const before = await t.call('GET', 'rounds/verification', {
      token: admin,
      query: { scope: 'x-week' },
    })
    expect(before).toMatchObject({ status: 409, json: { message: m.rounds.noVerification } })

    const published = await t.call('POST', 'rounds/publish', {
      token: admin,
      body: { scope: 'x-week', policy: 'lottery' },
    })
    expect(published.status).toBe(200)
    const publication = publicationSchema.parse(published.json)
    expect(publication.seed).toBe(seed)
    expect(publication.summary.fairness).toMatchObject({ justified_envy: 0 })
    const draw = (await xWeek(daan)).draw!
    expect(draw).toMatchObject({ seed, nonce, revealed_at: expect.any(String) })
    expect(await seedCommitment(draw.seed!, draw.nonce!)).toBe(draw.commitment)

    const answer = await t.call('GET', 'rounds/verification', {
      token: admin,
      query: { scope: 'x-week' },
    })
    expect(answer.status).toBe(200)
    const file = verificationAnswerSchema.parse(answer.json) as VerificationFile
    expect(file).toMatchObject({ seed, nonce, commitment: draw.commitment, policy: 'lottery' })
    // Anonymised: no name, student number, e-mail address or account id of anyone.
    const text = JSON.stringify(file)
    const people = await t.store.run(async (tx) => ({
      users: await tx.userIdsWithRole('student'),
      profiles: await tx.listProfiles(),
    }))
    expect(people.users.length).toBeGreaterThan(3)
    for (const id of people.users) expect(text).not.toContain(`"${id}"`)
    for (const p of people.profiles)
      for (const value of [p.first_name, p.last_name, p.number, p.email].filter(Boolean))
        expect(text).not.toContain(value)
    expect(Object.keys(file.placement).every((id) => /^s\d+$/.test(id))).toBe(true)
    expect(Object.values(file.placement).some((x) => x !== null)).toBe(true)

    expect(await verify(file)).toEqual({ identical: true, text: 'identiek' })
    const someone = Object.keys(file.placement).find((id) => file.placement[id] !== null)!
    const changed = { ...file, placement: { ...file.placement, [someone]: null } }
    expect((await verify(changed)).text).toContain(`leerling ${someone}`)
  })

  it('draws a new seed when a shown one would meet a window that opens again', async () => {
    await setRound({ opens_at: at(-2 * hour), closes_at: at(-hour) })
    const first = (await stored()).draw_seed
    await t.call('POST', 'rounds/publish', {
      token: admin,
      body: { scope: 'x-week', policy: 'lottery' },
    })
    await t.call('POST', 'rounds/undo', { token: admin, body: { scope: 'x-week' } })
    // Closed still: publishing again is on the same, shown seed.
    await setRound({ opens_at: at(-2 * hour), closes_at: at(-hour), max_wishes: 2 })
    expect((await stored()).draw_seed).toBe(first)
    expect((await xWeek()).draw?.seed).toBe(first)
    // Open again: wishes could be made knowing it, so a new one is fixed (and hidden).
    await setRound()
    const again = await stored()
    expect(again.draw_revealed_at).toBeNull()
    expect((await xWeek()).draw).not.toHaveProperty('seed')
  })
})
