import type * as calls from '~contract/consent'
import type { Handlers } from '../http/call'
import * as consent from '../rules/consent'

export const consentHandlers: Handlers<typeof calls> = {
  ownConsents: (ctx) => consent.listConsents(ctx, false),
  requestConsent: (ctx, { body }) => consent.requestConsent(ctx, body),
  consentLink: (ctx, { body }) => consent.consentPage(ctx, body.token),
  answerConsent: (ctx, { body }) => consent.answerConsent(ctx, body),
  allConsents: (ctx) => consent.listConsents(ctx, true),
  remindConsents: (ctx, { body }) => consent.remindConsents(ctx, body),
}
