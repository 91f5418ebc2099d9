/**
 * The words of signing up (detail and list pages, the student's own subscriptions): part of the
 * message catalogue (domain/messages/general.ts), kept apart because only lazily loaded code uses them,
 * so they stay off the first page. SPEC.md §8's strings are used verbatim.
 */
export const subscriptionMessages = {
  errorPrefix: 'Error occurred:',
  subscribe: 'Inschrijven',
  unsubscribe: 'Uitschrijven',
  heading: 'Inschrijven',
  loginToSubscribe: 'Log in om je in te schrijven',
  loginInvitation: 'Wil je je inschrijven? Log dan eerst in met je studentnummer.',
  subscribed: (preference: number | null) =>
    preference === null
      ? 'Je bent ingeschreven.'
      : `Je bent ingeschreven met voorkeur ${preference}.`,
  notSubscribed: 'Je bent nog niet ingeschreven.',
  /** 'Eerlijke start': a sign-up in the first seconds after opening waits for the draw. */
  queued: 'Je staat in de rij…',
  queuedUntil: (time: string) =>
    `Iedereen die zich in de eerste seconden na de opening inschrijft, maakt evenveel kans: om ${time} wordt de volgorde geloot.`,
  queuedPosition: (position: number) =>
    position === 1
      ? 'Je bent nu aan de beurt.'
      : `Er ${position === 2 ? 'is' : 'zijn'} nog ${position - 1} ${position === 2 ? 'aanvraag' : 'aanvragen'} voor je.`,
  queueWon: 'Loting eerlijke start: gelukt, je bent ingeschreven.',
  queueLost: (reason: string) => `Loting eerlijke start: niet gelukt. ${reason}`,
  full: 'Vol: inschrijven kan niet meer.',
  subscribedBadge: (preference: number | null) =>
    preference === null ? 'Ingeschreven' : `Ingeschreven · voorkeur ${preference}`,
  acceptTerms: 'Accepteren',
  cancel: 'Annuleren',
  termsIntro: 'Lees de voorwaarden. Je schrijft je in zodra je ze accepteert.',
  mine: 'Mijn inschrijvingen',
  noneInScope: 'Nog geen inschrijvingen.',
  preference: (rank: number) => `Voorkeur ${rank}`,
  moveUp: 'Hoger',
  moveDown: 'Lager',
  moveUpLabel: (name: string) => `Hoger: ${name} een voorkeur omhoog`,
  moveDownLabel: (name: string) => `Lager: ${name} een voorkeur omlaag`,
  reorderHint: 'Voorkeur 1 is je eerste keus. Verander de volgorde met Hoger en Lager.',
  points: 'Punten',
  pointsNotCounted: (label: string) => `${label} tellen niet mee voor je punten.`,
} as const
