import type { ComponentType } from 'react'
import type { Excursion } from '~contract/schemas/excursions'
import type { ScopeInfo } from '~domain/scopes'

/**
 * The parts of the excursion pages that other features own (the round's notices, the student's
 * subscriptions, the sign-up controls): the route composes them in, since a feature never imports
 * another (docs/architecture.md).
 */
export type ExcursionPageParts = {
  RoundNotices: ComponentType<{ scopes: readonly ScopeInfo[] }>
  MySubscriptions: ComponentType<{ scopes: readonly ScopeInfo[] }>
}

export type ExcursionListParts = ExcursionPageParts & { LoginInvitation: ComponentType }

export type ExcursionDetailParts = ExcursionPageParts & {
  SubscribeControls: ComponentType<{ excursion: Excursion }>
}
