import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { server } from '../../mocks/node'
import { defineCall } from '~contract/call'
import * as excursionCalls from '~contract/excursions'
import { api, ApiError, errorMessage } from './api-client'
import { ChunkLoadError } from './lazy'
import { apiUrl } from './config'
import { messages } from '~domain/messages/general'

// Calls of a test contract: one answering anything, one taking a payload, two with an answer shape.
const docs = { tag: 'Test', summary: 'Echo' }
const echo = defineCall({ method: 'post', path: 'echo', access: 'public', docs })
const echoPayload = defineCall({
  method: 'post',
  path: 'echo',
  access: 'public',
  body: z.object({ a: z.number() }),
  docs,
})
const echoSetting = defineCall({
  method: 'post',
  path: 'echo',
  access: 'public',
  answer: z.object({ name: z.string(), value: z.string() }),
  docs,
})
const echoName = defineCall({
  method: 'post',
  path: 'echo',
  access: 'public',
  answer: z.object({ name: z.string() }),
  docs,
})

const answer = (body: string, status = 200, type = 'text/plain') =>
  server.use(
    http.post(
      apiUrl('echo'),
      () => new HttpResponse(body, { status, headers: { 'Content-Type': type } }),
    ),
  )

const failure = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error as ApiError,
  )

describe('api client', () => {
  it('takes a successful plain-text answer (a real API’s `OK`) as an answer, not as no connection', async () => {
    answer('OK')
    await expect(api.call(echoPayload, { a: 1 })).resolves.toBe('OK')
  })

  it('reads the input with the call’s schema before sending it: a wrong one is never sent', async () => {
    let sent: unknown = null
    server.use(
      http.post(apiUrl('echo'), async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ ok: true })
      }),
    )
    await expect(api.call(echoPayload, { a: 'x' as unknown as number })).rejects.toThrow()
    expect(sent).toBeNull()
    await api.call(echoPayload, { a: 2 })
    expect(sent).toEqual({ a: 2 })
  })

  it('reads JSON answers as JSON and an empty answer as null', async () => {
    answer('{"ok":true}')
    await expect(api.call(echo)).resolves.toEqual({ ok: true })
    answer('')
    await expect(api.call(echo)).resolves.toBeNull()
  })

  it('names the field the app needs when an answer lacks it', async () => {
    answer('{"name":"x"}')
    const error = await failure(api.call(echoSetting))
    expect(error).toBeInstanceOf(ApiError)
    expect(error?.message).toBe(
      `${messages.errors.invalidResponse} ${messages.errors.invalidField('value')}`,
    )
  })

  it('a malformed JSON body is an unexpected answer, even where any answer would do', async () => {
    answer('{"name":', 200, 'application/json')
    const error = await failure(api.call(echo))
    expect(error?.message).toBe(messages.errors.invalidResponse)
    answer('{"name":')
    const asText = await failure(api.call(echoName))
    expect(asText?.message).toMatch(/^De server gaf een onverwacht antwoord\./)
  })

  it('a failed call keeps its status and the server’s message', async () => {
    answer('{"message":"Stuk"}', 500)
    const error = await failure(api.call(echo))
    expect(error).toMatchObject({ status: 500, message: 'Stuk' })
  })

  it('no answer at all is reported as no connection', async () => {
    server.use(http.post(apiUrl('echo'), () => HttpResponse.error()))
    const error = await failure(api.call(echo))
    expect(error).toMatchObject({ status: 0, message: messages.errors.network })
  })

  // Issue 19, item 11: no English and no markup from an answer without a message of its own.
  it.each([
    [500, '', 'text/plain', 'Er ging iets mis op de server.'],
    [500, 'Internal Server Error', 'text/plain', 'Er ging iets mis op de server.'],
    [500, '{"message":""}', 'application/json', 'Er ging iets mis op de server.'],
    [
      502,
      '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>',
      'text/html',
      'De server is niet bereikbaar.',
    ],
    [
      413,
      '<html><body>413 Request Entity Too Large</body></html>',
      'text/html',
      'Te groot: de server neemt zoveel gegevens niet aan.',
    ],
    [
      429,
      '',
      'text/plain',
      'Te veel pogingen achter elkaar. Wacht even en probeer het dan opnieuw.',
    ],
    [503, '', 'text/plain', 'De server is tijdelijk niet beschikbaar. Probeer het later opnieuw.'],
    [418, '', 'text/plain', 'De server weigerde dit verzoek (fout 418).'],
    [599, '', 'text/plain', 'Er ging iets mis op de server (fout 599).'],
  ])('a %i without a message of its own reads in Dutch', async (status, body, type, text) => {
    answer(body, status, type)
    const error = await failure(api.call(echo))
    expect(error).toMatchObject({ status, message: text })
  })

  it('the server’s own message wins over the status words (429, 503)', async () => {
    answer(
      '{"message":"Te veel inlogpogingen. Probeer het over 5 minuten opnieuw."}',
      429,
      'application/json',
    )
    expect((await failure(api.call(echo)))?.message).toBe(
      'Te veel inlogpogingen. Probeer het over 5 minuten opnieuw.',
    )
    answer('{"message":"De database is even niet bereikbaar"}', 503, 'application/json')
    expect((await failure(api.call(echo)))?.message).toBe('De database is even niet bereikbaar')
  })

  it('shows only its own errors’ words: a render crash or a library’s error reads as the generic Dutch text', () => {
    expect(
      errorMessage(new TypeError("Cannot read properties of undefined (reading 'name')")),
    ).toBe(messages.errors.generic)
    expect(errorMessage(new ApiError(500, '', 'Stuk'))).toBe('Stuk')
    expect(errorMessage(new ChunkLoadError())).toBe(messages.errors.chunkLoad)
    expect(errorMessage('kapot')).toBe(messages.errors.generic)
  })

  it('asks again with If-None-Match and takes a 304 as the answer it holds; a new tag replaces it', async () => {
    const list = defineCall({
      method: 'get',
      path: 'tagged',
      access: 'public',
      answer: z.array(z.number()),
      docs,
    })
    const asked: (string | null)[] = []
    let version = 1
    server.use(
      http.get(apiUrl('tagged'), ({ request }) => {
        const held = request.headers.get('If-None-Match')
        asked.push(held)
        const tag = `W/"v${version}"`
        if (held === tag) return new HttpResponse(null, { status: 304, headers: { ETag: tag } })
        return HttpResponse.json([version], { headers: { ETag: tag } })
      }),
    )
    expect(await api.call(list)).toEqual([1])
    expect(await api.call(list)).toEqual([1])
    version = 2
    expect(await api.call(list)).toEqual([2])
    expect(await api.call(list)).toEqual([2])
    expect(asked).toEqual([null, 'W/"v1"', 'W/"v1"', 'W/"v2"'])
  })

  it('the demo backend answers the excursion list’s poll with a 304 while nothing changed', async () => {
    const statuses: number[] = []
    const listen = ({ response }: { response: Response }) => void statuses.push(response.status)
    server.events.on('response:mocked', listen)
    try {
      const first = await api.call(excursionCalls.excursions, {})
      const second = await api.call(excursionCalls.excursions, {})
      expect(second).toEqual(first)
      // The first may be a 304 too: a file before this one in the worker may have asked for the
      // same list, and the tag names the bytes (server/http/list-cache.ts), not the data set.
      expect(statuses.at(-1)).toBe(304)
    } finally {
      server.events.removeListener('response:mocked', listen)
    }
  })
})
