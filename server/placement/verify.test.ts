import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { drawLottery } from './lottery.ts'
import { placeExact } from './mip.ts'
import { verify } from './verify.ts'
import {
  exportForVerification,
  inputOf,
  newNonce,
  seedCommitment,
  type VerificationFile,
} from './verify-file.ts'
import type { PlacementInput } from './types.ts'

const input: PlacementInput = {
  students: [
    { id: 'zoë.de.vries', wishes: ['rijksmuseum', 'artis'] },
    { id: 'ahmed.b', wishes: ['rijksmuseum', 'efteling'] },
    { id: 'lisa', wishes: ['artis'] },
    { id: 'bram', wishes: ['efteling', 'artis'] },
    { id: 'noor', wishes: [] },
    { id: 'sem', wishes: ['rijksmuseum'] },
    { id: 'julia', wishes: ['efteling'] },
  ],
  excursions: [
    { id: 'rijksmuseum', capacity: 2, minimum: null },
    { id: 'artis', capacity: 4, minimum: 3 },
    { id: 'efteling', capacity: 3, minimum: 2 },
  ],
  groups: [{ id: 'vrienden', members: ['lisa', 'noor'], wishes: ['artis', 'efteling'] }],
  groupFallback: true,
  pins: [{ studentId: 'sem', excursionId: 'efteling', reason: 'Vraag van ouders (Sem)' }],
  policy: 'rank-maximal',
  seed: 424242,
}

async function exported(): Promise<VerificationFile> {
  const nonce = newNonce()
  const commitment = await seedCommitment(input.seed, nonce)
  return exportForVerification(input, await placeExact(input), { nonce, commitment })
}

describe('the seed commitment', () => {
  it('is SHA-256 of seed:nonce in hex, and differs per nonce', async () => {
    // sha256("1:00") computed independently (coreutils sha256sum).
    expect(await seedCommitment(1, '00')).toBe(
      '0d3eefe364d48a95f5d0a584c3740d9ca5ad866c9559cf4dc9720290cd389fb8',
    )
    expect(await seedCommitment(7, 'a')).toMatch(/^[0-9a-f]{64}$/)
    expect(await seedCommitment(7, 'a')).not.toBe(await seedCommitment(7, 'b'))
    expect(newNonce()).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('the export for verification', () => {
  it('holds no student id and no pin reason, and keeps the lottery draw', async () => {
    const file = await exported()
    const text = JSON.stringify(file)
    for (const s of input.students) expect(text).not.toContain(`"${s.id}"`)
    expect(text).not.toContain('ouders')
    expect(file.groups).toEqual([
      { id: 'g1', members: ['s4', 's5'], wishes: ['artis', 'efteling'] },
    ])
    // The aliases sort as the real ids do, so the same seed draws the same numbers.
    const real = drawLottery(
      input.students.map((s) => s.id),
      input.seed,
    )
    const alias = drawLottery(
      file.students.map((s) => s.id),
      file.seed,
    )
    input.students.forEach((s, n) => expect(alias.get(file.students[n]!.id)).toBe(real.get(s.id)))
    expect(inputOf(file).students).toHaveLength(7)
  })

  it('verifies as identiek', async () => {
    expect(await verify(await exported())).toEqual({ identical: true, text: 'identiek' })
  })

  it('names the first difference on a changed placement, capacity or seed', async () => {
    const file = await exported()
    const first = file.students[0]!.id
    const moved = { ...file, placement: { ...file.placement, [first]: 'artis-bis' } }
    const verdict = await verify(moved)
    expect(verdict.identical).toBe(false)
    expect(verdict.text).toContain(`leerling ${first} staat in het bestand op artis-bis`)

    const fewer = {
      ...file,
      excursions: file.excursions.map((e) => (e.id === 'artis' ? { ...e, capacity: 1 } : e)),
    }
    expect((await verify(fewer)).text).toMatch(/^eerste verschil: /)

    const otherSeed = { ...file, seed: file.seed + 1 }
    expect((await verify(otherSeed)).text).toBe(
      'de seed en nonce passen niet bij de vooraf getoonde SHA-256',
    )
  })
})

describe('npm run placement:verify', () => {
  const run = promisify(execFile)
  const dir = mkdtempSync(join(tmpdir(), 'placement-verify-'))
  const cli = (path: string) =>
    run('npx', ['tsx', 'server/placement/verify-cli.ts', path]).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    )

  it('prints identiek (exit 0) or the difference (exit 1)', async () => {
    const file = await exported()
    const good = join(dir, 'good.json')
    writeFileSync(good, JSON.stringify(file))
    expect(await cli(good)).toEqual({ code: 0, stdout: 'identiek\n' })
    const bad = join(dir, 'bad.json')
    const first = file.students[0]!.id
    writeFileSync(bad, JSON.stringify({ ...file, placement: { ...file.placement, [first]: null } }))
    const answer = await cli(bad)
    expect(answer.code).toBe(1)
    expect(answer.stdout).toContain(`eerste verschil: leerling ${first}`)
  }, 60_000)
})

describe('a balanced placement verified', () => {
  const balanced: PlacementInput = {
    students: ['anna', 'bo', 'cas', 'dewi', 'eva', 'finn'].map((id, n) => ({
      id,
      wishes: ['rijksmuseum', 'artis'],
      className: n < 4 ? '4A' : '4b',
    })),
    excursions: [
      { id: 'rijksmuseum', capacity: 4, classShare: 50, kept: { places: 1, students: ['finn'] } },
      { id: 'artis', capacity: 4 },
    ],
    policy: 'rank-maximal',
    seed: 7,
  }

  it('exports the classes and the kept group anonymised, and reproduces the placement', async () => {
    const result = await placeExact(balanced)
    const commitment = await seedCommitment(balanced.seed, 'n')
    const file = exportForVerification(balanced, result, { nonce: 'n', commitment })
    expect(JSON.stringify(file)).not.toMatch(/"(anna|finn|4A|4b)"/)
    expect(file.excursions[0]).toMatchObject({ classShare: 50, kept: { places: 1 } })
    expect(new Set(file.students.map((s) => s.className))).toEqual(new Set(['k1', 'k2']))
    expect(result.students.find((s) => s.studentId === 'finn')!.excursionId).toBe('rijksmuseum')
    expect(await verify(file)).toEqual({ identical: true, text: 'identiek' })
    // The file without its kept group is still a valid input (older files have none).
    const unbalanced = { ...file, excursions: file.excursions.map((e) => ({ ...e, kept: null })) }
    expect((await placeExact(inputOf(unbalanced))).optimality.proven).toBe(true)
  })
})
