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
} as const
