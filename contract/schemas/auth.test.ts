import { describe, expect, it } from 'vitest'
import { isValidLoginId, loginInputSchema } from '~contract/schemas/auth'

describe('isValidLoginId (SPEC §5)', () => {
  it.each([
    '123456',
    's123456',
    '123456@student.scalda.nl',
    'j.jansen@student.scalda.nl',
    'docent@scalda.nl',
    'Docent@Scalda.NL',
    `${'1'.repeat(6)}${'x'.repeat(248)}`,
  ])('accepts %s', (id) => expect(isValidLoginId(id)).toBe(true))
  it.each(['beheer@xweek-scalda.nl', 'test@xweek-scalda.nl'])(
    'accepts the special-cased address %s',
    (id) => expect(isValidLoginId(id)).toBe(true),
  )
  it.each([
    '',
    '12345',
    'jan@gmail.com',
    'docent@scalda.nl.evil.com',
    'andere@xweek-scalda.nl',
    'scalda.nl',
    '123 456789 x',
    `${'1'.repeat(6)}${'x'.repeat(249)}`,
    `${'a'.repeat(240)}@student.scalda.nl`,
  ])('refuses %s', (id) => expect(isValidLoginId(id)).toBe(false))

  it('explains a refused id and a missing password in Dutch', () => {
    const result = loginInputSchema.safeParse({ login_id: 'jan@gmail.com', password: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Dit is geen geldig studentnummer of scalda e-mail adres',
      'Vul je wachtwoord in',
    ])
  })
})
