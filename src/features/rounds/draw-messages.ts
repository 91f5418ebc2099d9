/**
 * The verifiable draw and the fairness report (docs/rounds.md "De loting controleren"): what
 * students and parents read in the round notice, and what admins read on Inschrijfrondes.
 */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const drawMessages = {
  committed: (at: string) => `De loting ligt vast sinds ${at}. Controlegetal (SHA-256):`,
  commitmentHelp:
    'Dit getal is de SHA-256 van "seed:nonce". De seed en nonce worden bij het publiceren getoond; wie ze dan samen hasht, krijgt precies dit getal: de loting is dus niet achteraf gekozen.',
  revealed: (seed: number, nonce: string) =>
    `Bij het publiceren getoond: seed ${seed}, nonce ${nonce}.`,
  preview: {
    practice: (seed: number | null) =>
      `Proefloting${seed === null ? '' : ` (seed ${seed})`}: de inschrijving is nog open. Na de sluiting rekent de plaatsing met de vastgelegde seed.`,
    fixed: 'Loting: de vastgelegde seed (die wordt bij het publiceren getoond).',
  },
  exportVerification: 'Exporteren voor controle',
  exportHelp:
    'Een JSON-bestand met de geanonimiseerde wensen, plaatsen, minimums, groepen, vastzettingen, het beleid, de seed en de uitkomst. Iedereen kan de plaatsing er met npm run placement:verify BESTAND mee narekenen.',
  exportFileName: (scope: string, day: string) => `controle-plaatsing-${scope}-${day}.json`,
  exported: 'Het controlebestand is gedownload.',
  failed: (detail: string) => `Dat lukte niet: ${detail}`,
  fairness: {
    heading: 'Eerlijkheid',
    envy: 'Studenten met gegronde afgunst',
    envyHelp:
      'Gegronde afgunst: iemand met een slechter lotnummer kreeg een activiteit die deze student hoger op de lijst had.',
    cancelled: 'Niet door (onder het minimum)',
    cancelledLine: (name: string, minimum: number | null, wished: number) =>
      `${name}: ${plural(wished, 'wens', 'wensen')}${minimum ? `, minimum ${minimum}` : ''}`,
    none: 'geen',
    withoutConsent: 'Niet meegeteld: geen toestemming ouder/verzorger',
    withoutConsentLine: (name: string, students: number, states: string) =>
      `${name}: ${plural(students, 'student', 'studenten')} (${states})`,
    balanceMoved: 'Verschoven door de balans',
    balanceNoneMoved: 'Niemand is verschoven door de balans.',
    balanceMovedCaption: (policy: string) => `Verschoven door de balans: ${policy}`,
    balanceMovedLine: (student: string, trip: string, reason: string) =>
      `${student}, ${trip}: ${reason}`,
    student: 'Student',
    trip: 'Activiteit',
    reason: 'Reden',
    perClass: (policy: string) => `Per klas: ${policy}`,
    className: 'Klas',
    noClass: '(geen klas)',
    students: 'Studenten',
    rank: (rank: number) => `${rank}e keus`,
    pinned: 'Vastgezet',
    leftover: 'Vrije plaats',
    unplaced: 'Geen plaats',
    policy: 'Beleid',
    pdf: 'Exporteren als PDF',
    pdfFileName: (scope: string, day: string) => `eerlijkheid-plaatsing-${scope}-${day}.pdf`,
    pdfTitle: (scope: string) => `Eerlijkheidsrapport plaatsing ${scope}`,
    pdfMade: (at: string) => `Gemaakt op ${at}`,
    pdfPreview: 'Berekening (nog niet gepubliceerd)',
    pdfPublished: (at: string) => `Gepubliceerd op ${at}`,
    pdfSeed: (seed: number | null) =>
      seed === null ? 'Seed: vastgelegd, wordt bij het publiceren getoond' : `Seed: ${seed}`,
    pdfCommitment: (hash: string) => `Controlegetal (SHA-256 van seed:nonce): ${hash}`,
    pdfHistogram: 'Verdeling van de wensen',
  },
}
