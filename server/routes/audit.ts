import type * as calls from '~contract/audit'
import type * as privacyCalls from '~contract/privacy'
import type { Handlers } from '../http/call'
import { readAuditLog } from '../rules/audit'
import { privacyOverview } from '../rules/retention'

export const auditHandlers: Handlers<typeof calls> = {
  auditLog: (ctx, { query }) => readAuditLog(ctx, query),
}

export const privacyHandlers: Handlers<typeof privacyCalls> = {
  privacyOverview: (ctx) => privacyOverview(ctx),
}
