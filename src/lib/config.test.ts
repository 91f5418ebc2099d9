import { describe, expect, it } from 'vitest'
import { parseConfig } from './config'

describe('parseConfig', () => {
  it('uses the defaults of DESIGN.md', () => {
    expect(parseConfig({}, true)).toEqual({
      apiUrl: '/api',
      apiMocking: true,
      requestDelayMs: 1000,
    })
    expect(parseConfig({}, false).apiMocking).toBe(false)
  })

  it('reads the variables and drops a trailing slash', () => {
    expect(
      parseConfig(
        {
          VITE_API_URL: 'https://api.example.test/v1/',
          VITE_API_MOCKING: 'false',
          VITE_REQUEST_DELAY_MS: '0',
        },
        true,
      ),
    ).toEqual({ apiUrl: 'https://api.example.test/v1', apiMocking: false, requestDelayMs: 0 })
  })

  it('fails at start with a readable message for bad values', () => {
    expect(() => parseConfig({ VITE_REQUEST_DELAY_MS: 'snel' }, true)).toThrow(
      /Ongeldige configuratie: VITE_REQUEST_DELAY_MS/,
    )
    expect(() => parseConfig({ VITE_API_MOCKING: 'misschien' }, true)).toThrow(/VITE_API_MOCKING/)
    expect(() => parseConfig({ VITE_API_URL: 'api' }, true)).toThrow(/VITE_API_URL moet met/)
  })
})
