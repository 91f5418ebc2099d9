import dayjs from 'dayjs'
import { profileSchema } from '~domain/profile'
import type { ScopeInfo } from '~domain/scopes'
import { stepsDecision } from '~domain/sign-up'
import { refuseSubscription } from '../../errors'
import type { ProfileRow, Tx } from '../../store/store'
import type { RuleContext } from '../context'

/**
 * Refuses a sign-up (or a place on a waiting list) until the student has done what the scope
 * asks first: the same steps, in the same order, as the app asks them (domain/sign-up.ts).
 */
export async function requireSignUpSteps(
  tx: Tx,
  ctx: RuleContext,
  studentId: string,
  scope: Pick<ScopeInfo, 'needsIdData' | 'terms'>,
) {
  requireStepsDone(await tx.profileOfUser(studentId), ctx, scope)
}

/** The same, on the profile read already. */
export function requireStepsDone(
  row: ProfileRow | null,
  ctx: RuleContext,
  scope: Pick<ScopeInfo, 'needsIdData' | 'terms'>,
) {
  const steps = stepsDecision({ profile: profileSchema.parse(row), scope, today: dayjs(ctx.now) })
  if (!steps.may) refuseSubscription(steps.message)
}
