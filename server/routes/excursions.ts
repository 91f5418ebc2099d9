import type * as calls from '~contract/excursions'
import type { Handlers } from '../http/call'
import * as excursions from '../rules/excursions'

export const excursionHandlers: Handlers<typeof calls> = {
  excursions: (ctx, { query }) => excursions.listExcursions(ctx, query),
  addExcursion: (ctx, { body }) => excursions.addExcursion(ctx, body),
  updateExcursion: (ctx, { body }) => excursions.updateExcursion(ctx, body),
  deleteExcursion: (ctx, { body }) => excursions.deleteExcursion(ctx, body),
  deleteAllExcursions: (ctx, { body }) => excursions.deleteAllExcursions(ctx, body),
}
