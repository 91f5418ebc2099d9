import { signUpMessages } from '~domain/messages/sign-up'
import { CODES_MAX, tooManyCodes } from '~domain/limits'

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
    othersLoggedOut: (n: number) =>
      n === 1 ? 'Eén andere sessie is beëindigd.' : `${n} andere sessies zijn beëindigd.`,
    sessionEnded: 'De sessie is beëindigd.',
    sessionUnknown: 'Deze sessie bestaat niet (meer).',
    sessionIsCurrent: 'Dit is de sessie van dit apparaat: gebruik Uitloggen.',
    wrongLogin: 'Onjuiste gebruikersnaam of wachtwoord',
    schoolLoginMissing:
      'Er is geen aanmelding met de schoolaccount (meer). Log opnieuw in met de schoolaccount.',
    throttled: (minutes: number) =>
      `Te veel mislukte inlogpogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
    /** A login whose password check cannot be served in time (the hash's queue is full). */
    busy: 'Het is nu erg druk. Probeer het over een minuut opnieuw.',
  },
  request: {
    invalidJson: 'Ongeldige JSON',
    invalid: (detail: string) => `Ongeldige gegevens: ${detail}`,
    expectJson: 'verwacht JSON (Content-Type: application/json)',
    tooLarge: (mb: number) => `De gegevens zijn te groot (hoogstens ${mb} MB).`,
    unknownCall: 'Onbekende API-aanroep',
    invalidValue:
      'Ongeldige gegevens: een waarde past niet (te lang, te groot of van het verkeerde soort).',
    conflict: 'Dit kan niet (meer): het hoort bij gegevens die er niet meer zijn.',
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
    currentPasswordRequired: 'Vul je huidige wachtwoord in.',
    currentPasswordWrong: 'Je huidige wachtwoord klopt niet.',
    onlyStudentsNewPassword: 'Een docent kan alleen een student een nieuw wachtwoord geven.',
    noPasswordForOthers:
      'Een wachtwoord kiest ieder zelf: stuur een link per e-mail, of druk een inlogcode af voor een student die nog niet heeft geactiveerd.',
    /** Issue 43: nobody in the app sets an admin's password going, also not another admin. */
    noAdminReset:
      "Een beheerder kiest zelf een nieuw wachtwoord, met 'Wachtwoord vergeten' op de inlogpagina.",
    numberOnlyStudents: 'Alleen een student heeft een studentnummer.',
    deleteStudentsWord: (word: string) =>
      `Typ ${word} om te bevestigen dat alle studenten worden verwijderd.`,
    newPasswordRequired: 'Vul een nieuw wachtwoord in.',
    resetLinkSent: (to: string) =>
      `Er staat een e-mail klaar voor ${to} met een link om een nieuw wachtwoord te kiezen. De link werkt één keer en 1 uur lang; tot dan blijft het huidige wachtwoord werken.`,
    activationLinkSent: (to: string) =>
      `Er staat een nieuwe activatiemail klaar voor ${to} met een link om een wachtwoord te kiezen. De link werkt één keer en 7 dagen lang.`,

    noAccountForLogin: 'Er is geen account gevonden met deze gebruikersnaam.',
    mailSent: 'E-mail verstuurd',
    deleted: 'Verwijderd',
  },
  secondFactor: {
    codeNeeded: 'Vul de code uit je authenticator-app in (of een herstelcode).',
    wrongCode: 'Deze code klopt niet. Probeer de volgende code uit je app.',
    alreadyOn: 'Tweestapsverificatie staat al aan. Een beheerder kan je apparaat laten vergeten.',
    nothingToConfirm: 'Begin eerst met instellen: scan de QR-code.',
    on: 'Tweestapsverificatie staat aan.',
    notOwn: 'Je kunt je eigen apparaat niet laten vergeten.',
    reset: 'Het apparaat is vergeten: de volgende keer logt deze medewerker in zonder code.',
    setupFirst: 'Stel eerst tweestapsverificatie in op je accountpagina.',
  },
  activation: {
    linkUnknown:
      'Deze link is ongeldig. Gebruik de hele link uit de e-mail, of vraag een nieuwe aan.',
    linkUsed: 'Deze link is al gebruikt. Log in met je wachtwoord, of vraag een nieuwe link aan.',
    linkExpired: 'Deze link is verlopen. Vraag een nieuwe aan.',
    codeWrong:
      'Dit studentnummer en deze code horen niet bij elkaar, of de code is al gebruikt of verlopen. Vraag je docent om een nieuwe code.',
    noEmail: 'Dit account heeft geen e-mailadres. Druk een inlogcode af.',
    noNumber: 'Een inlogcode kan alleen voor een account met een studentnummer.',
    tooManyCodes: tooManyCodes(CODES_MAX),
    codeOnlyStudents: 'Een inlogcode is alleen voor studenten.',
    codeAccountActive:
      "Dit account is al geactiveerd. Een inlogcode is alleen voor een account dat nog niet actief is; stuur een herstellink met 'Nieuw wachtwoord'.",
    alreadyActive: 'Dit account is al geactiveerd.',
    activated: 'Je account is geactiveerd.',
    passwordReset: 'Je wachtwoord is gewijzigd. Op andere apparaten ben je uitgelogd.',
    /** A new password does not pass the second step: the login asks the code, as always. */
    logInWithCode:
      'Je wachtwoord is gewijzigd. Log nu in met je nieuwe wachtwoord en de code uit je authenticator-app.',
    linkRequested:
      'Als er een account bij hoort, is er een e-mail met een nieuwe link naar het e-mailadres van dat account verstuurd.',
    throttled: (minutes: number) =>
      `Te veel pogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
  },
  mail: {
    notFound: 'E-mail niet gevonden',
    notFailed: 'Alleen een mislukte e-mail kan opnieuw worden verstuurd.',
    heldNeverSent:
      'Deze e-mail is vastgehouden omdat er geen mailserver was ingesteld, en wordt nooit later verstuurd: een oude link zou te laat aankomen. Stuur zo nodig een nieuwe link.',
    noSmtp: 'Er is geen mailserver ingesteld (SMTP_URL): de e-mail kan niet worden verstuurd.',
    /** The outbox keeps no live link (issue 43): a reset mail is asked again by its owner. */
    resetNotResent:
      "Een herstelmail wordt niet opnieuw verstuurd: de link erin is niet meer te gebruiken. De eigenaar vraagt een nieuwe aan met 'Wachtwoord vergeten'.",
    superseded:
      'Voor dit account is er al een nieuwere activatiemail (met een nieuwe link); die wordt verstuurd.',
    /** A queued link mail whose link was used, expired or replaced: nothing is sent. */
    linkGone:
      'Niet verstuurd: de link in deze e-mail is niet meer geldig (gebruikt, verlopen of vervangen door een nieuwere).',
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
    rankRange: signUpMessages.rankRange,
    already: signUpMessages.already,
    termsFirst: signUpMessages.termsFirst,
    idDataFirst: signUpMessages.idDataFirst,
    full: signUpMessages.full,
    rankTaken: signUpMessages.rankTaken,
    rankConflict: 'Je hebt deze voorkeur al aan een andere inschrijving gegeven.',
    notFound: 'Inschrijving niet gevonden',
    unsubscribed: 'Uitgeschreven',
    queued: 'Je staat in de rij…',
  },
  rounds: {
    notYetOpen: signUpMessages.notYetOpen,
    closed: signUpMessages.closed,
    published: signUpMessages.published,
    tooManyWishes: signUpMessages.tooManyWishes,
    tooManySubscriptions: signUpMessages.tooManySubscriptions,
    notPreference: 'Alleen een ronde met voorkeuren en plaatsing wordt geplaatst.',
    stillOpen: 'Publiceren kan pas als de inschrijving gesloten is.',
    alreadyPublished: 'Er is al een plaatsing gepubliceerd. Draai die eerst terug.',
    nothingToUndo: 'Er is geen gepubliceerde plaatsing om terug te draaien.',
    changedSincePublish:
      'Terugdraaien kan niet meer: na het publiceren is er al iets veranderd (een uitschrijving, een wachtlijst).',
    badPin: (detail: string) => `Ongeldige vastzetting: ${detail}`,
    undone: 'Plaatsing teruggedraaid',
    seedFixed:
      'De loting van deze ronde ligt vast: de seed wordt pas bij het publiceren getoond en kan niet gekozen worden.',
    noSeedYet: 'Deze ronde heeft nog geen vastgelegde loting. Sla de ronde eerst op.',
    noVerification:
      'Er is geen gepubliceerde plaatsing met controlegegevens (plaatsingen van voor deze functie hebben ze niet).',
    notProven: (text: string) =>
      `De plaatsing is niet bewezen optimaal (${text}). Bekijk de berekening en kies bewust om toch te publiceren.`,
    noExactSolver: 'de demo heeft geen exacte solver',
    noSolver:
      'Groepen samen plaatsen of een evenwicht per reis (aandeel per klas, vastgehouden plaatsen) vraagt de exacte solver van de server; de demo heeft die niet.',
  },
  friendGroups: {
    notPreference: 'Vriendengroepen horen bij een ronde met voorkeuren.',
    notOpen: 'Een groep vormen of wijzigen kan alleen zolang de inschrijving open is.',
    leaveClosed: 'De inschrijving is gesloten: je kunt je groep niet meer verlaten.',
    unknownNumber: (number: string) => `Er is geen leerling met leerlingnummer ${number}.`,
    self: 'Je kunt jezelf niet uitnodigen.',
    otherRound: (name: string, round: string) =>
      `${name} doet mee aan de ronde ${round}, niet aan deze.`,
    groupFull: 'Jullie groep is vol: een groep heeft hoogstens 4 leerlingen.',
    inFullGroup: (name: string) => `${name} zit al in een volle groep.`,
    inOtherGroup: (name: string) => `${name} zit al in een andere groep.`,
    alreadyInvited: (name: string) => `${name} is al uitgenodigd.`,
    alreadyMember: (name: string) => `${name} zit al in jullie groep.`,
    youAreInGroup: 'Je zit al in een groep. Verlaat die eerst.',
    noInvitation: 'Deze uitnodiging bestaat niet (meer).',
    notInGroup: 'Je zit niet in een groep.',
    notInRound: 'Deze activiteit hoort niet bij deze ronde.',
    noGroup: 'Deze groep bestaat niet (meer).',
    /** An invited student until they accept: the number typed, not their name (issue 43). */
    invitedNumber: (number: string) => `Leerlingnummer ${number}`,
    tooManyInvitations: (perHour: number) =>
      `Je hebt het afgelopen uur al ${perHour} uitnodigingen verstuurd. Probeer het later opnieuw.`,
    dissolved: 'Groep opgeheven',
  },
  reminders: {
    closed: 'Herinneren kan alleen zolang de inschrijving nog niet gesloten of geplaatst is.',
    unknownScope: 'Onbekende soort',
  },
  waiting: {
    notYet: 'Een wachtlijst is er pas als de plaatsing gepubliceerd is.',
    started: 'Deze activiteit is al begonnen of voorbij: de wachtlijst is gesloten.',
    dropped: 'Deze activiteit gaat niet door.',
    notFull: 'Er is nog plaats: schrijf je gewoon in.',
    noLimit: 'Deze activiteit heeft geen maximum aantal plaatsen.',
    alreadyPlaced: 'Je bent al geplaatst bij deze activiteit.',
    already: 'Je staat al op de wachtlijst van deze activiteit.',
    notOnList: 'Je staat niet op de wachtlijst van deze activiteit.',
    left: 'Van de wachtlijst gehaald',
  },
  content: {
    unknown: (what: 'inhoud' | 'instelling', name: string) => `Geen ${what} met de naam '${name}'`,
    policyWithoutContent: (name: string) =>
      `Er is geen tekst met de naam '${name}'. Kies een bestaande tekst.`,
    noFile: (field: string) => `Geen bestand in het veld '${field}'`,
    fileNotFound: 'Bestand niet gevonden',
  },
  /** The console and the settings at start (server/config.ts, server/cli.ts). */
  settings: {
    /** Names the login rule of SPEC §5 (isValidLoginId): an admin outside it can never log in. */
    adminLoginIdInvalid: (loginId: string, special: readonly string[]) =>
      `'${loginId}' kan nooit inloggen. Een gebruikersnaam is een e-mailadres op @scalda.nl (personeel) of @student.scalda.nl (studenten), een studentnummer (zes cijfers op een rij, zonder spaties) of een van de vaste adressen ${special.join(' en ')}.`,
    adminInputMissing: 'Een gebruikersnaam en een wachtwoord van minstens 10 tekens zijn nodig.',
    /** The two keys have different formats (issue 42): each message gives the command that makes one. */
    codeKeyShort: 'minstens 32 tekens; maak een sleutel met: openssl rand -base64 48',
    totpKeyFormat:
      'precies 32 bytes in base64 (44 tekens, eindigend op =); maak een sleutel met: openssl rand -base64 32 (niet -base64 48 zoals CODE_KEY)',
  },
} as const
