import type { ScopeInfo } from '~domain/scopes'
import { lazyNamed } from '@/lib/lazy'
import { useRounds } from '@/lib/rounds/api'
import { noticeRounds } from '../round-state'

// Most lists show no notice most of the year (a default round has none): the notices' code loads
// only once the rounds say one is shown.
const RoundNotices = lazyNamed(() => import('./round-notice'), 'RoundNotices')

/** The notices of these scopes' rounds (round-notice.tsx), their code loaded when there is one. */
export function RoundNoticesWhenSet({ scopes }: { scopes: readonly ScopeInfo[] }) {
  const rounds = useRounds()
  if (noticeRounds(scopes, rounds.data).length === 0) return null
  return <RoundNotices scopes={scopes} />
}
