import { expect } from 'vitest'
import { ApiError } from '@/lib/api-client'

/** The ApiError a call is refused with (the test fails when the call succeeds). */
export async function refusal(call: () => Promise<unknown>): Promise<ApiError> {
  const error = await call().then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}
