import { accountTokens, parentConsents } from '../db/schema'
import type { TableOps } from './ops'

/** The named queries of parents' consents (issue 44), over the table operations. */
export function consentQueries(ops: TableOps) {
  return {
    /** One student's consent for one trip, or null. */
    of: (studentId: string, excursionId: string) =>
      ops.one(parentConsents, { student_id: studentId, excursion_id: excursionId }),
    /** The consent whose link is the account token `tokenId`. */
    byToken: (tokenId: string) => ops.one(parentConsents, { token_id: tokenId }),
    /** Every consent (the admins' overview), or one student's (their pages, their data). */
    list: (filter: { studentId?: string; excursionIds?: string[] } = {}) =>
      ops.rows(
        parentConsents,
        { student_id: filter.studentId, excursion_id: filter.excursionIds },
        { orderBy: ['created_at', '_id'] },
      ),
    /** The link of an earlier mail, replaced by a new one (the student's other links stay). */
    deleteToken: async (tokenId: string) =>
      void (await ops.delete(accountTokens, { _id: tokenId, kind: 'consent' })),
    /** A student's consents go with their ID data (AVG: kept as long as it is). */
    deleteOfStudent: (studentId: string) => ops.delete(parentConsents, { student_id: studentId }),
  }
}
export type ConsentQueries = ReturnType<typeof consentQueries>
