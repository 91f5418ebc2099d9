/**
 * The admin screens' words (excursion management, subscription overviews, accounts): part of the
 * message catalogue (messages.ts), kept apart because only lazily loaded code uses them, so they
 * stay off the first page.
 */
export const adminMessages = {
  /** The confirmation before an action that cannot be undone (ConfirmDialog). */
  confirm: {
    cancel: 'Annuleren',
  },
  excursionAdmin: {
    add: 'Toevoegen',
    edit: 'Bewerken',
    delete: 'Verwijderen',
    deleteAll: 'Alles verwijderen',
    editLabel: (name: string) => `Bewerken: ${name}`,
    deleteLabel: (name: string) => `Verwijderen: ${name}`,
    deleteAllLabel: (scope: string) => `Alles verwijderen: ${scope}`,
    addTitle: 'Activiteit toevoegen',
    editTitle: (name: string) => `${name} bewerken`,
    save: 'Opslaan',
    cancel: 'Annuleren',
    fields: {
      name: 'Naam',
      scope: 'Soort',
      hours: 'Punten',
      datetime: 'Datum',
      location: 'Locatie',
      description: 'Beschrijving',
      capacity: 'Maximaal aantal plaatsen',
      minimum: 'Minimum aantal deelnemers',
      returnDate: 'Terugkomst',
      classShare: 'Maximaal aandeel per klas (%)',
      keptPlaces: 'Vastgehouden plaatsen',
      keptClasses: 'Vastgehouden voor klassen',
      keptStudents: 'Vastgehouden voor leerlingnummers',
      consent: 'Toestemming ouder/verzorger nodig',
    },
    classShareHint:
      'Hoogstens dit deel van de plaatsen gaat naar één klas (Mentor/Coach). Leeg laten voor geen maximum',
    keptHint: "Tot de plaatsing alleen voor deze groep; meerdere met komma's ertussen",
    capacityHint: 'Leeg laten voor geen maximum',
    minimumHint:
      'Bij een plaatsing op voorkeur: minder deelnemers, dan gaat het niet door. Leeg laten voor geen minimum',
    returnDateHint:
      'Voor reizen: het paspoort of de ID-kaart moet 3 maanden na terugkomst nog geldig zijn',
    deleteTitle: (name: string) => `${name} verwijderen?`,
    deleteText: (name: string, subscriptions: number) =>
      `${name} wordt verwijderd, met ${subscriptions} ${subscriptions === 1 ? 'inschrijving' : 'inschrijvingen'}. Dit kan niet ongedaan worden gemaakt.`,
    deleteAllTitle: (scope: string) => `Alles verwijderen uit ${scope}?`,
    deleteAllText: (scope: string, excursions: number, subscriptions: number) =>
      `Alle ${excursions} ${excursions === 1 ? 'activiteit' : 'activiteiten'} van ${scope} worden verwijderd, met ${subscriptions} ${subscriptions === 1 ? 'inschrijving' : 'inschrijvingen'}. Dit kan niet ongedaan worden gemaakt.`,
    typeToConfirm: (word: string) => `Typ ${word} om te bevestigen`,
    deleted: (name: string) => `${name} is verwijderd.`,
    deletedAll: (scope: string) => `Alles uit ${scope} is verwijderd.`,
    failed: 'Verwijderen is mislukt:',
  },
  overview: {
    filters: 'Filters',
    search: 'Zoeken op studentnummer of naam',
    excursion: 'Activiteit',
    mentor: 'Mentor/Coach',
    all: 'Alle',
    /** A filter value from the URL that none of the options has (shown, never as 'Alle'). */
    unknownOption: (value: string) => `${value} (niet in de lijst)`,
    firstChoices: 'Alleen eerste keuzes',
    placed: 'Geplaatst',
    placedOptions: { true: 'Ja', false: 'Nee' },
    export: 'Exporteren',
    unsubscribeAll: 'Alle inschrijvingen verwijderen',
    unsubscribeAllTitle: 'Alle inschrijvingen verwijderen?',
    unsubscribeAllText: (count: number, scopes: string) =>
      `${count} ${count === 1 ? 'inschrijving' : 'inschrijvingen'} van ${scopes} worden verwijderd. Dit kan niet ongedaan worden gemaakt.`,
    unsubscribeAllWord: 'VERWIJDER',
    unsubscribeAllType: 'Typ VERWIJDER om te bevestigen',
    unsubscribedAll: (count: number) =>
      `${count} ${count === 1 ? 'inschrijving' : 'inschrijvingen'} verwijderd.`,
    unsubscribe: 'Uitschrijven',
    unsubscribeLabel: (name: string, excursion: string) => `Uitschrijven: ${name} van ${excursion}`,
    unsubscribeTitle: 'Student uitschrijven?',
    unsubscribeText: (name: string, excursion: string) =>
      `${name} wordt uitgeschreven van ${excursion}.`,
    unsubscribed: (name: string) => `${name} is uitgeschreven.`,
    paidLabel: (name: string, excursion: string) => `Betaald: ${name}, ${excursion}`,
    summary: 'Per activiteit',
    table: 'Inschrijvingen',
    shown: (shown: number, total: number) => `${shown} van ${total} inschrijvingen`,
    loading: 'Inschrijvingen worden geladen',
    noCapacity: 'geen maximum',
    columns: {
      number: 'Studentnummer',
      name: 'Naam',
      mentor: 'Mentor/Coach',
      excursion: 'Activiteit',
      scope: 'Soort',
      preference: 'Voorkeur',
      timestamp: 'Ingeschreven op',
      placed: 'Geplaatst',
      paid: 'Betaald',
      consent: 'Toestemming',
      actions: 'Acties',
      count: 'Inschrijvingen',
      firstChoices: 'Eerste keuze',
      capacity: 'Plaatsen',
    },
  },
  accounts: {
    title: 'Accounts',
    search: 'Zoeken op nummer, naam of e-mail',
    roleFilter: 'Rol',
    allRoles: 'Alle rollen',
    incompleteFilter: 'Alleen onvolledige profielen',
    tableLabel: 'Accounts',
    shownCount: (shown: number, total: number) =>
      shown === total ? `${total} accounts` : `${shown} van ${total} accounts`,
    add: 'Account toevoegen',
    edit: 'Account bewerken',
    import: 'Importeren',
    deleteStudents: 'Alle studenten verwijderen',
    actionsFor: (name: string) => `Acties voor ${name}`,
    editAction: 'Bewerken',
    newPassword: 'Nieuw wachtwoord',
    delete: 'Verwijderen',
    cancel: 'Annuleren',
    close: 'Sluiten',
    save: 'Opslaan',
    saved: (name: string) => `Account van ${name} opgeslagen`,
    added: (name: string) => `Account van ${name} toegevoegd`,
    firstNameRequired: 'Vul een voornaam in',
    lastNameRequired: 'Vul een achternaam in',
    emailRequired: 'Vul een e-mailadres in',
    emailInvalid: 'Vul een geldig e-mailadres in',
    numberInvalid: 'Een studentnummer bestaat uit zes cijfers',
    gradeRequired: 'Vul de mentor/coach in',
    pointsInvalid: 'Punten is een heel getal van 0 of meer',
    loginIdHint: 'Het e-mailadres wordt de gebruikersnaam.',
    newPasswordTitle: 'Nieuw wachtwoord',
    newPasswordIntro: (name: string) =>
      `${name} kiest het nieuwe wachtwoord zelf; niemand anders krijgt het te zien.`,
    newPasswordByMail: (name: string, to: string, active: boolean) =>
      active
        ? `We sturen ${name} een e-mail (aan ${to}) met een link om een nieuw wachtwoord te kiezen. De link werkt één keer en 1 uur lang; tot dan blijft het huidige wachtwoord werken.`
        : `We sturen ${name} een nieuwe activatiemail (aan ${to}) met een link om een wachtwoord te kiezen. De link werkt één keer en 7 dagen lang.`,
    newPasswordByCode: (name: string) =>
      `Krijgt ${name} geen e-mail van school? Druk dan een inlogcode af en geef die persoonlijk: met het studentnummer en de code kiest ${name} op de pagina Account activeren zelf een wachtwoord. De code werkt één keer en 14 dagen lang.`,
    /** Issue 43: a printed code only opens an account nobody uses yet. */
    newPasswordNoCode: (name: string) =>
      `Een inlogcode kan alleen voor een student die het account nog niet heeft geactiveerd. ${name} kiest een nieuw wachtwoord met de link uit de e-mail, of met 'Wachtwoord vergeten' bij Inloggen.`,
    newPasswordNoWay:
      'Dit account heeft geen e-mailadres en geen studentnummer: er kan geen link of inlogcode heen.',
    newPasswordMail: 'E-mail sturen',
    newPasswordPrint: 'Inlogcode afdrukken',
    newPasswordCodeDone: (name: string) =>
      `De PDF met de inlogcode van ${name} is klaar. Geef hem persoonlijk en bewaar hem niet: de code geeft toegang tot het account. Het huidige wachtwoord werkt tot de code gebruikt is.`,
    deleteTitle: 'Account verwijderen',
    deleteConfirm: (name: string) =>
      `Weet je zeker dat je het account van ${name} wilt verwijderen? Het profiel en alle inschrijvingen verdwijnen ook.`,
    deleted: (name: string) => `Account van ${name} verwijderd`,
    forgetDevice: {
      action: 'Apparaat vergeten',
      title: 'Apparaat vergeten',
      confirm: 'Apparaat vergeten',
      question: (name: string) =>
        `De tweestapsverificatie van ${name} gaat uit: de volgende keer logt ${name} in met alleen het wachtwoord en stelt een nieuw apparaat in. Doe dit alleen als je zeker weet dat het om ${name} zelf gaat.`,
      done: (name: string) => `Het apparaat van ${name} is vergeten.`,
    },
    deleteStudentsConfirm: (students: number, subscriptions: number) =>
      `Dit verwijdert ${students} ${students === 1 ? 'student' : 'studenten'} en ${subscriptions} ${subscriptions === 1 ? 'inschrijving' : 'inschrijvingen'}. Medewerkers blijven bestaan. Dit kan niet ongedaan worden gemaakt.`,
    deleteStudentsWord: 'VERWIJDER',
    deleteStudentsType: 'Typ VERWIJDER om te bevestigen',
    /** The counts when the server gave them. */
    studentsDeleted: (students: number | null, subscriptions: number | null) =>
      students === null
        ? 'Alle studenten zijn verwijderd'
        : `${students} ${students === 1 ? 'student' : 'studenten'}${subscriptions === null ? '' : ` en ${subscriptions} ${subscriptions === 1 ? 'inschrijving' : 'inschrijvingen'}`} verwijderd`,
    roles: { student: 'Student', teacher: 'Docent', admin: 'Beheerder' },
    skippedRecords: (users: number, profiles: number) => {
      const parts = [
        users > 0 ? `${users} ${users === 1 ? 'account' : 'accounts'}` : '',
        profiles > 0 ? `${profiles} ${profiles === 1 ? 'profiel' : 'profielen'}` : '',
      ]
      const one = users + profiles === 1
      return `${parts.filter(Boolean).join(' en ')} ${one ? 'kon' : 'konden'} niet worden gelezen en ${one ? 'wordt' : 'worden'} niet getoond.`
    },
  },
  classList: {
    title: 'Klassenlijst importeren',
    intro:
      'Kies een CSV-bestand uit het leerlingvolgsysteem (puntkomma of komma; UTF-8, of Windows-1252 zoals Excel het bewaart). Kolommen: studentnummer, voornaam, tussenvoegsel, achternaam, e-mail, mentor/coach en eventueel telefoon.',
    file: 'CSV-bestand',
    chooseFile: 'Bestand kiezen',
    empty: 'Dit bestand bevat geen regels.',
    missingColumns: (columns: string[]) =>
      `Deze kolommen ontbreken: ${columns.join(', ')}. Gebruik kopjes als Studentnummer, Voornaam, Tussenvoegsel, Achternaam, E-mail, Mentor/Coach en Telefoon.`,
    previewLabel: 'Voorbeeld van de import',
    encoding: (encoding: 'UTF-8' | 'Windows-1252') =>
      encoding === 'UTF-8'
        ? 'Tekenset: UTF-8.'
        : 'Tekenset: Windows-1252. Het bestand is geen geldige UTF-8 (zo bewaart Excel een CSV-bestand); controleer of namen met accenten goed staan.',
    summary: (rows: number, valid: number, existing: number, invalid: number) =>
      `${rows} regels: ${valid} geldig, ${existing} bestaan al (worden overgeslagen), ${invalid} ongeldig.`,
    statusValid: 'Geldig',
    statusExisting: 'Bestaat al, wordt overgeslagen',
    duplicateInFile: (line: number) => `Staat al op regel ${line}`,
    start: (count: number) => `${count} ${count === 1 ? 'account' : 'accounts'} toevoegen`,
    progress: (done: number, total: number) => `${done} van ${total} verwerkt`,
    progressLabel: 'Voortgang van de import',
    stop: 'Stoppen',
    reportTitle: 'Verslag',
    stopped:
      'De import is gestopt. Wat hieronder als toegevoegd staat, is toegevoegd; de rest niet.',
    interrupted: (reason: string) =>
      `De import is afgebroken: ${reason} Wat hieronder als toegevoegd staat, is toegevoegd; de rest niet.`,
    reportAdded: (count: number) => `Toegevoegd: ${count}`,
    reportSkipped: (count: number) => `Overgeslagen (bestaan al): ${count}`,
    reportFailed: (count: number) => `Mislukt: ${count}`,
    reportNotProcessed: (count: number) => `Niet verwerkt: ${count}`,
    addedList: 'Toegevoegde accounts',
    failedList: 'Mislukte regels',
    notProcessedReason: 'Niet verwerkt (import gestopt)',
    downloadFailed: 'Mislukte regels downloaden (CSV)',
    failedFileName: 'import-mislukt.csv',
    reasonColumn: 'Reden',
    lineColumn: 'Regel',
    statusColumn: 'Resultaat',
  },
  /** The content editor and the privacy-policy setting (admins only, lazy). */
  contentEditor: {
    uploadWrongType: (fileName: string) =>
      `${fileName} is geen afbeelding die je kunt uploaden. Kies een PNG-, JPEG-, GIF- of WebP-bestand.`,
    uploadTooLarge: (fileName: string, maxMb: number) =>
      `${fileName} is te groot: een afbeelding mag hoogstens ${maxMb} MB zijn.`,
    save: 'Wijzigingen opslaan',
    saved: 'Wijzigingen opgeslagen',
    editorLabel: (title: string) => `Inhoud van ${title}`,
    invalidLink: 'Vul een geldig adres in: https://…, mailto:…, tel:… of een pad als /contact',
    invalidSize: 'Vul een breedte en hoogte in van 1 tot 5000 pixels',
    policySetting: 'Tekst met het privacybeleid',
    policySettingHelp:
      'De tekst die als privacybeleid wordt getoond en geaccepteerd (standaard Privacybeleid).',
    policySettingSaved: 'Instelling opgeslagen',
    invalidContentName: 'Gebruik alleen kleine letters, cijfers, - en _',
    unknownContentName: (name: string) =>
      `Er is geen tekst met de naam '${name}', of die is leeg. Kies een tekst met inhoud.`,
  },
  /** Beheer > Inschrijfrondes (admins only, lazy). docs/rounds.md. */
  rounds: {
    title: 'Inschrijfrondes',
    intro:
      'Per soort een inschrijfronde: wie het eerst komt (zoals altijd), of wensen opgeven en daarna plaatsen. Tijden zijn Nederlandse tijd.',
    settings: 'Instellingen',
    mode: 'Wijze van inschrijven',
    modes: { 'first-come': 'Wie het eerst komt', preference: 'Voorkeuren en plaatsing' },
    opensAt: 'Inschrijving opent (Nederlandse tijd)',
    closesAt: 'Inschrijving sluit (Nederlandse tijd)',
    windowHint: 'Leeg laten voor geen begin of einde',
    minWishes: 'Minimum aantal wensen',
    maxWishes: 'Maximum aantal wensen',
    maxHint: 'Leeg laten voor geen maximum',
    remindDays: 'Herinnering (dagen voor sluiten)',
    remindHint:
      'Studenten die nog iets missen krijgen zoveel dagen voor de sluiting vanzelf een herinnering; leeg laten voor geen',
    fairStart: 'Eerlijke start',
    fairStartHint:
      'Wie zich in de eerste seconden na de opening inschrijft, komt in een rij; de volgorde wordt geloot (de seed staat in het Logboek). Daarna geldt weer wie het eerst komt.',
    fairStartSeconds: 'Seconden na de opening',
    /** Parents' consent per round (issue 44, docs/consent.md). */
    consentWhen: 'Toestemming ouder/verzorger nodig',
    consentModes: {
      closing: 'Voor het sluiten van de inschrijving',
      date: 'Uiterlijk op een datum na de plaatsing',
    },
    consentHint:
      'Voor het sluiten: een wens zonder toestemming telt niet mee in de plaatsing. Op een datum: ook zonder toestemming geplaatst, maar wie op die datum geen toestemming heeft, verliest de plaats; de wachtlijst schuift door.',
    consentDeadline: 'Toestemming uiterlijk op (Nederlandse tijd)',
    consentDeadlineHint: 'Na de sluiting van de inschrijving',
    consentDeadlineMissing: 'Vul de datum in waarop de toestemming er moet zijn',
    policy: 'Plaatsing volgens',
    save: 'Opslaan',
    saved: 'Opgeslagen',
    invalidTime: 'Vul een geldige datum en tijd in',
    state: { 'not-yet-open': 'Nog niet geopend', open: 'Nu open', closed: 'Gesloten' },
    modeChange:
      'Een andere wijze verandert wat de inschrijvingen zijn: naar voorkeuren worden het wensen (wachtlijsten vervallen), naar wie het eerst komt zijn het weer plaatsen.',
    placement: 'Plaatsing',
    compare: 'Vergelijken',
    withoutWishes: 'Studenten zonder (geplaatste) wensen een vrije plaats geven',
    pins: 'Vastgezet',
    noPins: 'Niemand vastgezet.',
    pin: 'Student vastzetten',
    pinTitle: 'Student vastzetten',
    pinStudent: 'Student',
    pinExcursion: 'Activiteit',
    pinReason: 'Reden',
    pinSave: 'Vastzetten',
    pinRemove: (name: string) => `Vastzetting van ${name} verwijderen`,
    pinLine: (name: string, excursion: string, reason: string) =>
      `${name} → ${excursion} (${reason})`,
    cancel: 'Annuleren',
    calculate: 'Plaatsing berekenen',
    newLottery: 'Nieuwe loting',
    seed: (seed: number) => `Loting (seed): ${seed}`,
    resultsFor: (scope: string) => `Berekende plaatsing voor ${scope}`,
    histogram: 'Verdeling van de wensen',
    rank: (rank: number) => `${rank}e keus`,
    pinned: 'Vastgezet',
    leftover: 'Vrije plaats',
    unplaced: 'Geen plaats',
    total: 'Studenten',
    fill: 'Per activiteit: geplaatst van de plaatsen',
    fillCell: (placed: number, capacity: number | null, minimum: number | null) =>
      `${placed} van ${capacity ?? 'onbeperkt'}${minimum ? ` (min. ${minimum})` : ''}`,
    dropped: 'gaat niet door',
    overCapacity: 'meer dan de plaatsen (vastgezet)',
    unplacedList: 'Zonder plaats, en waarom',
    reasons: {
      'no-wishes': 'geen wensen opgegeven',
      'wishes-full': 'wensen vol',
      'wishes-dropped': 'wensen gaan niet door',
    },
    placedThere: 'geplaatst',
    droppedPins: (policy: string) =>
      `${policy}: deze vastgezette plaatsen gaan niet door, omdat de activiteit het minimum niet haalt. De student is volgens de eigen wensen geplaatst.`,
    droppedPin: (student: string, excursion: string, reason: string) =>
      `${student} bij ${excursion} (reden: ${reason})`,
    more: (count: number) => `en nog ${count}`,
    student: 'Student',
    publish: (policy: string) => `Publiceren: ${policy}`,
    publishTitle: 'Plaatsing publiceren?',
    publishText: (policy: string) =>
      `De plaatsing volgens ${policy} wordt gepubliceerd. Studenten zien daarna waar ze geplaatst zijn; wie geen plaats kreeg, komt op de wachtlijst van zijn volle wensen. Terugdraaien kan tot er daarna iets verandert.`,
    publishConfirm: 'Publiceren',
    publishWhenClosed: 'Publiceren kan pas als de inschrijving gesloten is.',
    published: (at: string, policy: string, seed: number) =>
      `Gepubliceerd op ${at} volgens ${policy} (loting ${seed}).`,
    undo: 'Terugdraaien',
    undoTitle: 'Plaatsing terugdraaien?',
    undoText:
      'De plaatsing vervalt: iedereen heeft weer alleen zijn wensen, en de wachtlijsten van de plaatsing vervallen.',
    undoImpossible:
      'Terugdraaien kan niet meer: na het publiceren is er al iets veranderd (een uitschrijving, een wachtlijst).',
    undone: 'De plaatsing is teruggedraaid.',
    publishedDone: 'De plaatsing is gepubliceerd.',
    failed: (detail: string) => `Dat lukte niet: ${detail}`,
  },
  /** 'Klaar voor de start' (issue 42): what a school checks before it invites students. */
  launch: {
    title: 'Klaar voor de start',
    intro: 'Wat je nakijkt voordat je studenten uitnodigt.',
    loading: 'Klaar voor de start laden',
    done: 'klaar',
    todo: 'nog te doen',
    items: {
      'second-factor': {
        label: 'Tweestapsverificatie ingesteld',
        hint: 'Stel die in op Mijn account.',
      },
      'test-mail': {
        label: 'Testmail verzonden en aangekomen',
        hint: "Vraag voor je eigen account 'Wachtwoord vergeten' aan en kijk of de mail aankomt; Beheer › E-mail laat zien of hij verzonden is (SMTP_URL moet ingesteld zijn).",
      },
      'texts-reviewed': {
        label: 'Privacybeleid en voorwaarden nagelezen',
        hint: "Open elke tekst (onderaan elke pagina), pas hem aan en sla hem op, of kies 'Gecontroleerd'.",
      },
      'app-url-https': {
        label: 'APP_URL begint met https://',
        hint: 'De links in de mails gaan naar APP_URL: zet die op het https-adres van de website.',
      },
      backup: {
        label: 'Reservekopieën ingesteld',
        hint: 'Laat npm run db:backup elke dag draaien (docs/operations.md); de lijst telt een kopie van hoogstens 8 dagen oud.',
      },
      'first-import': {
        label: 'Eerste import gedaan',
        hint: 'Importeer een klassenlijst bij Beheer › Accounts.',
      },
    },
    stillModel: (titles: readonly string[]) => `Nog een voorbeeldtekst: ${titles.join(', ')}.`,
    lastBackup: (at: string) => `Laatste reservekopie: ${at}.`,
    inviteWarning: (titles: readonly string[]) =>
      `Let op: ${titles.join(', ')} ${titles.length === 1 ? 'is' : 'zijn'} nog de voorbeeldtekst van de installatie. Studenten moeten die accepteren: lees ze na en pas ze aan voordat je studenten uitnodigt.`,
    modelNotice:
      "Dit is nog de voorbeeldtekst van de installatie. Pas hem aan en sla hem op, of kies 'Gecontroleerd' als hij zo klopt voor jouw school.",
    reviewed: 'Gecontroleerd',
  },
} as const
