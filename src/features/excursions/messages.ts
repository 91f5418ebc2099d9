/**
 * The activity lists' own words (search, sort, counts). Beside domain/messages/general.ts: only the list
 * pages load them, so the first page, whose catalogue that is, carries none of them.
 */
export const listMessages = {
  search: 'Zoeken op naam',
  sort: 'Sorteren op',
  sortDateAsc: 'Datum (vroegste eerst)',
  sortDateDesc: 'Datum (laatste eerst)',
  sortName: 'Naam (A-Z)',
  showMore: (remaining: number) => `Meer tonen (nog ${remaining})`,
  shownCount: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'resultaat' : 'resultaten'}`
      : `${shown} van ${total} resultaten getoond`,
  empty: 'Er is hier nog niets om je voor in te schrijven.',
  noMatches: 'Niets gevonden met deze naam.',
} as const
