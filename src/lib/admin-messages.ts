/**
 * The admin screens' words (excursion management, subscription overviews, capacity): part of the
 * message catalogue (messages.ts), kept apart because only lazily loaded code uses them, so they
 * stay off the first page.
 */
export const adminMessages = {
  places: {
    label: 'Plaatsen',
    left: (left: number) => `Nog ${left} ${left === 1 ? 'plaats' : 'plaatsen'}`,
    full: 'Vol',
  },
  excursionAdmin: {
    add: 'Toevoegen',
    edit: 'Bewerken',
    delete: 'Verwijderen',
    deleteAll: 'Alles verwijderen',
    editLabel: (name: string) => `Bewerken: ${name}`,
    deleteLabel: (name: string) => `Verwijderen: ${name}`,
    deleteAllLabel: (scope: string) => `Alles verwijderen: ${scope}`,
    addTitle: 'Activiteit toevoegen',
    editTitle: (name: string) => `${name} bewerken`,
    save: 'Opslaan',
    cancel: 'Annuleren',
    fields: {
      name: 'Naam',
      scope: 'Soort',
      hours: 'Punten',
      datetime: 'Datum',
      location: 'Locatie',
      description: 'Beschrijving',
      capacity: 'Maximaal aantal plaatsen',
    },
    capacityHint: 'Leeg laten voor geen maximum',
    deleteTitle: (name: string) => `${name} verwijderen?`,
    deleteText: (name: string, subscriptions: number) =>
      `${name} wordt verwijderd, met ${subscriptions} ${subscriptions === 1 ? 'inschrijving' : 'inschrijvingen'}. Dit kan niet ongedaan worden gemaakt.`,
    deleteAllTitle: (scope: string) => `Alles verwijderen uit ${scope}?`,
    deleteAllText: (scope: string, excursions: number, subscriptions: number) =>
      `Alle ${excursions} ${excursions === 1 ? 'activiteit' : 'activiteiten'} van ${scope} worden verwijderd, met ${subscriptions} ${subscriptions === 1 ? 'inschrijving' : 'inschrijvingen'}. Dit kan niet ongedaan worden gemaakt.`,
    typeToConfirm: (word: string) => `Typ ${word} om te bevestigen`,
    deleted: (name: string) => `${name} is verwijderd.`,
    deletedAll: (scope: string) => `Alles uit ${scope} is verwijderd.`,
    failed: 'Verwijderen is mislukt:',
  },
  overview: {
    filters: 'Filters',
    search: 'Zoeken op studentnummer of naam',
    excursion: 'Activiteit',
    mentor: 'Mentor/Coach',
    all: 'Alle',
    firstChoices: 'Alleen eerste keuzes',
    export: 'Exporteren',
    unsubscribeAll: 'Alle inschrijvingen verwijderen',
    unsubscribeAllTitle: 'Alle inschrijvingen verwijderen?',
    unsubscribeAllText: (count: number, scopes: string) =>
      `${count} ${count === 1 ? 'inschrijving' : 'inschrijvingen'} van ${scopes} worden verwijderd. Dit kan niet ongedaan worden gemaakt.`,
    unsubscribedAll: (count: number) =>
      `${count} ${count === 1 ? 'inschrijving' : 'inschrijvingen'} verwijderd.`,
    unsubscribe: 'Uitschrijven',
    unsubscribeLabel: (name: string, excursion: string) => `Uitschrijven: ${name} van ${excursion}`,
    unsubscribeTitle: 'Student uitschrijven?',
    unsubscribeText: (name: string, excursion: string) =>
      `${name} wordt uitgeschreven van ${excursion}.`,
    unsubscribed: (name: string) => `${name} is uitgeschreven.`,
    paidLabel: (name: string, excursion: string) => `Betaald: ${name}, ${excursion}`,
    summary: 'Per activiteit',
    table: 'Inschrijvingen',
    shown: (shown: number, total: number) => `${shown} van ${total} inschrijvingen`,
    loading: 'Inschrijvingen worden geladen',
    noCapacity: 'geen maximum',
    columns: {
      number: 'Studentnummer',
      name: 'Naam',
      mentor: 'Mentor/Coach',
      excursion: 'Activiteit',
      scope: 'Soort',
      preference: 'Voorkeur',
      timestamp: 'Ingeschreven op',
      paid: 'Betaald',
      actions: 'Acties',
      count: 'Inschrijvingen',
      firstChoices: 'Eerste keuze',
      capacity: 'Plaatsen',
    },
  },
} as const
