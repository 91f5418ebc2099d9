import type { Dayjs } from 'dayjs'
import type { ScopeInfo } from './scopes'
import { acceptField, hasCompleteIdData, type Profile } from '~contract/schemas/profile'

export type SignUpStep = 'id-data' | 'terms' | 'subscribe'

/**
 * What a student still has to do before subscribing in a scope (DESIGN.md): a trip first needs
 * complete ID data (the ID popup), then the scope's terms are accepted once; then the
 * subscription itself. The app asks in this order and the server refuses in this order
 * (server/rules/sign-up.ts). `idDataSaved` skips the ID check right after the ID popup
 * saved; `today` is the server's clock there.
 */
export function signUpStep(
  profile: Profile,
  scope: Pick<ScopeInfo, 'needsIdData' | 'terms'>,
  { idDataSaved = false, today }: { idDataSaved?: boolean; today?: Dayjs } = {},
): SignUpStep {
  if (scope.needsIdData && !idDataSaved && !hasCompleteIdData(profile, today)) return 'id-data'
  if (!profile[acceptField(scope.terms)]) return 'terms'
  return 'subscribe'
}
