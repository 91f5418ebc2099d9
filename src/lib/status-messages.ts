/**
 * Dutch words for an HTTP status, for a failed call whose answer carries no message of its own
 * (a proxy's HTML page, an empty body, a framework's English text). A catalogue of its own,
 * beside messages.ts: the API client loads it with the first such failure, so the first page
 * does not carry it.
 */
const byStatus: Readonly<Record<number, string>> = {
  400: 'De server kon dit verzoek niet verwerken.',
  401: 'Je bent niet (meer) ingelogd.',
  403: 'Je hebt hiervoor geen toegang.',
  404: 'Dit is niet gevonden op de server.',
  406: 'De server weigerde dit.',
  408: 'De server wachtte te lang op het verzoek. Probeer het opnieuw.',
  409: 'Dit botst met wat er al op de server staat.',
  413: 'Te groot: de server neemt zoveel gegevens niet aan.',
  415: 'De server neemt dit soort bestand of gegevens niet aan.',
  422: 'De server kon deze gegevens niet verwerken.',
  429: 'Te veel pogingen achter elkaar. Wacht even en probeer het dan opnieuw.',
  500: 'Er ging iets mis op de server.',
  502: 'De server is niet bereikbaar.',
  503: 'De server is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
  504: 'De server antwoordde niet op tijd. Probeer het opnieuw.',
}

/** What went wrong, in Dutch, for a failed call's status. */
export function statusMessage(status: number): string {
  const known = byStatus[status]
  if (known) return known
  if (status >= 500) return `Er ging iets mis op de server (fout ${status}).`
  if (status >= 400) return `De server weigerde dit verzoek (fout ${status}).`
  return `De server gaf een onverwacht antwoord (status ${status}).`
}
