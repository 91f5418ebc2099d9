import { CONSENT_MAILS_PER_DAY, CONSENT_SETTING_LABELS, type ConsentSetting } from '../consent'
import { formatSchoolTime } from '../window'

/** 'op maandag 1 maart 2027 om 09:00': a round's consent deadline as the student reads it. */
const byDeadline = (deadline: string) => `op ${formatSchoolTime(deadline)}`

/** Parents' consent (issue 44): what the server refuses and answers, and the app's words. */
export const consentMessages = {
  /** A trip's setting on its page ('Toestemming ouder/verzorger': …) and in the admins' list. */
  setting: 'Toestemming ouder/verzorger',
  settingText: {
    minors: 'Nodig als je op de eerste dag van de reis jonger bent dan 18',
    everyone: 'Nodig voor iedereen',
    none: 'Niet nodig',
  } satisfies Record<ConsentSetting, string>,
  settingShort: (setting: ConsentSetting) =>
    setting === 'none'
      ? 'geen toestemming nodig'
      : `toestemming ${CONSENT_SETTING_LABELS[setting]}`,
  parentNeeded:
    'Voor deze reis is toestemming van je ouder/verzorger nodig: vul de naam en het e-mailadres van je ouder/verzorger in.',
  parentName: 'Vul de naam van je ouder/verzorger in (hoogstens 200 tekens).',
  parentEmail: 'Vul een geldig e-mailadres van je ouder/verzorger in.',
  notOwnAddress: 'Vul het e-mailadres van je ouder/verzorger in, niet je eigen.',
  notNeeded: 'Voor deze reis is geen toestemming van je ouder/verzorger nodig.',
  noSignUp: 'Schrijf je eerst in voor deze reis.',
  answered: 'Je ouder/verzorger heeft al geantwoord; het adres kan niet meer veranderen.',
  tooManyMails: `Je kunt hoogstens ${CONSENT_MAILS_PER_DAY} e-mails per dag naar je ouder/verzorger sturen voor deze reis. Probeer het morgen opnieuw.`,
  /** The round form's choice, where it applies and how (Beheer › Inschrijfrondes). */
  round: {
    notAsked:
      'Geen activiteit van deze soort vraagt toestemming van een ouder/verzorger (dat stel je per activiteit in). Deze keuze geldt hier dus niet.',
    firstCome: {
      closing: 'Geen uiterste datum: de plaats blijft bezet tot er toestemming is',
      date: 'Uiterlijk op een datum: wie dan geen toestemming heeft, verliest de plaats',
    },
    firstComeHint:
      'Bij wie het eerst komt is een inschrijving meteen een plaats: er is geen plaatsing die een wens zonder toestemming overslaat. Met een datum vervalt op die datum elke plaats zonder toestemming; de wachtlijst schuift door.',
  },
  /** The trip page: how many mails the student may still send today, and at none what then. */
  mailsLeft: (n: number) =>
    n > 0
      ? `Vandaag kun je nog ${n} keer een e-mail sturen.`
      : `Je hebt vandaag al ${CONSENT_MAILS_PER_DAY} e-mails gestuurd, het maximum per dag. Morgen kun je weer een e-mail sturen of een ander adres opgeven.`,
  /** The sign-up's dialog: why this student needs a parent's consent for this trip. */
  reasonMinor: (trip: string, firstDay: string) =>
    `Voor ${trip} is toestemming van je ouder of verzorger nodig, omdat je op de eerste dag van de reis (${firstDay}) jonger bent dan 18.`,
  reasonEveryone: (trip: string) =>
    `Voor ${trip} vraagt de school toestemming van een ouder of verzorger van iedere student, ook als je 18 of ouder bent.`,
  sent: (address: string) => `De e-mail aan je ouder/verzorger (${address}) staat klaar.`,
  linkUnknown:
    'Deze link is ongeldig of vervangen door een nieuwere. Gebruik de hele link uit de nieuwste e-mail, of vraag de student om een nieuwe e-mail.',
  linkUsed: 'Via deze link is al geantwoord. Een antwoord kan maar één keer worden gegeven.',
  linkExpired:
    'Deze link is verlopen (hij werkt 14 dagen). Vraag de student om een nieuwe e-mail te sturen.',
  typeName: 'Typ uw naam om toestemming te geven.',
  thanksGiven: 'Dank u wel: uw toestemming is vastgelegd.',
  thanksRefused: 'Uw antwoord is vastgelegd: u geeft geen toestemming.',
  /** The parent's page: the question before a refusal is sent (an answer is final). */
  refuseTitle: 'Geen toestemming geven?',
  refuseQuestion: (student: string, trip: string) =>
    `U geeft geen toestemming voor ${student} om mee te gaan met ${trip}. Dit antwoord is definitief: u kunt het daarna niet meer veranderen via deze link.`,
  /** The parent's page after the answer: what happens now. */
  answerRecorded: 'Antwoord vastgelegd',
  afterGiven: (student: string) =>
    `${student} ziet in de app dat u toestemming hebt gegeven. U kunt deze pagina sluiten.`,
  afterRefused: (student: string) =>
    `${student} ziet in de app dat u geen toestemming hebt gegeven; zonder toestemming kan ${student} niet mee op deze reis. Wilt u uw antwoord toch veranderen? Neem dan contact op met de school.`,
  reminded: (n: number) =>
    n === 1 ? 'Eén herinnering staat klaar.' : `${n} herinneringen staan klaar.`,
  /** Why a wish was not placed (the placement's reason, the fairness report). */
  notPlaced: (trip: string, state: string) =>
    `Je wens ${trip} telt niet mee in de plaatsing: er is geen toestemming van je ouder/verzorger (${state}).`,
  /**
   * 'By a date after the placement' (a round's consent deadline): the place holds only with
   * consent by then (the placement's reason, the student's page, the placement mail).
   */
  holdsOnlyWith: (trip: string, deadline: string) =>
    `Je plaats bij ${trip} blijft alleen als je ouder/verzorger uiterlijk ${byDeadline(deadline)} toestemming geeft.`,
  /** The student's mail when the place went at the deadline. */
  freedSubject: (trip: string) => `Je plaats bij ${trip} is vervallen`,
  freedLines: (trip: string, deadline: string, state: string) => [
    `Je ouder/verzorger had uiterlijk ${byDeadline(deadline)} toestemming moeten geven voor ${trip}. Die toestemming is er niet (${state}), dus je plaats is vervallen en gaat naar de volgende op de wachtlijst.`,
    'Heb je vragen? Neem contact op met je mentor of de organisatie van de reis.',
  ],
} as const
