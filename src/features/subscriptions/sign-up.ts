import type { ScopeInfo } from '@/lib/scopes'
import { acceptField, hasCompleteIdData, type Profile } from '@/features/profile/schemas'

export type SignUpStep = 'id-data' | 'terms' | 'subscribe'

/**
 * What a student still has to do before subscribing in a scope (DESIGN.md): a trip first needs
 * complete ID data (the ID popup), then the scope's terms are accepted once; then the
 * subscription itself. `idDataSaved` skips the ID check right after the ID popup saved.
 */
export function signUpStep(
  profile: Profile,
  scope: Pick<ScopeInfo, 'needsIdData' | 'terms'>,
  { idDataSaved = false }: { idDataSaved?: boolean } = {},
): SignUpStep {
  if (scope.needsIdData && !idDataSaved && !hasCompleteIdData(profile)) return 'id-data'
  if (!profile[acceptField(scope.terms)]) return 'terms'
  return 'subscribe'
}
