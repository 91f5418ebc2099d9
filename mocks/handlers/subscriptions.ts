import { can } from '@/lib/access'
import { findScope } from '@/lib/scopes'
import { acceptField, hasCompleteIdData } from '@/features/profile/schemas'
import {
  payedInputSchema,
  subscribeInputSchema,
  unsubscribeAllInputSchema,
  unsubscribeInputSchema,
} from '@/features/subscriptions/schemas'
import {
  movePreference,
  removeSubscription,
  type ScopeOf,
} from '@/features/subscriptions/preferences'
import { db } from '../db'
import { endpoint, refuse, refuseSubscription, requireUser } from '../http'
import type { ExcursionRecord, SubscriptionRecord } from '../seed'
import { ownProfile } from './users'

const excursionScope: ScopeOf = (excursionId) =>
  db.state.excursions.find((e) => e._id === excursionId)?.scope
const scopeOf = (sub: SubscriptionRecord) => excursionScope(sub.excursion_id)

/** An excursion with a capacity that its subscriptions have reached. */
const isFull = (excursion: ExcursionRecord) =>
  excursion.capacity != null &&
  db.state.subscriptions.filter((s) => s.excursion_id === excursion._id).length >=
    excursion.capacity

/** The caller's subscriptions in one scope. */
const ownInScope = (studentId: string, scope: string) =>
  db.state.subscriptions.filter((s) => s.student_id === studentId && scopeOf(s) === scope)

/**
 * Applies one of the app's rank rules (preferences.ts, also used for the optimistic update) to
 * one student's subscriptions, so client and backend cannot disagree on the order.
 */
function reRank(
  studentId: string,
  rule: (own: SubscriptionRecord[], scopeOf: ScopeOf) => SubscriptionRecord[],
) {
  const own = db.state.subscriptions.filter((s) => s.student_id === studentId)
  const ranked = new Map(rule(own, excursionScope).map((s) => [s._id, s]))
  // Same order as before; a removed subscription is left out.
  db.state.subscriptions = db.state.subscriptions.flatMap((s) => {
    if (s.student_id !== studentId) return [s]
    const next = ranked.get(s._id)
    return next ? [next] : []
  })
}

export const subscriptionHandlers = [
  endpoint('get', 'subscriptions/all', { access: 'account:view' }, ({ user }) => {
    const caller = requireUser(user)
    return can(caller, 'subscriptions:overview')
      ? db.state.subscriptions
      : db.state.subscriptions.filter((s) => s.student_id === caller._id)
  }),

  endpoint(
    'post',
    'subscriptions/subscribe',
    { access: 'account:view', body: subscribeInputSchema },
    ({ user, body }) => {
      const caller = requireUser(user)
      if (!can(caller, 'subscriptions:own'))
        refuseSubscription('Alleen studenten kunnen zich inschrijven.')
      const excursion =
        db.state.excursions.find((e) => e._id === body.excursion_id) ??
        refuseSubscription('Deze activiteit bestaat niet (meer).')
      const scope =
        findScope(excursion.scope) ??
        refuseSubscription('Voor deze activiteit kun je je niet inschrijven.')
      const siblings = ownInScope(caller._id, excursion.scope)

      if (body._id) {
        // Move one of the caller's subscriptions to another rank; the one holding it swaps places.
        const sub = siblings.find((s) => s._id === body._id && s.excursion_id === excursion._id)
        if (!sub) return refuseSubscription('Deze inschrijving bestaat niet (meer).')
        if (body.preference > siblings.length)
          refuseSubscription(`Kies een voorkeur van 1 tot en met ${siblings.length}.`)
        reRank(caller._id, (own, scopes) => movePreference(own, sub._id, body.preference, scopes))
        return db.state.subscriptions.find((s) => s._id === sub._id)
      }

      if (siblings.some((s) => s.excursion_id === excursion._id))
        refuseSubscription('Je bent al ingeschreven voor deze activiteit.')
      const profile = ownProfile(caller)
      if (!profile[acceptField(scope.terms)])
        refuseSubscription('Accepteer eerst de voorwaarden voordat je je inschrijft.')
      if (scope.needsIdData && !hasCompleteIdData(profile))
        refuseSubscription(
          'Vul eerst je paspoort- of ID-gegevens volledig in voordat je je voor een reis inschrijft.',
        )
      if (isFull(excursion)) refuseSubscription('Deze activiteit is vol.')
      if (siblings.some((s) => s.preference === body.preference))
        refuseSubscription(
          `Je hebt voorkeur ${body.preference} al aan een andere inschrijving gegeven.`,
        )
      const record: SubscriptionRecord = {
        _id: db.newId('s-'),
        excursion_id: excursion._id,
        student_id: caller._id,
        preference: body.preference,
        timestamp: new Date().toISOString(),
        payed: false,
      }
      db.state.subscriptions.push(record)
      return record
    },
  ),

  endpoint(
    'post',
    'subscriptions/unsubscribe',
    { access: 'account:view', body: unsubscribeInputSchema },
    ({ user, body }) => {
      const caller = requireUser(user)
      const sub = db.state.subscriptions.find((s) => s._id === body.id)
      if (!sub) return refuseSubscription('Deze inschrijving bestaat niet (meer).')
      if (sub.student_id !== caller._id && !can(caller, 'subscriptions:overview'))
        refuse(403, 'Geen toegang')
      // Ranks stay 1..n within the scope, keeping their order.
      reRank(sub.student_id, (own, scopes) => removeSubscription(own, sub._id, scopes))
      return { message: 'Uitgeschreven' }
    },
  ),

  endpoint(
    'post',
    'subscriptions/unsubscribe/all',
    { access: 'subscriptions:overview', body: unsubscribeAllInputSchema },
    ({ body }) => {
      const before = db.state.subscriptions.length
      db.state.subscriptions = db.state.subscriptions.filter((s) => scopeOf(s) !== body.scope)
      return { deleted: before - db.state.subscriptions.length }
    },
  ),

  endpoint(
    'post',
    'subscriptions/payed',
    { access: 'subscriptions:overview', body: payedInputSchema },
    ({ body }) => {
      const sub =
        db.state.subscriptions.find((s) => s._id === body.id) ??
        refuse(404, 'Inschrijving niet gevonden')
      sub.payed = body.payed
      return sub
    },
  ),
]
