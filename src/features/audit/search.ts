import { z } from 'zod/mini'
import { lenient, searchText } from '@/lib/search-params'

/**
 * The Logboek's filters in the URL (as the API names them), so Back, Forward, a reload and a
 * bookmark keep them. Ids and login ids may look like numbers (`?record_id=654321` arrives as
 * one): read as text. The page shown is not in the URL: keyset pages have no number to bookmark.
 */
export const auditSearchSchema = z.object({
  actor: searchText(),
  action: lenient(z.string()),
  record_type: lenient(z.string()),
  record_id: searchText(),
  /** Days as 2026-03-31; the page reads them (toAuditQuery), ignoring one that is no day. */
  from: lenient(z.string()),
  to: lenient(z.string()),
})
export type AuditSearch = z.infer<typeof auditSearchSchema>
