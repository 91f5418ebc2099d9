import type * as calls from '~contract/rounds'
import type { Handlers } from '../http/call'
import * as placement from '../rules/placement'
import * as reminders from '../rules/reminders'
import * as rounds from '../rules/rounds'
import * as verification from '../rules/verification'
import * as waitingList from '../rules/waiting-list'

/** The sign-up rounds, their placement and the waiting lists (docs/rounds.md). */
export const roundHandlers: Handlers<typeof calls> = {
  rounds: (ctx) => rounds.listRounds(ctx),
  setRound: (ctx, { body }) => rounds.setRound(ctx, body),
  previewPlacement: (ctx, { body }) => placement.previewPlacement(ctx, body),
  publishPlacement: (ctx, { body }) =>
    placement.publishPlacement(ctx, body as Required<Omit<typeof body, 'seed'>> & typeof body),
  undoPlacement: (ctx, { body }) => placement.undoPlacement(ctx, body),
  verificationExport: (ctx, { query }) => verification.verificationExport(ctx, query),
  joinWaitingList: (ctx, { body }) => waitingList.joinWaitingList(ctx, body),
  leaveWaitingList: (ctx, { body }) => waitingList.leaveWaitingList(ctx, body),
  reminderPreview: (ctx, { query }) => reminders.reminderPreview(ctx, query),
  sendReminders: (ctx, { body }) => reminders.sendReminders(ctx, body),
}
