import { PASSWORD_MIN_LENGTH } from '../../../domain/passwords'

/** The account page's security texts: password, sessions, second factor (issue 25). */
export const securityMessages = {
  password: {
    heading: 'Wachtwoord wijzigen',
    current: 'Huidig wachtwoord',
    next: 'Nieuw wachtwoord',
    repeat: 'Herhaal nieuw wachtwoord',
    submit: 'Wachtwoord wijzigen',
    currentRequired: 'Vul je huidige wachtwoord in.',
    tooShort: `Kies een wachtwoord van minstens ${PASSWORD_MIN_LENGTH} tekens.`,
    noMatch: 'De wachtwoorden zijn niet gelijk.',
    changed: 'Je wachtwoord is gewijzigd. Op andere apparaten ben je uitgelogd.',
  },
  sessions: {
    heading: 'Waar je bent ingelogd',
    device: 'Apparaat',
    started: 'Ingelogd op',
    lastUsed: 'Laatst gebruikt',
    unknownDevice: 'Onbekend apparaat',
    current: 'dit apparaat',
    logoutOthers: 'Overal uitloggen',
    logoutOne: 'Uitloggen',
    logoutOneLabel: (device: string) => `Uitloggen op ${device}`,
    logoutOthersHelp: 'Beëindigt elke andere sessie van je account; hier blijf je ingelogd.',
    loading: 'Sessies laden',
  },
  myData: {
    heading: 'Privacy',
    help: 'Bekijk of download alles wat deze website over jou bewaart: je account, je profiel met ID-gegevens, je inschrijvingen en plaatsingen, je sessies en het logboek over jou.',
    download: 'Mijn gegevens downloaden',
    view: 'Mijn gegevens bekijken',
    fileName: 'mijn-gegevens.json',
    erasure: (date: string) => `Je ID-gegevens worden verwijderd op ${date}.`,
  },
  myDataPage: {
    title: 'Mijn gegevens',
    intro:
      'Alles wat deze website over jou bewaart: je account, je profiel en ID-gegevens, je inschrijvingen en plaatsingen, je wachtlijsten, je sessies, de e-mails aan jou en het logboek over jou. Medewerkers die iets aan je gegevens deden, heten hier "medewerker".',
    back: 'Terug naar Mijn account',
    loading: 'Mijn gegevens laden',
    generated: (moment: string) => `Opgevraagd op ${moment}.`,
    showNumber: 'Documentnummer tonen',
    hideNumber: 'Documentnummer verbergen',
  },
  secondFactor: {
    heading: 'Tweestapsverificatie',
    on: (left: number) =>
      `Tweestapsverificatie staat aan. Je hebt nog ${left} ${left === 1 ? 'herstelcode' : 'herstelcodes'}.`,
    off: 'Tweestapsverificatie staat uit. Met een code uit een app op je telefoon (zoals Microsoft Authenticator of Google Authenticator) kan niemand met alleen je wachtwoord inloggen.',
    required:
      'Je account moet tweestapsverificatie gebruiken. Stel die eerst in; daarna kun je verder.',
    start: 'Tweestapsverificatie instellen',
    scan: 'Scan deze QR-code met je authenticator-app, of typ de sleutel over. Vul daarna de code van 6 cijfers uit de app in.',
    qrAlt: 'QR-code om tweestapsverificatie in te stellen',
    key: 'Sleutel',
    code: 'Code uit de app',
    confirm: 'Bevestigen',
    recoveryHeading: 'Je herstelcodes',
    recoveryHelp:
      'Bewaar deze 10 codes op een veilige plek. Elke code werkt één keer, als je je telefoon niet bij de hand hebt. Ze worden maar één keer getoond.',
    recoveryDone: 'Ik heb de codes bewaard',
    loading: 'Tweestapsverificatie laden',
    currentPassword: 'Huidig wachtwoord',
    currentPasswordHelp: 'Ter bevestiging dat jij het bent.',
    currentPasswordRequired: 'Vul je huidige wachtwoord in',
  },
} as const
