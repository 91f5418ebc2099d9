import { can } from '~contract/access'
import { ChunkBoundary } from '@/components/chunk-boundary'
import { lazyNamed } from '@/lib/lazy'
import { useSessionUser } from '@/lib/session'

// Admins only: its code stays off the first page.
const LaunchChecklist = lazyNamed(
  () => import('@/features/settings/components/launch-checklist'),
  'LaunchChecklist',
)

/** 'Klaar voor de start' for admins (the home page and Beheer › Accounts); nothing for others. */
export function LaunchChecklistSlot() {
  const user = useSessionUser()
  if (!can(user, 'accounts:admin')) return null
  return (
    <ChunkBoundary>
      <LaunchChecklist />
    </ChunkBoundary>
  )
}
