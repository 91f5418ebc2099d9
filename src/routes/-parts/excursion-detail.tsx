import { lazyNamed } from '@/lib/lazy'
import type { ExcursionDetailParts } from '@/features/excursions/components/page-parts'
import { LazyIdDataDialog } from '@/features/profile/components/id-data-dialog-lazy'
import { MySubscriptions } from '@/features/subscriptions/components/my-subscriptions'
import { SubscribeControls } from '@/features/subscriptions/components/subscribe-controls'
import { LoginInvitation } from '@/features/auth/components/login-invitation'
import type { Excursion } from '~contract/schemas/excursions'

const subscribeControlsParts = { LoginInvitation, IdDataDialog: LazyIdDataDialog }

/** An excursion's page's parts from other features, composed here (a feature never imports another). */
export const excursionDetailParts: ExcursionDetailParts = {
  RoundNotices: lazyNamed(
    () => import('@/features/rounds/components/round-notice'),
    'RoundNotices',
  ),
  SubscribeControls: ({ excursion }: { excursion: Excursion }) => (
    <SubscribeControls excursion={excursion} parts={subscribeControlsParts} />
  ),
  MySubscriptions,
}
