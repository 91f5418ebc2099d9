import { createHash, createHmac } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** The modules as the browser's demo backend loads them: no node:crypto, Web Crypto instead. */
async function asInTheBrowser() {
  vi.spyOn(process, 'getBuiltinModule').mockReturnValue(undefined as never)
  vi.resetModules()
  const tokens = await import('./tokens')
  const accountTokens = await import('./account-tokens')
  expect(tokens.nodeCrypto).toBeUndefined()
  return { ...tokens, ...accountTokens }
}

describe('token and code hashes: node:crypto on the server, Web Crypto in the browser, alike', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.resetModules()
  })

  it('a token’s SHA-256', async () => {
    const onNode = await import('./tokens')
    expect(onNode.nodeCrypto).toBeDefined()
    const expected = createHash('sha256').update('een-token').digest('hex')
    expect(await onNode.hashToken('een-token')).toBe(expected)
    expect(await (await asInTheBrowser()).hashToken('een-token')).toBe(expected)
  })

  it('a printed code’s HMAC-SHA-256 under the key, over the account and the code as typed', async () => {
    const onNode = await import('./account-tokens')
    const expected = `hmac-sha256$${createHmac('sha256', 'sleutel').update('u-1:ACDEFGHJKM').digest('hex')}`
    expect(await onNode.codeHash('sleutel', 'u-1', 'acdef-ghjkm')).toBe(expected)
    const browser = await asInTheBrowser()
    expect(await browser.codeHash('sleutel', 'u-1', 'ACDEF GHJKM')).toBe(expected)
    const row = { user_id: 'u-1', token_hash: expected }
    const legacy = async () => false
    expect(await browser.codeMatches('sleutel', row, 'acdefghjkm', legacy)).toBe(true)
    expect(await browser.codeMatches('andere-sleutel', row, 'acdefghjkm', legacy)).toBe(false)
    expect(
      await onNode.codeMatches('sleutel', { ...row, user_id: 'u-2' }, 'ACDEFGHJKM', legacy),
    ).toBe(false)
  })
})
