import type * as calls from '~contract/subscriptions'
import type { Handlers } from '../http/call'
import * as changes from '../rules/subscription-changes'
import { listFairStart } from '../rules/sign-up/queue'
import { subscribe } from '../rules/sign-up/subscribe'
import * as subscriptions from '../rules/subscriptions'

export const subscriptionHandlers: Handlers<typeof calls> = {
  subscriptions: (ctx) => subscriptions.listSubscriptions(ctx),
  subscribe: (ctx, { body }) => subscribe(ctx, body),
  unsubscribe: (ctx, { body }) => changes.unsubscribe(ctx, body),
  unsubscribeAll: (ctx, { body }) => changes.unsubscribeAll(ctx, body),
  setPayed: (ctx, { body }) => changes.setPayed(ctx, body),
  fairStartQueue: (ctx) => listFairStart(ctx),
}
