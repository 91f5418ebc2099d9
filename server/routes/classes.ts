import type * as calls from '~contract/classes'
import type { Handlers } from '../http/call'
import * as classes from '../rules/classes'
import * as reminders from '../rules/reminders'

/** Beheer > Klassen (issue 27): the figures per class, a class's students, its reminder. */
export const classHandlers: Handlers<typeof calls> = {
  classes: (ctx, { query }) => classes.classOverview(ctx, query),
  classStudents: (ctx, { query }) => classes.classStudents(ctx, query),
  classReminderPreview: (ctx, { query }) => reminders.reminderPreview(ctx, query),
  sendClassReminders: (ctx, { body }) => reminders.sendReminders(ctx, body),
}
