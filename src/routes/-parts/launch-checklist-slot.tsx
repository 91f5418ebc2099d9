import { can } from '~domain/access'
import { ChunkBoundary } from '@/components/chunk-boundary'
import { lazyNamed } from '@/lib/lazy'
import { useSessionUser } from '@/lib/session'

// Admins only: its code stays off the first page.
const LaunchChecklist = lazyNamed(
  () => import('@/features/settings/components/launch-checklist'),
  'LaunchChecklist',
)

/**
 * 'Klaar voor de start' for admins (the home page and Beheer › Accounts); nothing for others, nor
 * for an admin whose session must set up its second factor first (it shows once that is done).
 */
export function LaunchChecklistSlot() {
  const user = useSessionUser()
  // Not while the second factor is still to be set up: the server refuses the list until then.
  if (!can(user, 'accounts:admin') || user?.second_factor_setup) return null
  return (
    <ChunkBoundary>
      <LaunchChecklist />
    </ChunkBoundary>
  )
}
