import type * as calls from '~contract/subscriptions'
import type { Handlers } from '../http/call'
import * as subscriptions from '../rules/subscriptions'

export const subscriptionHandlers: Handlers<typeof calls> = {
  subscriptions: (ctx, _input, c) =>
    subscriptions.listSubscriptions(ctx, c.req.header('If-None-Match')),
  subscribe: (ctx, { body }) => subscriptions.subscribe(ctx, body),
  unsubscribe: (ctx, { body }) => subscriptions.unsubscribe(ctx, body),
  unsubscribeAll: (ctx, { body }) => subscriptions.unsubscribeAll(ctx, body),
  setPayed: (ctx, { body }) => subscriptions.setPayed(ctx, body),
  fairStartQueue: (ctx) => subscriptions.listFairStart(ctx),
}
