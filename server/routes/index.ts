import type { Calls } from '~contract/index'
import type { Handlers } from '../http/call'
import { activationHandlers } from './activation'
import { auditHandlers, privacyHandlers } from './audit'
import { classHandlers } from './classes'
import { consentHandlers } from './consent'
import { contentEditHandlers, contentHandlers, settingHandlers } from './content'
import { excursionHandlers } from './excursions'
import { friendGroupHandlers } from './friend-groups'
import { launchHandlers } from './launch'
import { roundHandlers } from './rounds'
import { subscriptionHandlers } from './subscriptions'
import {
  accountHandlers,
  authHandlers,
  profileHandlers,
  schoolLoginHandlers,
  securityHandlers,
} from './users'

/** The handler of every call of the contract (a call without one fails to compile). */
export const handlers: Handlers<Calls> = {
  ...authHandlers,
  ...schoolLoginHandlers,
  ...profileHandlers,
  ...accountHandlers,
  ...excursionHandlers,
  ...subscriptionHandlers,
  ...roundHandlers,
  ...friendGroupHandlers,
  ...contentHandlers,
  ...contentEditHandlers,
  ...settingHandlers,
  ...auditHandlers,
  ...privacyHandlers,
  ...activationHandlers,
  ...securityHandlers,
  ...classHandlers,
  ...launchHandlers,
  ...consentHandlers,
}
