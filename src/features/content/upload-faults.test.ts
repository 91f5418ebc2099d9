/**
 * Fault injection for upload (the content editor's image upload has no screen in this branch):
 * every failure ends in SPEC §8's 'Couldn't upload file: {name}.' with the reason.
 */
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl } from '@/lib/config'
import { messages } from '~domain/messages/general'
import { signIn } from '@/test/render-app'
import { server } from '../../../mocks/node'
import { uploadFile } from '@/lib/content/edit-api'

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })
const failed = messages.content.uploadFailed('logo.png')
const answer = (respond: () => Response | Promise<Response>) =>
  server.use(http.post(apiUrl('uploader'), respond))

const reason = (call: Promise<unknown>) =>
  call.then(
    () => 'geen fout',
    (error: Error) => error.message,
  )

describe('upload under faults', () => {
  it('500, 401, a malformed body and no connection: the spec’s message and the reason', async () => {
    await signIn('admin@scalda.nl')
    answer(() => HttpResponse.json({ message: 'Schijf vol' }, { status: 500 }))
    expect(await reason(uploadFile(png()))).toBe(`${failed} Schijf vol`)
    answer(() => HttpResponse.json({ message: 'Niet ingelogd' }, { status: 401 }))
    expect(await reason(uploadFile(png()))).toBe(`${failed} Niet ingelogd`)
    answer(() => new HttpResponse('{"url":', { headers: { 'Content-Type': 'application/json' } }))
    expect(await reason(uploadFile(png()))).toBe(`${failed} ${messages.errors.invalidResponse}`)
    answer(() => HttpResponse.json({ error: { message: 'Te groot' } }))
    expect(await reason(uploadFile(png()))).toBe(`${failed} Te groot`)
    answer(() => HttpResponse.error())
    expect(await reason(uploadFile(png()))).toBe(`${failed} ${messages.errors.network}`)
  })

  it('a slow answer is still taken', async () => {
    await signIn('admin@scalda.nl')
    // jsdom's File loses its bytes on the way, so the backend's answer is given here; the real
    // upload is checked by the server's tests and in a browser.
    server.use(
      http.post(apiUrl('uploader'), async () => {
        await delay(300)
        return HttpResponse.json({ url: '/api/uploads/0a1b2c' })
      }),
    )
    const urls = await uploadFile(png())
    expect(urls[0]).toBe('/api/uploads/0a1b2c')
  })
})
