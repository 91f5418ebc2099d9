import { auditPageSchema, auditQuerySchema } from '@/features/audit/schemas'
import { registerCall, type Registrar } from '../http/call'
import { readAuditLog } from '../rules/audit'
import type { Services } from '../services'

export function registerAuditCalls(registrar: Registrar, services: Services) {
  registerCall(
    registrar,
    services,
    {
      method: 'get',
      path: 'audit',
      access: 'audit:read',
      tag: 'Logboek',
      summary:
        'Het logboek: wie, wanneer, wat, welk record, voor en na; nieuwste eerst, gefilterd, per pagina',
      query: auditQuerySchema,
      answer: auditPageSchema,
      refusals: { 400: 'Ongeldig filter' },
    },
    (ctx, { query }) => readAuditLog(ctx, query),
  )
}
