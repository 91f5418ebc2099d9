import { formatLongDate, parseDate } from '~domain/dates'

/** SPEC §5's hint: a trip's ID document must be valid at least 3 months after return. */
export const MONTHS_VALID_AFTER_RETURN = 3

/**
 * When the document expires less than 3 months after the trip's return (its return date, else its
 * date): the day it expires and the day it should at least be valid, as Dutch text; null when it is
 * valid long enough, or a date is missing or unreadable.
 */
export function idValidityShortfall(
  validity: string | null | undefined,
  tripEnd: string | null | undefined,
): { validUntil: string; needed: string } | null {
  const valid = parseDate(validity)
  const end = parseDate(tripEnd)
  if (!valid || !end) return null
  const needed = end.add(MONTHS_VALID_AFTER_RETURN, 'month')
  if (!valid.isBefore(needed, 'day')) return null
  return { validUntil: formatLongDate(validity!), needed: needed.format('dddd D MMMM YYYY') }
}

/** The latest return (or date) of these trips: the one the ID document must outlast. */
export function latestTripEnd(trips: readonly { datetime: string; return_date?: string | null }[]) {
  let latest: string | null = null
  for (const trip of trips) {
    const end = trip.return_date || trip.datetime
    const day = parseDate(end)
    if (day && (latest === null || day.isAfter(parseDate(latest)!))) latest = end
  }
  return latest
}
