import { adminMessages } from '~domain/messages/admin'
import { Alert } from '@/components/alert'
import { useSkippedRecords } from '@/lib/accounts/api'

/**
 * Says how many users and profiles a list left out because they did not read: the screen shows
 * the rest instead of nothing, and says it is not everything.
 */
export function SkippedRecordsNote({ users = true, profiles = true }) {
  const skipped = useSkippedRecords({ users, profiles })
  if (skipped.users + skipped.profiles === 0) return null
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {adminMessages.accounts.skippedRecords(skipped.users, skipped.profiles)}
    </Alert>
  )
}
