import { describe, expect, it } from 'vitest'
import { pageSettings, parseConfig } from './config'

describe('parseConfig', () => {
  it('uses the defaults of DESIGN.md', () => {
    // The real server by default (npm run dev); the demo backend only when asked for.
    expect(parseConfig({})).toEqual({
      apiUrl: '/api',
      apiMocking: false,
      requestDelayMs: 1000,
    })
    expect(parseConfig({ VITE_API_MOCKING: 'true' }).apiMocking).toBe(true)
  })

  it('reads the variables and drops a trailing slash', () => {
    expect(
      parseConfig({
        VITE_API_URL: 'https://api.example.test/v1/',
        VITE_API_MOCKING: 'false',
        VITE_REQUEST_DELAY_MS: '0',
      }),
    ).toEqual({ apiUrl: 'https://api.example.test/v1', apiMocking: false, requestDelayMs: 0 })
  })

  it('fails at start with a readable message for bad values', () => {
    expect(() => parseConfig({ VITE_REQUEST_DELAY_MS: 'snel' })).toThrow(
      /Ongeldige configuratie: VITE_REQUEST_DELAY_MS/,
    )
    expect(() => parseConfig({ VITE_API_MOCKING: 'misschien' })).toThrow(/VITE_API_MOCKING/)
    expect(() => parseConfig({ VITE_API_URL: 'api' })).toThrow(/VITE_API_URL moet met/)
  })

  it('takes the page’s own settings over the build’s (the e2e suite’s copies of one build)', () => {
    const html = document.createElement('html')
    expect(pageSettings(html.dataset)).toEqual({})
    html.dataset.apiMocking = 'true'
    html.dataset.requestDelayMs = '0'
    expect(pageSettings(html.dataset)).toEqual({
      VITE_API_MOCKING: 'true',
      VITE_REQUEST_DELAY_MS: '0',
    })
    const built = { VITE_API_MOCKING: 'false', VITE_REQUEST_DELAY_MS: '1000' }
    expect(parseConfig({ ...built, ...pageSettings(html.dataset) })).toMatchObject({
      apiMocking: true,
      requestDelayMs: 0,
    })
    expect(pageSettings(undefined)).toEqual({})
  })
})
