import type { PlacementPolicyName } from '~contract/schemas/rounds'

/**
 * What students, parents and visitors read about a round (docs/rounds.md). Its own
 * catalogue beside domain/messages/general.ts: only the list, detail and account pages load it, so the
 * first page (whose catalogue that is) carries none of it. The admin page's words are in
 * domain/messages/admin.ts.
 */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The policies by their Dutch names (the issue's words). */
export const policyNames: Record<PlacementPolicyName, string> = {
  'rank-maximal': 'Meeste eerste keuzes',
  'minimise-worst': 'Niemand ver weg',
  lottery: 'Loting',
}

export const roundMessages = {
  /** An excursion's fields that rounds brought (lists and detail pages). */
  excursion: {
    places: (places: number) => plural(places, 'plaats', 'plaatsen'),
    returnDate: 'Terugkomst',
    minimum: 'Minimum',
    minimumCount: (n: number) => plural(n, 'deelnemer', 'deelnemers'),
    /** A trip's class share (the balance): its page and the admins' list. */
    classShare: 'Per klas',
    classShareText: (share: number, most: number | null) =>
      `Hoogstens ${share}% van de plaatsen${most === null ? '' : ` (${plural(most, 'plaats', 'plaatsen')})`}`,
    classShareShort: (share: number) => `hoogstens ${share}% per klas`,
  },
  notice: {
    label: (scope: string) => `Inschrijving ${scope}`,
    window: (from: string, to: string) => `Inschrijven kan van ${from} tot ${to}.`,
    from: (from: string) => `Inschrijven kan vanaf ${from}.`,
    until: (to: string) => `Inschrijven kan tot ${to}.`,
    notYetOpen: 'Nog niet geopend',
    open: 'Nu open',
    closed: 'Gesloten',
    opensIn: (text: string) => `Opent over ${text}`,
    lessThanAMinute: 'minder dan een minuut',
    duration: (hours: number, minutes: number) =>
      [
        hours > 0 ? plural(hours, 'uur', 'uur') : '',
        minutes > 0 ? plural(minutes, 'minuut', 'minuten') : '',
      ]
        .filter(Boolean)
        .join(' en '),
    preference:
      'Je geeft je wensen op in volgorde van voorkeur (voorkeur 1 is je eerste keus). Een wens is nog geen plaats: na de sluiting plaatst de school iedereen tegelijk.',
    wishRange: (min: number, max: number | null) =>
      max === null
        ? `Geef minstens ${plural(min, 'wens', 'wensen')} op.`
        : min > 0
          ? `Geef ${min === max ? plural(max, 'wens', 'wensen') : `${min} tot ${max} wensen`} op.`
          : `Geef hoogstens ${plural(max, 'wens', 'wensen')} op.`,
    wishesNeeded: (given: number, needed: number) =>
      `Je hebt ${plural(given, 'wens', 'wensen')} opgegeven; er ${needed === 1 ? 'is' : 'zijn'} nog ${plural(needed, 'wens', 'wensen')} nodig.`,
    wishesEnough: (given: number) => `Je hebt ${plural(given, 'wens', 'wensen')} opgegeven.`,
    howItWorks: 'Hoe werkt de plaatsing?',
    published: 'De plaatsing is bekend.',
  },
  placement: {
    heading: 'Plaatsing',
    placedAt: (name: string, rank: number | null) =>
      rank === null ? `Geplaatst bij ${name}` : `Geplaatst bij ${name} (jouw ${rank}e keuze)`,
    notPlaced: 'Niet geplaatst',
    waitingLists: 'Je staat op de wachtlijst van:',
    waitingAt: (name: string, position: number) => `${name} (plaats ${position})`,
    noWaitingLists: 'Je staat op geen wachtlijst.',
    chipPlaced: 'Geplaatst',
    chipWish: (rank: number) => `Wens ${rank}`,
    chipWaiting: (position: number) => `Wachtlijst · plaats ${position}`,
    dropped: 'Gaat niet door',
  },
  waiting: {
    join: 'Op de wachtlijst',
    takePlace: 'Plaats nemen',
    leave: 'Van de wachtlijst af',
    position: (position: number) => `Je staat op plaats ${position} van de wachtlijst.`,
    hint: 'Op de wachtlijst krijg je een plaats die vrijkomt vanzelf, als je bovenaan staat.',
    freeAfterPlacement:
      'Hier is nog plaats. Neem je die, dan vervalt je plaats bij een andere activiteit van dit soort.',
    closed: 'De inschrijving is gesloten.',
    notYetOpen: 'De inschrijving is nog niet geopend.',
    placed: 'Je bent hier geplaatst.',
    wish: (rank: number) => `Dit is je wens ${rank}.`,
  },
  /** The page 'Hoe werkt de plaatsing?', for students and parents: plain Dutch. */
  howItWorks: {
    title: 'Hoe werkt de plaatsing?',
    intro:
      'Bij sommige inschrijvingen geldt niet "wie het eerst komt, het eerst maalt". Je geeft dan wensen op, en na de sluiting verdeelt de school alle plaatsen tegelijk. Op deze pagina lees je hoe dat gaat.',
    inUseHeading: 'Wat geldt nu?',
    inUse: (scope: string, policy: string) => `${scope}: plaatsing volgens "${policy}".`,
    noneInUse: 'Op dit moment loopt er geen inschrijving met wensen en plaatsing.',
    steps: [
      {
        heading: '1. Je geeft wensen op',
        text: 'Zolang de inschrijving open is, kies je de activiteiten of reizen die je wilt. Je zet ze in volgorde: voorkeur 1 is wat je het liefst wilt. Je kunt de volgorde veranderen tot de inschrijving sluit. Een wens is nog geen plaats, dus je kunt ook iets kiezen waar meer mensen heen willen dan er plaatsen zijn.',
      },
      {
        heading: '2. Het maakt niet uit wanneer je je wensen opgeeft',
        text: 'Wie op de eerste dag inschrijft, heeft geen voorsprong op wie op de laatste dag inschrijft. Alleen je wensen en hun volgorde tellen.',
      },
      {
        heading: '3. Na de sluiting verdeelt de school de plaatsen',
        text: 'De computer verdeelt alle plaatsen tegelijk, zo dat zoveel mogelijk studenten een plaats krijgen. Een trip heeft soms een minimum aantal deelnemers. Komen er te weinig, dan gaat die trip niet door en word je geplaatst bij een andere wens van je.',
      },
      {
        heading: '4. Je ziet waar je bent geplaatst',
        text: 'Na het publiceren zie je op je accountpagina en bij de activiteiten waar je bent geplaatst, bijvoorbeeld "Geplaatst bij Stedenreis Berlijn (jouw 2e keuze)".',
      },
    ],
    policiesHeading: 'De manieren van verdelen',
    policies: {
      'rank-maximal':
        'Zoveel mogelijk studenten krijgen hun eerste keus. Daarna zoveel mogelijk hun tweede keus, en zo verder.',
      'minimise-worst':
        'Niemand moet ver van zijn wensen af uitkomen. De school kijkt eerst wat de slechtste plek is die iemand krijgt, en maakt die zo goed mogelijk. Daarna krijgt iedereen samen zo goed mogelijke keuzes.',
      lottery:
        'Er wordt geloot. Wie het laagste lotnummer heeft, kiest als eerste: die krijgt zijn hoogste wens waar nog plaats is. Dan het volgende nummer, en zo verder.',
    } satisfies Record<PlacementPolicyName, string>,
    lotteryHeading: 'De loting',
    lottery: [
      'Soms willen meer studenten een plaats dan er zijn, en is elke verdeling even goed. Dan beslist een loting. Iedere student krijgt een lotnummer. Wie een lager nummer heeft, krijgt de betere wens als dat kan.',
      'De lotnummers worden door de computer getrokken, met een startgetal (de "seed") dat de school bewaart. Met dezelfde wensen en hetzelfde startgetal komt er altijd precies dezelfde verdeling uit. Zo kan de school laten zien dat niemand de uitslag heeft veranderd. Iedereen heeft dezelfde kans: ook de school kan de loting niet sturen.',
      'Het startgetal ligt vast zodra de ronde klaarstaat. De melding van de ronde toont vanaf dan een controlegetal (de SHA-256 van het startgetal). Bij het publiceren wordt het startgetal zelf getoond: wie het narekent, ziet dat het niet achteraf is gekozen. De school kan ook een bestand zonder namen maken waarmee iedereen de hele verdeling kan narekenen.',
    ],
    waitingHeading: 'Geen plaats, of liever een andere?',
    waiting: [
      'Kreeg je geen plaats, dan sta je op de wachtlijst van je wensen die vol zijn. Komt er een plaats vrij, bijvoorbeeld omdat iemand zich uitschrijft, dan krijg je die plaats vanzelf als je bovenaan staat. Je ziet dat de volgende keer dat je de site bekijkt.',
      'Ben je wel geplaatst, maar wil je liever naar een andere activiteit die vol is? Zet je dan op de wachtlijst daarvan. Krijg je die plaats, dan vervalt je oude plaats.',
      'Op of na de dag van de activiteit schuift niemand meer door.',
    ],
    questions: 'Vragen? Kijk bij Contact.',
  },
} as const
