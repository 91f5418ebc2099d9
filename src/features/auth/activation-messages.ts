/** The words of the activation and reset pages (loaded with those pages only). */
export const activationMessages = {
  activateTitle: 'Account activeren',
  activateIntro: 'Kies een eigen wachtwoord voor je account. Daarna ben je meteen ingelogd.',
  codeIntro:
    'Heb je van school een brief met een inlogcode gekregen? Vul je studentnummer en de code in en kies een wachtwoord.',
  withCode: 'Ik heb een inlogcode',
  withLink: 'Ik heb een link uit een e-mail',
  number: 'Studentnummer',
  code: 'Inlogcode',
  codeHint: 'De code van 10 tekens uit je brief; streepjes en hoofdletters maken niet uit',
  password: 'Nieuw wachtwoord',
  passwordHint: 'Minstens 10 tekens. Een zin van een paar woorden is goed te onthouden.',
  repeat: 'Herhaal het wachtwoord',
  mismatch: 'De wachtwoorden zijn niet gelijk.',
  activate: 'Account activeren',
  resetTitle: 'Nieuw wachtwoord kiezen',
  resetIntro: 'Kies een nieuw wachtwoord. Op andere apparaten word je daarna uitgelogd.',
  reset: 'Wachtwoord opslaan',
  noLink:
    'Open deze pagina met de link uit je e-mail. Is je link verlopen of gebruikt? Vraag hieronder een nieuwe aan.',
  askTitle: 'Nieuwe link aanvragen',
  askIntro:
    'Vul je studentnummer of e-mailadres in. Je krijgt een nieuwe link op het e-mailadres van je account.',
  askLogin: 'Studentnummer of e-mailadres',
  ask: 'Nieuwe link sturen',
  toAccount: 'Naar mijn account',
  toHome: 'Naar de startpagina',
} as const
