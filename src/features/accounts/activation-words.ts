/** The Accounts page's words about activation (issue 24). */
export const activationWords = {
  stateHeader: 'Status',
  stateFilter: 'Status',
  allStates: 'Alle statussen',
  inactive: 'Niet geactiveerd',
  active: 'Actief',
  gradeFilter: 'Mentor/Coach',
  allGrades: 'Alle',
  select: 'Selecteren',
  selectRow: (name: string) => `${name} selecteren`,
  selectShown: (n: number) => `Alle getoonde selecteren (${n})`,
  selected: (n: number) => `${n} geselecteerd`,
  clearSelection: 'Selectie wissen',
  scope: (selected: number) =>
    selected > 0 ? 'Voor de geselecteerde accounts:' : 'Voor de getoonde accounts:',
  resend: 'Activatiemail opnieuw sturen',
  resendCount: (n: number) => `Activatiemail opnieuw sturen (${n})`,
  resendTitle: 'Activatiemail opnieuw sturen',
  resendConfirm: (n: number, name?: string) =>
    name
      ? `${name} krijgt een nieuwe activatiemail. Een eerdere activatielink werkt daarna niet meer.`
      : `${n} ${n === 1 ? 'account dat nog niet geactiveerd is, krijgt' : 'accounts die nog niet geactiveerd zijn, krijgen'} een nieuwe activatiemail. Eerdere activatielinks werken daarna niet meer.`,
  resendSend: 'Versturen',
  resent: (sent: number, skipped: number) =>
    `${sent} ${sent === 1 ? 'activatiemail' : 'activatiemails'} klaargezet${skipped ? `; ${skipped} overgeslagen (al actief of geen e-mailadres)` : ''}.`,
  codes: 'Inlogcodes afdrukken',
  codesCount: (n: number) => `Inlogcodes afdrukken (${n})`,
  codesTitle: 'Inlogcodes afdrukken',
  codesConfirm: (n: number) =>
    `Er komt een PDF met een inlogcode voor ${n} ${n === 1 ? 'student' : 'studenten'} die nog niet geactiveerd ${n === 1 ? 'is' : 'zijn'}, één per blok om uit te knippen. Een code werkt één keer en 14 dagen; eerdere codes van deze studenten werken daarna niet meer.`,
  codesMake: 'PDF maken',
  codesDone: (n: number) =>
    `De PDF met ${n} ${n === 1 ? 'inlogcode' : 'inlogcodes'} is klaar. Bewaar hem niet langer dan nodig: de codes geven toegang tot de accounts.`,
  codesDownload: 'PDF downloaden',
  nothingToDo: 'Geen accounts die nog niet geactiveerd zijn.',
} as const
