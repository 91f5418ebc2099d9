import { lazyNamed } from '@/lib/lazy'
import type { ExcursionListParts } from '@/features/excursions/components/page-parts'
import { LoginInvitation } from '@/features/auth/components/login-invitation'

/** The list pages' parts from other features, composed here (a feature never imports another). */
export const excursionListParts: ExcursionListParts = {
  // A round's notice (window, wishes, placement): its code only where a round sets one.
  RoundNotices: lazyNamed(
    () => import('@/features/rounds/components/round-notices-when-set'),
    'RoundNoticesWhenSet',
  ),
  // Students only: a visitor's list page does not carry the sign-up code.
  MySubscriptions: lazyNamed(
    () => import('@/features/subscriptions/components/my-subscriptions'),
    'MySubscriptions',
  ),
  LoginInvitation,
}
