import type { ExcursionDetailParts } from '@/features/excursions/components/page-parts'
import { LazyIdDataDialog } from '@/features/profile/components/id-data-dialog-lazy'
import { RoundNotices } from '@/features/rounds/components/round-notice'
import { MySubscriptions } from '@/features/subscriptions/components/my-subscriptions'
import { SubscribeControls } from '@/features/subscriptions/components/subscribe-controls'
import { LoginInvitation } from '@/features/auth/components/login-invitation'
import type { Excursion } from '~contract/schemas/excursions'

const subscribeControlsParts = { LoginInvitation, IdDataDialog: LazyIdDataDialog }

/** An excursion's page's parts from other features, composed here (a feature never imports another). */
export const excursionDetailParts: ExcursionDetailParts = {
  // Part of the page's own chunk, not loaded after it: the notice stands right above the sign-up
  // panel, and one that arrived later would push 'Inschrijven' away under a reaching pointer.
  RoundNotices,
  SubscribeControls: ({ excursion }: { excursion: Excursion }) => (
    <SubscribeControls excursion={excursion} parts={subscribeControlsParts} />
  ),
  MySubscriptions,
}
