import { contentHandlers } from './handlers/content'
import { excursionHandlers } from './handlers/excursions'
import { subscriptionHandlers } from './handlers/subscriptions'
import { userHandlers } from './handlers/users'

export const handlers = [
  ...userHandlers,
  ...excursionHandlers,
  ...subscriptionHandlers,
  ...contentHandlers,
]
