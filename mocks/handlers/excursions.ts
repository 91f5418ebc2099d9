import { z } from 'zod'
import { excursionInputSchema, excursionUpdateSchema } from '@/features/excursions/schemas'
import { db } from '../db'
import { endpoint, refuse } from '../http'
import type { ExcursionRecord, UserRecord } from '../seed'

/** An excursion as one caller sees it: their own subscription and the number of subscriptions. */
export function excursionView(excursion: ExcursionRecord, user: UserRecord | null) {
  const subs = db.state.subscriptions.filter((s) => s.excursion_id === excursion._id)
  const own = user ? subs.find((s) => s.student_id === user._id) : undefined
  return {
    ...excursion,
    subscribed: own?._id ?? null,
    preference: own?.preference ?? null,
    subscriptions: subs.length,
  }
}

const byId = (id: string) =>
  db.state.excursions.find((e) => e._id === id) ?? refuse(404, 'Activiteit niet gevonden')

export const excursionHandlers = [
  endpoint('get', 'excursions', { access: 'public' }, ({ user, url }) => {
    const id = url.searchParams.get('id')
    const name = url.searchParams.get('name')?.toLowerCase()
    return db.state.excursions
      .filter((e) => (!id || e._id === id) && (!name || e.name.toLowerCase().includes(name)))
      .map((e) => excursionView(e, user))
  }),

  endpoint(
    'post',
    'excursions/add',
    { access: 'excursions:manage', body: excursionInputSchema },
    ({ body }) => {
      const record: ExcursionRecord = { ...body, _id: db.newId('e-') }
      db.state.excursions.push(record)
      return record
    },
  ),

  endpoint(
    'post',
    'excursions/update',
    { access: 'excursions:manage', body: excursionUpdateSchema },
    ({ body }) => Object.assign(byId(body._id), body),
  ),

  endpoint(
    'post',
    'excursions/delete',
    { access: 'excursions:manage', body: z.object({ id: z.string().min(1) }) },
    ({ body }) => {
      byId(body.id)
      db.state.excursions = db.state.excursions.filter((e) => e._id !== body.id)
      db.state.subscriptions = db.state.subscriptions.filter((s) => s.excursion_id !== body.id)
      return { message: 'Verwijderd' }
    },
  ),

  endpoint(
    'post',
    'excursions/delete/all',
    { access: 'excursions:manage', body: z.object({ scope: z.string().min(1) }) },
    ({ body }) => {
      const removed = new Set(
        db.state.excursions.filter((e) => e.scope === body.scope).map((e) => e._id),
      )
      db.state.excursions = db.state.excursions.filter((e) => !removed.has(e._id))
      db.state.subscriptions = db.state.subscriptions.filter((s) => !removed.has(s.excursion_id))
      return { deleted: removed.size }
    },
  ),
]
