import type { KyInstance, Options } from 'ky'
import { z } from 'zod/mini'
import type { Call, CallAnswer, CallInput, Schema } from '~contract/call'
import { apiUrl, config } from './config'
import { ChunkLoadError, loadChunk } from './lazy'
import { messages } from '~domain/messages/general'
import { sessionStore } from './session'
import { trackWrite } from './unsaved-changes'

/** One error type for every failed call: HTTP status (0 without an answer) and the body text. */
export class ApiError extends Error {
  readonly status: number
  readonly body: string

  constructor(status: number, body: string, message: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status)
}

/**
 * A readable Dutch text for any error thrown by a call. Only our own errors carry words meant for
 * the screen; anything else (a render crash, a library's English) reads as the generic text.
 */
export function errorMessage(error: unknown): string {
  if ((error instanceof ApiError || error instanceof ChunkLoadError) && error.message)
    return error.message
  return messages.errors.generic
}

let unauthorizedHandler: (() => void) | null = null

/** Called when a call made with a token answers 401: the session has ended (SPEC §8). */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null
  }
}

/**
 * SPEC §7's artificial delay is of the answer the user waits for, not of the sending: a request
 * goes on the wire at once (a change the app already shows reaches the server even when the page
 * is left a moment later), and its answer, success or failure, is given no sooner than the delay
 * after it was sent.
 */
async function restOfDelay(sentAt: number) {
  const rest = sentAt + config.requestDelayMs - performance.now()
  if (config.requestDelayMs > 0 && rest > 0)
    await new Promise<void>((resolve) => setTimeout(resolve, rest))
}

/**
 * The most a browser lets keepalive requests carry at once (the Fetch standard: 64 KiB of bodies
 * in flight); a request beyond it would fail outright instead of being sent.
 */
export const KEEPALIVE_BODY_LIMIT = 64 * 1024
let keepaliveBytes = 0

/**
 * A write goes with `keepalive` (it is completed when the page is left right after) when its body
 * fits beside the keepalive writes still on their way; a larger one (a long page text, an
 * upload) goes as an ordinary request. Returns the bytes taken, to give back when it settles.
 */
function keepaliveShare(body: Options['body']): number {
  if (typeof body !== 'string') return 0 // an upload's FormData: never
  const bytes = new TextEncoder().encode(body).length
  if (keepaliveBytes + bytes > KEEPALIVE_BODY_LIMIT) return 0
  keepaliveBytes += bytes
  return bytes
}

const clientOptions: Options = {
  prefixUrl: apiUrl(''),
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      async (request) => {
        const token = sessionStore.token()
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 && request.headers.has('Authorization')) unauthorizedHandler?.()
      },
    ],
  },
}
// ky is fetched beside the first render instead of before it; the first call waits for it. A chunk
// that does not arrive fails that call with the chunk-load error (SPEC §8).
const kyModule = loadChunk(() => import('ky'))
const client = kyModule.then(({ default: ky }) => ky.create(clientOptions))
client.catch(() => undefined)

/** The server's own message, when the body is JSON that has one. */
function messageFromBody(body: string): string | null {
  if (!body) return null
  try {
    const json: unknown = JSON.parse(body)
    const parsed = z
      .union([
        z.object({ message: z.string() }),
        z.object({ error: z.object({ message: z.string() }) }),
        z.object({ error: z.string() }),
      ])
      .safeParse(json)
    if (!parsed.success) return null
    const data = parsed.data
    if ('message' in data) return data.message
    return typeof data.error === 'string' ? data.error : data.error.message
  } catch {
    // A text or an HTML page (a proxy's, a framework's English): its status says it in Dutch.
    return null
  }
}

/** Dutch words for a status (./status-messages, loaded with the first failure that needs it). */
async function statusWords(status: number): Promise<string> {
  try {
    return (await import('./status-messages')).statusMessage(status)
  } catch {
    return messages.errors.generic
  }
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error
  const { HTTPError, TimeoutError } = await kyModule
  if (error instanceof HTTPError) {
    const body = await error.response.text().catch(() => '')
    const status = error.response.status
    return new ApiError(status, body, messageFromBody(body) || (await statusWords(status)))
  }
  if (error instanceof TimeoutError) return new ApiError(0, '', messages.errors.network)
  return new ApiError(0, '', messages.errors.network)
}

/**
 * The last answer of each GET that came with an ETag (the polled lists), per token and address:
 * the next request asks `If-None-Match`, and a `304 Not Modified` answers with it again.
 */
const tagged = new Map<string, { tag: string; data: unknown }>()
const TAGGED_MAX = 16

function remember(key: string, tag: string, data: unknown) {
  tagged.delete(key)
  tagged.set(key, { tag, data })
  if (tagged.size > TAGGED_MAX) tagged.delete(tagged.keys().next().value!)
}

/** One call, its answer given no sooner than SPEC §7's delay after it was sent. */
async function send<S extends z.core.$ZodType>(
  schema: S,
  method: 'get' | 'post',
  path: string,
  options: Options,
  open = false,
): Promise<z.output<S>> {
  const ky = await client // a ChunkLoadError when ky's chunk did not arrive (SPEC §8)
  const sentAt = performance.now()
  try {
    return await exchange(ky, schema, method, path, options, open)
  } finally {
    await restOfDelay(sentAt)
  }
}

async function exchange<S extends z.core.$ZodType>(
  ky: KyInstance,
  schema: S,
  method: 'get' | 'post',
  path: string,
  options: Options,
  open: boolean,
): Promise<z.output<S>> {
  const key =
    method === 'get'
      ? `${sessionStore.token() ?? ''} ${path}?${new URLSearchParams(options.searchParams as Record<string, string>)}`
      : null
  const known = key === null ? undefined : tagged.get(key)
  let answer: Answer
  try {
    answer =
      method === 'get'
        ? await answerOf(
            ky(path, {
              ...options,
              method,
              ...(known && { headers: { 'If-None-Match': known.tag } }),
            }),
          )
        : // A write counts as pending (src/lib/unsaved-changes.ts) until its answer is in.
          await trackWrite(() => write(ky, path, options))
  } catch (error) {
    // Nothing changed since the answer we hold: that answer again (ky counts 304 as a failure).
    const { HTTPError } = await kyModule
    if (known && error instanceof HTTPError && error.response.status === 304)
      return known.data as z.output<S>
    throw await toApiError(error)
  }
  const { text, type, tag } = answer
  // JSON is read as JSON; a plain text (a real API's `OK`) is a string, not a failure.
  const data = readBody(text, type)
  const parsed = data === BROKEN_JSON ? null : z.safeParse(schema, data)
  if (!parsed) throw new ApiError(200, text.slice(0, 500), messages.errors.invalidResponse)
  // An open answer (the call's `answerOpen`): anything well-formed is success.
  if (open && !parsed.success) return null as z.output<S>
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.length ? ` ${messages.errors.invalidField(issue.path.join('.'))}` : ''
    throw new ApiError(200, text.slice(0, 500), `${messages.errors.invalidResponse}${field}`)
  }
  if (key !== null && tag) remember(key, tag, parsed.data)
  return parsed.data
}

type Answer = { text: string; type: string; tag: string | null }

async function answerOf(responding: Promise<Response>): Promise<Answer> {
  const response = await responding
  const text = await response.text()
  return {
    text,
    type: response.headers.get('Content-Type') ?? '',
    tag: response.headers.get('ETag'),
  }
}

/** A POST, with `keepalive` where its body fits (`keepaliveShare`). */
async function write(ky: KyInstance, path: string, options: Options): Promise<Answer> {
  const share = keepaliveShare(options.body)
  try {
    return await answerOf(ky(path, { ...options, method: 'post', keepalive: share > 0 }))
  } finally {
    keepaliveBytes -= share
  }
}

const BROKEN_JSON = Symbol('broken JSON')

function readBody(text: string, type: string): unknown {
  if (!text.trim()) return null
  try {
    return JSON.parse(text)
  } catch {
    // Said to be JSON but is not: a broken answer, never mistaken for a text.
    return /json/i.test(type) ? BROKEN_JSON : text
  }
}

const jsonBody = (value: unknown): Options => ({
  body: JSON.stringify(value),
  headers: { 'Content-Type': 'application/json' },
})

/** Search params; undefined and empty values are left out. */
function searchParams(query: unknown): Record<string, string> {
  const entries = Object.entries(query as Record<string, unknown>).filter(
    ([, v]) => v !== undefined && v !== null && v !== '',
  )
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]))
}

/** What the answer of a call reads as: its declared shape, or anything where none is declared. */
type AnswerSchema<C extends Call> = C extends { answer: infer A extends Schema } ? A : Schema

/** An open answer reads as its shape or as null. */
type Answered<C extends Call, T> = C extends { answerOpen: true } ? T | null : T

/** A more forgiving reader of a call's answer: its output must still be the answer's shape. */
type CallOptions<C extends Call, R extends Schema> = { answer: R & z.core.$ZodType<CallAnswer<C>> }

/** A call's input, left out where the call takes none; then its options. */
type CallArgs<C extends Call, R extends Schema> = [CallInput<C>] extends [void]
  ? [input?: undefined, options?: CallOptions<C, R>]
  : [input: CallInput<C>, options?: CallOptions<C, R>]

export const api = {
  /**
   * Makes one call of the contract (contract/): its input is read with the call's schema before
   * it is sent, and its answer with the answer's on return (an open answer that does not read is
   * null). `answer` reads the answer with a more forgiving reader of the same shape instead
   * (a setting sent bare or in a list of one).
   */
  async call<C extends Call, R extends Schema = AnswerSchema<C>>(
    call: C,
    ...[input, options]: CallArgs<C, R>
  ): Promise<Answered<C, z.output<R>>> {
    const answer = options?.answer ?? call.answer ?? z.unknown()
    let request: Options
    if (call.multipart) request = { body: input as FormData }
    // JSON sent as a text of our own, so its size is known (`keepaliveShare`).
    else if (call.body) request = jsonBody(z.parse(call.body, input))
    else if (call.query) request = { searchParams: searchParams(z.parse(call.query, input)) }
    // A POST without a payload still sends an empty JSON object, as the app always did.
    else request = call.method === 'post' ? jsonBody({}) : {}
    return send(answer as R, call.method, call.path, request, call.answerOpen)
  },
}
