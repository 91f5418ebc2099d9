/**
 * What a rule answers when it is not plain JSON with 200: data with a meaning, never HTTP. The
 * registrar (server/http/call.ts) turns each into the answer on the wire: the status, the
 * headers, and the 304 of a conditional poll (issue 40: HTTP in the registrar, data in the rules).
 */

/** JSON with a status other than 200 (a queued sign-up's 202, an upload's refusal). */
export class WithStatus {
  constructor(
    readonly status: 202 | 400 | 413,
    readonly body: unknown,
  ) {}
}

/**
 * A polled list's JSON and the tag that names its bytes (docs/polling.md "Conditional polls"):
 * the registrar answers 304 to a caller that holds the tag, for calls the contract declares
 * `conditional`.
 */
export class TaggedJson {
  constructor(
    readonly json: string,
    readonly tag: string,
  ) {}
}

/** A stored file: its bytes and its real type. `immutable`: it never changes under its address. */
export class StoredFile {
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
    readonly immutable: boolean,
  ) {}
}
