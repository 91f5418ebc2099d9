import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { server } from '../../mocks/node'
import { anyAnswer, api, ApiError } from './api-client'
import { apiUrl } from './config'
import { messages } from './messages'

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
    await expect(api.post('echo', anyAnswer, { a: 1 })).resolves.toBe('OK')
  })

  it('reads JSON answers as JSON and an empty answer as null', async () => {
    answer('{"ok":true}')
    await expect(api.post('echo', anyAnswer)).resolves.toEqual({ ok: true })
    answer('')
    await expect(api.post('echo', anyAnswer)).resolves.toBeNull()
  })

  it('names the field the app needs when an answer lacks it', async () => {
    answer('{"name":"x"}')
    const error = await failure(api.post('echo', z.object({ name: z.string(), value: z.string() })))
    expect(error).toBeInstanceOf(ApiError)
    expect(error?.message).toBe(
      `${messages.errors.invalidResponse} ${messages.errors.invalidField('value')}`,
    )
  })

  it('a malformed JSON body is an unexpected answer, even where any answer would do', async () => {
    answer('{"name":', 200, 'application/json')
    const error = await failure(api.post('echo', anyAnswer))
    expect(error?.message).toBe(messages.errors.invalidResponse)
    answer('{"name":')
    const asText = await failure(api.post('echo', z.object({ name: z.string() })))
    expect(asText?.message).toMatch(/^De server gaf een onverwacht antwoord\./)
  })

  it('a failed call keeps its status and the server’s message', async () => {
    answer('{"message":"Stuk"}', 500)
    const error = await failure(api.post('echo', anyAnswer))
    expect(error).toMatchObject({ status: 500, message: 'Stuk' })
  })

  it('no answer at all is reported as no connection', async () => {
    server.use(http.post(apiUrl('echo'), () => HttpResponse.error()))
    const error = await failure(api.post('echo', anyAnswer))
    expect(error).toMatchObject({ status: 0, message: messages.errors.network })
  })
})
