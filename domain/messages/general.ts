/**
 * Every user-facing message of the app. The quoted strings of SPEC.md §4, §5 and §8 are used
 * verbatim; the others are our own Dutch words (DESIGN.md). Words that only lazily loaded code
 * uses live beside this catalogue, off the first page: admin-messages.ts (admin screens),
 * domain/messages/profile.ts (profile and ID screens), features/subscriptions/messages.ts
 * (signing up), features/rounds/messages.ts (rounds), features/excursions/messages.ts (the
 * activity lists).
 */
export const messages = {
  auth: {
    invalidLoginId: 'Dit is geen geldig studentnummer of scalda e-mail adres',
    forgotPasswordEmpty: 'Vul je username (studentnummer of e-mail adres) in',
    forgotPasswordSent:
      'Er is een e-mail naar je verstuurd waarmee je een nieuw wachtwoord kunt instellen.',
    passwordRequired: 'Vul je wachtwoord in',
    loginFailed: 'Login mislukt',
    sessionExpired: 'Uw login-sessie is verlopen, log opnieuw in.',
    logoutFailed: 'Unable to remove session from server.. try again?',
  },
  excursions: {
    // Capacity (our addition): on every list and detail page.
    places: {
      label: 'Plaatsen',
      left: (left: number) => `Nog ${left} ${left === 1 ? 'plaats' : 'plaatsen'}`,
      full: 'Vol',
    },
    saveFailed: 'Toevoegen/updaten is mislukt! Error:',
    notFound: 'Deze activiteit bestaat niet (meer).',
    allActivitiesTitle: 'X-Week activiteiten',
    offer: 'Aanbod',
    loading: 'Activiteiten worden geladen',
    retry: 'Opnieuw proberen',
    points: (hours: number) => `${hours} ${hours === 1 ? 'punt' : 'punten'}`,
    studyHours: (hours: number) => `${hours} uur`,
    fields: {
      scope: 'Soort',
      date: 'Datum',
      points: 'Punten',
      studyHours: 'Studiebelasting',
      location: 'Locatie',
      subscriptions: 'Inschrijvingen',
      description: 'Beschrijving',
    },
    subscriptionCount: (count: number) =>
      `${count} ${count === 1 ? 'inschrijving' : 'inschrijvingen'}`,
    backTo: (label: string) => `Terug naar ${label}`,
  },

  version: {
    waitingForSave:
      'Er is een nieuwe versie van de app. Sla je wijzigingen op; daarna wordt de pagina vernieuwd.',
  },
  unsaved: {
    title: 'Wijzigingen niet opgeslagen',
    text: 'Je hebt wijzigingen die nog niet zijn opgeslagen. Wil je ze weggooien?',
    discard: 'Wijzigingen weggooien',
    keep: 'Verder bewerken',
  },
  content: {
    uploadFailed: (fileName: string) => `Couldn't upload file: ${fileName}.`,
    edit: 'Bewerken',
    cancel: 'Annuleren',
  },
  errors: {
    network:
      'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
    invalidResponse: 'De server gaf een onverwacht antwoord.',
    invalidField: (field: string) => `Ontbrekend of ongeldig: ${field}.`,
    chunkLoad: 'Een deel van de app kon niet worden geladen. Probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    page: 'Er ging iets mis',
    generic: 'Er is iets misgegaan.',
  },
} as const
