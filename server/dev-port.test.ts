import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { askedPort, devAppUrl, devPort, withPort } from './dev-port.mjs'

// `npm run dev` on another port than 5173: the mails' links (APP_URL) follow Vite's port.
describe("npm run dev's port (server/dev.mjs)", () => {
  const servers: Server[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
  })
  const occupy = () =>
    new Promise<number>((resolve) => {
      const server = createServer()
      servers.push(server)
      server.listen(0, () => resolve((server.address() as { port: number }).port))
    })

  it("reads Vite's --port, else Vite's default 5173", () => {
    expect(askedPort([])).toBe(5173)
    expect(askedPort(['--port', '5174', '--strictPort'])).toBe(5174)
    expect(askedPort(['--host', '--port=5180'])).toBe(5180)
    expect(askedPort(['--port', 'abc'])).toBe(5173)
  })

  it('gives Vite the port it decided, strictly', () => {
    expect(withPort(['--port', '5174', '--host'], 5175)).toEqual([
      '--host',
      '--port',
      '5175',
      '--strictPort',
    ])
    expect(withPort(['--port=5174', '--strictPort'], 5174)).toEqual([
      '--port',
      '5174',
      '--strictPort',
    ])
  })

  it('moves past a port in use, as Vite does, unless --strictPort', async () => {
    const taken = await occupy()
    const port = await devPort(['--port', String(taken)])
    expect(port).toBeGreaterThan(taken)
    expect(await devPort(['--port', String(taken), '--strictPort'])).toBe(taken)
  })

  it('makes APP_URL from that port when APP_URL is not set', () => {
    expect(devAppUrl({}, 5174)).toBe('http://localhost:5174')
    expect(devAppUrl({ APP_URL: 'http://xweek.test:8080' }, 5174)).toBe('http://xweek.test:8080')
  })
})
