import { z } from 'zod/mini'
import { parseDate } from '~domain/dates'
import { messages } from '~domain/messages/general'
import { roundMessages } from '@/lib/rounds/messages'
import { findScope } from '~domain/scopes'
import type { Excursion } from '~contract/schemas/excursions'
import { classShareCap } from '~domain/balance'
import { consentSettingOf, type ConsentSetting } from '~domain/consent'
import { consentMessages } from '~domain/messages/consent'

export const excursionSorts = ['date-asc', 'date-desc', 'name'] as const
export type ExcursionSort = (typeof excursionSorts)[number]
/** A sort from the page's select; anything else reads as the default. */
export const excursionSortSchema = z.catch(z.enum(excursionSorts), 'date-asc')

/** How many items a list shows before 'Meer tonen'. */
export const LIST_PAGE_SIZE = 50

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true })

/** Search ignores case and accents ("kanoen" finds "Kanoën"). */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/** The excursions of the given scopes whose name contains the search text. */
export function filterExcursions<E extends Pick<Excursion, 'name' | 'scope'>>(
  excursions: readonly E[],
  scopes: ReadonlySet<string>,
  search: string,
): E[] {
  const needle = normalizeSearch(search)
  return excursions.filter(
    (e) => scopes.has(e.scope) && (needle === '' || normalizeSearch(e.name).includes(needle)),
  )
}

/** Sorted by date (unknown dates last) or name; ties by name, then date. */
export function sortExcursions<E extends Pick<Excursion, 'name' | 'datetime'>>(
  excursions: readonly E[],
  sort: ExcursionSort,
): E[] {
  const keyed = excursions.map((e) => {
    const date = parseDate(e.datetime)
    return { e, date: date?.valueOf() ?? 0, known: date !== null }
  })
  keyed.sort((a, b) => {
    const byName = collator.compare(a.e.name, b.e.name)
    const byDate = a.date - b.date
    if (sort === 'name') return byName || byDate
    if (a.known !== b.known) return a.known ? -1 : 1
    return (sort === 'date-desc' ? -byDate : byDate) || byName
  })
  return keyed.map((k) => k.e)
}

/** "4 punten" where the hours count toward Punten, else study hours ("240 uur", keuzedelen). */
export function hoursText(excursion: Pick<Excursion, 'scope' | 'hours'>): string {
  return findScope(excursion.scope)?.countsTowardPoints === false
    ? messages.excursions.studyHours(excursion.hours)
    : messages.excursions.points(excursion.hours)
}

type Places = Pick<Excursion, 'capacity' | 'subscriptions' | 'places_taken'>

/** The places taken: under the excursion's round (docs/rounds.md), else every subscription. */
const taken = (excursion: Places) => excursion.places_taken ?? excursion.subscriptions

/** The same as the sign-up decision reads it (domain/sign-up.ts): null while none are counted. */
export const placesTaken = (excursion: Places): number | null =>
  excursion.places_taken === null ? null : taken(excursion)

/**
 * Whether an excursion's capacity is reached; without a capacity it never is, nor while a round
 * collects wishes (no place is taken yet).
 */
export const isFull = (excursion: Places): boolean =>
  excursion.capacity !== null &&
  excursion.places_taken !== null &&
  taken(excursion) >= excursion.capacity

/**
 * 'Nog N plaatsen' or 'Vol' for an excursion with a capacity; null without one. While a round
 * collects wishes: 'N plaatsen'.
 */
export function placesText(excursion: Places): string | null {
  if (excursion.capacity === null) return null
  if (excursion.places_taken === null) return roundMessages.excursion.places(excursion.capacity)
  return isFull(excursion)
    ? messages.excursions.places.full
    : messages.excursions.places.left(excursion.capacity - taken(excursion))
}

/**
 * A trip's parent-consent setting where it says something: set by the admin, or asked by its
 * scope's default (trips abroad); an activity that never asks it shows none.
 */
export function consentSettingShown(
  excursion: Pick<Excursion, 'scope' | 'consent'>,
): ConsentSetting | null {
  const setting = consentSettingOf(excursion)
  return excursion.consent != null || setting !== 'none' ? setting : null
}

/** 'Hoogstens 40% van de plaatsen (4 plaatsen)' for a trip with a class share; null without. */
export function classShareText(excursion: Pick<Excursion, 'capacity' | 'class_share'>) {
  const share = excursion.class_share
  if (share == null) return null
  const most = excursion.capacity === null ? null : classShareCap(excursion.capacity, share)
  return roundMessages.excursion.classShareText(share, most)
}

/** The admins' list: the consent setting and the class share, short ('toestemming voor iedereen'). */
export function balanceDetails(excursion: Pick<Excursion, 'scope' | 'consent' | 'class_share'>) {
  const setting = consentSettingShown(excursion)
  return [
    setting && consentMessages.settingShort(setting),
    excursion.class_share != null && roundMessages.excursion.classShareShort(excursion.class_share),
  ].filter((detail): detail is string => Boolean(detail))
}
