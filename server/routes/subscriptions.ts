import type * as calls from '~contract/subscriptions'
import type { Handlers } from '../http/call'
import * as changes from '../rules/subscription-changes'
import * as subscriptions from '../rules/subscriptions'

export const subscriptionHandlers: Handlers<typeof calls> = {
  subscriptions: (ctx) => subscriptions.listSubscriptions(ctx),
  subscribe: (ctx, { body }) => subscriptions.subscribe(ctx, body),
  unsubscribe: (ctx, { body }) => changes.unsubscribe(ctx, body),
  unsubscribeAll: (ctx, { body }) => changes.unsubscribeAll(ctx, body),
  setPayed: (ctx, { body }) => changes.setPayed(ctx, body),
  fairStartQueue: (ctx) => subscriptions.listFairStart(ctx),
}
