import { auditPageSchema, auditQuerySchema } from './schemas/audit'
import type { Call } from './call'

export const auditLog = {
  method: 'get',
  path: 'audit',
  access: 'audit:read',
  query: auditQuerySchema,
  answer: auditPageSchema,
  docs: {
    tag: 'Logboek',
    summary:
      'Het logboek: wie, wanneer, wat, welk record, voor en na; nieuwste eerst, gefilterd, per pagina',
    refusals: { 400: 'Ongeldig filter' },
  },
} as const satisfies Call
