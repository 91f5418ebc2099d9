/**
 * Checked by `tsc` (never run): a call of the contract without a handler does not compile, and a
 * handler gets its call's parsed input. Each `@ts-expect-error` fails the build if the error it
 * expects goes away.
 */
import { z } from 'zod/mini'
import { defineCall } from '~contract/call'
import { calls } from '~contract/index'
import type { Handlers } from '../http/call'
import { handlers } from './index'

const dummy = defineCall({
  method: 'post',
  path: 'dummy',
  access: 'content:edit',
  body: z.object({ n: z.number() }),
  docs: { tag: 'Test', summary: 'A call nobody handles' },
})
export const withDummy = { ...calls, dummy }

// @ts-expect-error -- `dummy` has no handler.
export const missing: Handlers<typeof withDummy> = handlers

export const complete: Handlers<typeof withDummy> = {
  ...handlers,
  dummy: async (_ctx, { body }) => body.n + 1,
}

export const wrongInput: Handlers<{ dummy: typeof dummy }> = {
  // @ts-expect-error -- the body is `{ n: number }`, it has no `m`.
  dummy: async (_ctx, { body }) => body.m,
}
