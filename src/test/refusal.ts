import { expect } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { apiUrl } from '@/lib/config'
import { sessionStore } from '@/lib/session'

/** The ApiError a call is refused with (the test fails when the call succeeds). */
export async function refusal(call: () => Promise<unknown>): Promise<ApiError> {
  const error = await call().then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

/**
 * A POST the app's client would not send (its input fails the contract's schema), sent as is
 * with the session's token: how the server refuses what only another client could send.
 */
export async function sendUnchecked(path: string, body: unknown): Promise<unknown> {
  const token = sessionStore.token()
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) {
    const { message } = JSON.parse(text) as { message?: string }
    throw new ApiError(response.status, text, message ?? text)
  }
  return text
}
