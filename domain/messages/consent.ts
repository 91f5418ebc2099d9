import { CONSENT_MAILS_PER_DAY } from '../consent'

/** Parents' consent (issue 44): what the server refuses and answers, and the app's words. */
export const consentMessages = {
  parentNeeded:
    'Voor deze reis is toestemming van je ouder/verzorger nodig: vul de naam en het e-mailadres van je ouder/verzorger in.',
  parentName: 'Vul de naam van je ouder/verzorger in (hoogstens 200 tekens).',
  parentEmail: 'Vul een geldig e-mailadres van je ouder/verzorger in.',
  notOwnAddress: 'Vul het e-mailadres van je ouder/verzorger in, niet je eigen.',
  notNeeded: 'Voor deze reis is geen toestemming van je ouder/verzorger nodig.',
  noSignUp: 'Schrijf je eerst in voor deze reis.',
  answered: 'Je ouder/verzorger heeft al geantwoord; het adres kan niet meer veranderen.',
  tooManyMails: `Je kunt hoogstens ${CONSENT_MAILS_PER_DAY} e-mails per dag naar je ouder/verzorger sturen voor deze reis. Probeer het morgen opnieuw.`,
  sent: (address: string) => `De e-mail aan je ouder/verzorger (${address}) staat klaar.`,
  linkUnknown:
    'Deze link is ongeldig of vervangen door een nieuwere. Gebruik de hele link uit de nieuwste e-mail, of vraag de student om een nieuwe e-mail.',
  linkUsed: 'Via deze link is al geantwoord. Een antwoord kan maar één keer worden gegeven.',
  linkExpired:
    'Deze link is verlopen (hij werkt 14 dagen). Vraag de student om een nieuwe e-mail te sturen.',
  typeName: 'Typ uw naam om toestemming te geven.',
  thanksGiven: 'Dank u wel: uw toestemming is vastgelegd.',
  thanksRefused: 'Uw antwoord is vastgelegd: u geeft geen toestemming.',
  reminded: (n: number) =>
    n === 1 ? 'Eén herinnering staat klaar.' : `${n} herinneringen staan klaar.`,
  /** Why a wish was not placed (the placement's reason, the fairness report). */
  notPlaced: (trip: string, state: string) =>
    `Je wens ${trip} telt niet mee in de plaatsing: er is geen toestemming van je ouder/verzorger (${state}).`,
} as const
