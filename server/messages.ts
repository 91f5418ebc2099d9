/**
 * What the server says, in Dutch: the one catalogue of its refusals and answers. The demo
 * backend runs the same code, so it says the same.
 */
export const serverMessages = {
  session: {
    invalid: 'Sessie verlopen of ongeldig',
    required: 'Niet ingelogd',
    forbidden: 'Geen toegang',
    loggedOut: 'Uitgelogd',
    wrongLogin: 'Onjuiste gebruikersnaam of wachtwoord',
    throttled: (minutes: number) =>
      `Te veel mislukte inlogpogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
  },
  request: {
    invalidJson: 'Ongeldige JSON',
    invalid: (detail: string) => `Ongeldige gegevens: ${detail}`,
    expectJson: 'verwacht JSON (Content-Type: application/json)',
    tooLarge: (mb: number) => `De gegevens zijn te groot (hoogstens ${mb} MB).`,
    unknownCall: 'Onbekende API-aanroep',
    failed: 'Er ging iets mis op de server. Probeer het later opnieuw.',
    busy: 'Het is nu erg druk. Probeer het over een paar seconden opnieuw.',
    databaseDown: 'De database is even niet bereikbaar. Probeer het over een minuut opnieuw.',
  },
  accounts: {
    profileNotFound: 'Profiel niet gevonden',
    notFound: 'Account niet gevonden',
    numberTaken: 'Er bestaat al een account met dit studentnummer',
    emailTaken: 'Er bestaat al een account met dit e-mailadres',
    onlyAdminsAddAdmins: 'Alleen een beheerder kan beheerders toevoegen',
    onlyAdminsManageAdmins: 'Alleen een beheerder kan een beheerdersaccount wijzigen',
    notOwnAccount: 'Je kunt je eigen account niet verwijderen',
    passwordChanged: 'Wachtwoord gewijzigd',
    noAccountForLogin: 'Er is geen account gevonden met deze gebruikersnaam.',
    mailSent: 'E-mail verstuurd',
    deleted: 'Verwijderd',
  },
  excursions: {
    notFound: 'Activiteit niet gevonden',
    deleted: 'Verwijderd',
  },
  subscriptions: {
    onlyStudents: 'Alleen studenten kunnen zich inschrijven.',
    excursionGone: 'Deze activiteit bestaat niet (meer).',
    unknownScope: 'Voor deze activiteit kun je je niet inschrijven.',
    subscriptionGone: 'Deze inschrijving bestaat niet (meer).',
    rankRange: (max: number) => `Kies een voorkeur van 1 tot en met ${max}.`,
    already: 'Je bent al ingeschreven voor deze activiteit.',
    termsFirst: 'Accepteer eerst de voorwaarden voordat je je inschrijft.',
    idDataFirst:
      'Vul eerst je paspoort- of ID-gegevens volledig in voordat je je voor een reis inschrijft.',
    full: 'Deze activiteit is vol.',
    rankTaken: (rank: number) => `Je hebt voorkeur ${rank} al aan een andere inschrijving gegeven.`,
    rankConflict: 'Je hebt deze voorkeur al aan een andere inschrijving gegeven.',
    notFound: 'Inschrijving niet gevonden',
    unsubscribed: 'Uitgeschreven',
  },
  content: {
    unknown: (what: 'inhoud' | 'instelling', name: string) => `Geen ${what} met de naam '${name}'`,
    policyWithoutContent: (name: string) =>
      `Er is geen tekst met de naam '${name}'. Kies een bestaande tekst.`,
    noFile: (field: string) => `Geen bestand in het veld '${field}'`,
    fileNotFound: 'Bestand niet gevonden',
  },
} as const
