import type * as calls from '~contract/activation'
import type { Handlers } from '../http/call'
import {
  activateWithLink,
  issueActivationCodes,
  resendActivationMails,
  resetPasswordWithLink,
} from '../rules/activation'
import { checkLink } from '../rules/account-secrets'
import { retryMail } from '../rules/outbox'
import {
  activateWithCodeThrottled,
  outboxPage,
  requestActivationLink,
  shownMail,
} from '../rules/self-service'

export const activationHandlers: Handlers<typeof calls> = {
  activateWithLink: (ctx, { body }) => activateWithLink(ctx, body),
  activateWithCode: (ctx, { body }) => activateWithCodeThrottled(ctx, body),
  requestActivationLink: (ctx, { body }) => requestActivationLink(ctx, body),
  checkLink: (ctx, { body }) => checkLink(ctx, body),
  resetPassword: (ctx, { body }) => resetPasswordWithLink(ctx, body),
  resendActivation: (ctx, { body }) => resendActivationMails(ctx, body.ids),
  activationCodes: async (ctx, { body }) => ({
    letters: await issueActivationCodes(ctx, body.ids),
    app_url: ctx.services.settings.appUrl,
  }),
  outbox: (ctx, { query }) => outboxPage(ctx, query),
  retryMail: async (ctx, { body }) => shownMail(await retryMail(ctx, body.id)),
}
