import { PGlite } from '@electric-sql/pglite'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../db/open'
import { startServer } from '../host'
import { silentLogger } from '../services'
import { testConfig } from '../test/harness'
import { enqueueMail } from './outbox'
import { startSmtp } from './test-smtp'

/** An embedded database with one mail in its outbox, written before any server starts. */
async function databaseWithOneMail(link: string) {
  const pglite = await PGlite.create()
  const opened = await openDatabase(
    { kind: 'pglite', dataDir: null },
    { lockTimeoutMs: 3000, pglite },
  )
  await opened.store.transaction(async (tx) =>
    enqueueMail(
      tx,
      { now: new Date(), delivery: true },
      {
        to: 'daan@school.nl',
        userId: null,
        kind: 'waiting-list',
        data: { name: 'Daan', excursion: 'Parijs', link },
      },
    ),
  )
  return pglite
}

describe('the server host and mail', () => {
  it('reads SMTP_URL, MAIL_FROM and APP_URL; refuses a bad one in Dutch', () => {
    const config = testConfig({
      SMTP_URL: 'smtps://x-week:geheim@mail.school.nl:465',
      MAIL_FROM: 'X-Week <x-week@school.nl>',
      APP_URL: 'https://xweek.school.nl',
    })
    expect(config).toMatchObject({ SMTP_URL: 'smtps://x-week:geheim@mail.school.nl:465' })
    expect(() => testConfig({ SMTP_URL: 'http://mail.school.nl' })).toThrow(
      /SMTP_URL: moet met smtp:\/\/ of smtps:\/\/ beginnen/,
    )
    expect(() => testConfig({ SMTP_URL: 'smtp://mail.school.nl' })).toThrow(
      /SMTP_URL zonder MAIL_FROM/,
    )
    expect(() => testConfig({ APP_URL: 'xweek.school.nl' })).toThrow(/APP_URL/)
    // A folder of mails is for development: in production every link would lie on disk.
    expect(() => testConfig({ MAIL_DIR: './data/mail', NODE_ENV: 'production' })).toThrow(
      /MAIL_DIR is alleen voor ontwikkeling/,
    )
    expect(() =>
      testConfig({ MAIL_DIR: './data/mail', SMTP_URL: 'smtp://m.nl', MAIL_FROM: 'X <x@m.nl>' }),
    ).toThrow(/MAIL_DIR en SMTP_URL samen/)
  })

  it('with MAIL_DIR (npm run dev) the outbox lands as .eml files whose links can be followed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'xweek-mail-'))
    const pglite = await databaseWithOneMail('http://localhost:5173/x')
    const server = await startServer(
      testConfig({
        SEED: 'demo',
        PORT: '0',
        HOST: '127.0.0.1',
        MAIL_DIR: dir,
        APP_URL: 'http://localhost:5173',
      }),
      { pglite, log: silentLogger },
    )
    try {
      expect(server.services.settings.mailDelivery).toBe(true)
      let files: string[] = []
      for (let i = 0; i < 200 && files.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 50))
        files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'))
      }
      expect(files).toHaveLength(1)
      const eml = await readFile(join(dir, files[0]!), 'utf8')
      expect(eml).toMatch(/^To: daan@school\.nl$/m)
      expect(eml).toMatch(/^From: "?X-Week"? <x-week@localhost>$/m)
      expect(eml).toContain('http://localhost:5173/x')
      const text = await readFile(join(dir, files[0]!.replace(/\.eml$/, '.txt')), 'utf8')
      expect(text).toMatch(/^Aan: daan@school\.nl\nOnderwerp: .+\n\n/)
      expect(text).toContain('http://localhost:5173/x')
    } finally {
      await server.close()
      await pglite.close()
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('with SMTP_URL the server sends the outbox from its start; close stops the sender', async () => {
    const smtp = await startSmtp()
    // A mail written before the start (say, by an instance that stopped) goes out at the start.
    const pglite = await databaseWithOneMail('https://xweek.school.nl/')
    const server = await startServer(
      testConfig({
        SEED: 'demo',
        PORT: '0',
        HOST: '127.0.0.1',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'X-Week <x-week@school.nl>',
        APP_URL: 'https://xweek.school.nl',
      }),
      { pglite, log: silentLogger },
    )
    try {
      expect(server.services.settings).toMatchObject({
        appUrl: 'https://xweek.school.nl',
        mailDelivery: true,
      })
      for (let i = 0; i < 100 && smtp.received.length === 0; i++)
        await new Promise((r) => setTimeout(r, 50))
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]!.messageId).toMatch(/@xweek\.school\.nl>$/)
      expect(smtp.received[0]!.raw).toMatch(/^From: "?X-Week"? <x-week@school\.nl>/m)
    } finally {
      await server.close()
      await smtp.stop()
      await pglite.close()
    }
  })

  it('without SMTP_URL there is no sender and mail is held', async () => {
    const pglite = await PGlite.create()
    const server = await startServer(testConfig({ SEED: 'demo', PORT: '0', HOST: '127.0.0.1' }), {
      pglite,
      log: silentLogger,
    })
    try {
      expect(server.mailSender).toBeNull()
      expect(server.services.settings.mailDelivery).toBe(false)
    } finally {
      await server.close()
      await pglite.close()
    }
  })
})
