import type * as calls from '~contract/launch'
import type { Handlers } from '../http/call'
import { launchChecklist } from '../rules/launch'

export const launchHandlers: Handlers<typeof calls> = {
  launchChecklist: (ctx) => launchChecklist(ctx),
}
