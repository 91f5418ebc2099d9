import type { z } from 'zod/mini'
import type { Permission } from '~domain/access'

export type Schema = z.core.$ZodType

/** Who may make a call: anyone, or a user with a permission of the one table (./access.ts). */
export type Access = 'public' | Permission

/**
 * What /api/openapi.json and /api/docs say of a call besides its shapes. Only the server reads
 * it: the browser build leaves every `docs` out of the contract (vite.config.ts).
 */
export type CallDocs = {
  tag: string
  summary: string
  description?: string
  /** The refusals this call gives besides the access rule's (status -> when). */
  refusals?: Readonly<Record<number, string>>
}

/** One call of SPEC §7, declared once for the server, the demo backend, the app and the docs. */
export type Call = {
  method: 'get' | 'post'
  /** Below /api, OpenAPI style (`uploads/{id}`). */
  path: string
  access: Access
  body?: Schema
  query?: Schema
  /** A multipart upload (read by the handler itself; documented as a file field). */
  multipart?: { field: string }
  /** The answer's shape on success: the app reads the answer with it. */
  answer?: Schema
  /**
   * SPEC §7 leaves this answer open ("not shown"), so the app takes any well-formed 2xx as
   * success: the answer reads as its shape, or as null (a real API's `OK`).
   */
  answerOpen?: true
  /**
   * Open to a user who must still set up a second factor (REQUIRE_2FA): the session and
   * enrolment calls. Every other call refuses them until they have.
   */
  beforeSecondFactor?: true
  /**
   * A polled list answered with an ETag: a caller that sends the tag it holds (`If-None-Match`)
   * gets `304 Not Modified` while nothing it would see has changed (docs/polling.md "Conditional
   * polls"). The registrar does it; the rule only answers the list and its tag.
   */
  conditional?: true
  docs: CallDocs
}

/** A call as declared: its literal types kept. Pure, so a call the first page does not use is left out. */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<const C extends Call>(call: C): C {
  return call
}

/** The names in a path's `{…}` placeholders. */
export type PathParams<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | PathParams<Rest>
  : never

/**
 * What the app passes to a call: its body, its query or the upload's form. A call with path
 * parameters (an uploaded image) is an address for the browser, never called by the app.
 */
export type CallInput<C extends Call> = [PathParams<C['path']>] extends [never]
  ? C extends { multipart: object }
    ? FormData
    : C extends { body: infer B extends Schema }
      ? z.input<B>
      : C extends { query: infer Q extends Schema }
        ? z.input<Q>
        : void
  : never

/** What a call answers once read with its answer schema (unknown where none is declared). */
export type CallAnswer<C extends Call> = C extends { answer: infer A extends Schema }
  ? z.output<A>
  : unknown

/** The parsed body and query a call's handler gets (undefined where the call has none). */
export type CallParsed<C extends Call> = {
  body: C extends { body: infer B extends Schema } ? z.output<B> : undefined
  query: C extends { query: infer Q extends Schema } ? z.output<Q> : undefined
}

/** The refusals the access rule itself gives (documentation and the access matrix test). */
export function accessRefusals(access: Access): Record<number, string> {
  if (access === 'public') return { 401: 'Een meegestuurd token is verlopen of onbekend' }
  return {
    401: 'Geen of een verlopen/onbekend token',
    403: `Rol zonder het recht '${access}'`,
  }
}
