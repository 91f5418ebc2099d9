/**
 * The profile screens' words: part of the message catalogue (domain/messages/general.ts), kept apart
 * because only lazily loaded code uses them (the profile form, the popups, the ID dialog), so
 * they stay off the first page. The quoted strings of SPEC.md §4, §5 and §8 are used verbatim.
 */
/** The profile form and the incomplete-profile popup (SPEC §4, §5). */
export const profileMessages = {
  saved: 'Profiel gewijzigd',
  phoneRequired: 'Vul je telefoonnummer in',
  gradeRequired: 'Vul je mentor/coach in',
  incompleteTitle: 'Vul je profiel aan',
  incompleteIntro:
    'Je profiel is nog niet compleet. Vul de ontbrekende gegevens in en sla ze op om verder te gaan.',
  loadFailed: 'Je gegevens konden niet worden geladen',
  signUpClosed: 'Inschrijven kan pas als je gegevens geladen zijn.',
} as const

/** The passport/ID popup (SPEC §5, §8) and the trips that need it. */
export const idDataMessages = {
  saved: 'Gegevens opgeslagen',
  required: 'Dit veld is verplicht',
  invalidDate: 'Vul een geldige datum in (DD-MM-JJJJ)',
  issueDateFuture: 'De afgiftedatum mag niet in de toekomst liggen',
  issueDateTooOld:
    'Dit document is te oud: de afgiftedatum mag hoogstens 10 jaar min 3 maanden geleden zijn',
  validityTooSoon: 'Het document moet nog minstens 3 maanden geldig zijn',
  validityTooLate: 'De geldigheidsdatum mag hoogstens 10 jaar vooruit liggen',
  validityHint: 'Je document moet nog minstens 3 maanden na terugkomst geldig zijn',
  unknownValue: (value: string) => `Onbekende waarde '${value}': kies opnieuw`,
  validityNeedsIssueDate: 'Kies eerst de afgiftedatum',
  birthDateRange: 'Je geboortedatum moet tussen 100 en 5 jaar geleden liggen',
  complete: 'Je paspoort- of ID-gegevens zijn compleet.',
  incomplete:
    'Je paspoort- of ID-gegevens zijn nog niet (volledig) ingevuld. Die zijn nodig voor een buitenlandreis.',
  /** A trip abroad: the document must be valid 3 months after return (SPEC §5's hint). */
  validityAfterReturn: (validUntil: string, needed: string) =>
    `Let op: je document is geldig tot ${validUntil}. Voor deze reis moet het nog minstens 3 maanden na terugkomst geldig zijn, dus tot ten minste ${needed}.`,
} as const
