import type * as calls from '~contract/audit'
import type { Handlers } from '../http/call'
import { readAuditLog } from '../rules/audit'

export const auditHandlers: Handlers<typeof calls> = {
  auditLog: (ctx, { query }) => readAuditLog(ctx, query),
}
