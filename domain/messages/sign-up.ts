/**
 * Why a sign-up is refused, in Dutch: the one word list of signUpDecision (domain/sign-up.ts),
 * which the server answers with and the app shows.
 */
export const signUpMessages = {
  notYetOpen: (opens: string) => `Inschrijven kan nog niet: de inschrijving opent ${opens}.`,
  closed: 'De inschrijving is gesloten.',
  published:
    'De plaatsing is al gepubliceerd. Je kunt je nog wel op de wachtlijst van een activiteit zetten.',
  already: 'Je bent al ingeschreven voor deze activiteit.',
  tooManyWishes: (max: number) =>
    `Je kunt hoogstens ${max} ${max === 1 ? 'wens' : 'wensen'} opgeven.`,
  tooManySubscriptions: (max: number) =>
    `Je kunt je hier voor hoogstens ${max} ${max === 1 ? 'activiteit' : 'activiteiten'} inschrijven.`,
  rankRange: (max: number) => `Kies een voorkeur van 1 tot en met ${max}.`,
  idDataFirst:
    'Vul eerst je paspoort- of ID-gegevens volledig in voordat je je voor een reis inschrijft.',
  termsFirst: 'Accepteer eerst de voorwaarden voordat je je inschrijft.',
  full: 'Deze activiteit is vol.',
  classShareFull: (share: number) =>
    `Voor jouw klas is deze activiteit vol: hoogstens ${share}% van de plaatsen gaat naar één klas.`,
  keptPlacesOnly:
    'Deze activiteit is vol: de plaatsen die over zijn worden tot de plaatsing vastgehouden voor een groep waar je niet bij hoort.',
  rankTaken: (rank: number) => `Je hebt voorkeur ${rank} al aan een andere inschrijving gegeven.`,
} as const
