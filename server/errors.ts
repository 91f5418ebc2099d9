import { serverMessages } from './messages'

/** A refusal: a status and a Dutch message, as JSON `{ message }` or (406 subscriptions) text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly kind: 'json' | 'text' = 'json',
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries beside `message` (the login's `second_factor`). */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const refuse = (status: number, message: string): never => {
  throw new ApiError(status, message)
}

/** SPEC §8: a refused subscription answers 406 with a text body that the app shows as is. */
export const refuseSubscription = (message: string): never => {
  throw new ApiError(406, message, 'text')
}

/** 429 in Dutch (the login's words unless others are given), with the seconds to wait. */
export function throttled(
  seconds: number,
  words: (minutes: number) => string = serverMessages.session.throttled,
): never {
  const minutes = Math.ceil(seconds / 60)
  throw new ApiError(429, words(minutes), 'json', {
    'Retry-After': String(seconds),
  })
}
