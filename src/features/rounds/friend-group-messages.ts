/** What students and admins read about friend groups (issue 27). */
export const friendGroupMessages = {
  heading: 'Samen met vrienden',
  intro:
    'Wil je samen met vrienden geplaatst worden? Nodig ze uit met hun leerlingnummer (hoogstens 3). Een groep heeft één gedeelde wensenlijst en wordt samen geplaatst, of niet.',
  number: 'Leerlingnummer van je vriend',
  invite: 'Uitnodigen',
  invited: 'Uitnodiging verstuurd',
  invitation: (by: string, members: string[]) =>
    `${by} nodigt je uit voor een groep met ${members.join(', ')}.`,
  invitations: 'Uitnodigingen',
  accept: 'Aannemen',
  decline: 'Afslaan',
  yourGroup: 'Jouw groep',
  you: 'jij',
  pending: 'uitgenodigd',
  sharedWishes: 'Gedeelde wensen',
  sharedHint:
    'Zolang je in een groep zit, telt voor de plaatsing deze gedeelde lijst, niet je eigen wensen. Elk lid kan hem wijzigen.',
  noWishes: 'Nog geen gedeelde wensen.',
  wish: (rank: number, name: string) => `${rank}. ${name}`,
  up: (name: string) => `${name} hoger`,
  down: (name: string) => `${name} lager`,
  remove: (name: string) => `${name} weghalen`,
  addLabel: 'Wens toevoegen',
  add: 'Toevoegen',
  leave: 'Groep verlaten',
  leaveTitle: 'Groep verlaten?',
  leaveText:
    'Je wordt dan weer op je eigen wensen geplaatst. Blijft er één lid over, dan is er geen groep meer.',
  closed: 'De inschrijving is gesloten: je groep blijft zoals hij is.',
  admin: {
    heading: 'Vriendengroepen',
    none: 'Nog geen groepen in deze ronde.',
    caption: (scope: string) => `Vriendengroepen ${scope}`,
    members: 'Leden',
    wishes: 'Gedeelde wensen',
    state: (state: 'member' | 'invited') => (state === 'member' ? '' : ' (uitgenodigd)'),
    dissolve: 'Groep opheffen',
    dissolveTitle: 'Groep opheffen?',
    dissolveText: (members: string) =>
      `De groep van ${members} wordt opgeheven. Ieder wordt dan op de eigen wensen geplaatst.`,
    dissolved: 'Groep opgeheven',
    fallback: 'Een groep die niet samen past, los plaatsen (elk lid op de gedeelde wensen)',
    fallbackSaved: 'Instelling opgeslagen',
    actions: 'Acties',
  },
  outcome: {
    optimality: (text: string) => `Optimaliteit: ${text}`,
    groupsTogether: (together: number, total: number) =>
      `Groepen samen geplaatst: ${together} van ${total}`,
    groupsSplit: (n: number) => `los geplaatst: ${n}`,
    group: (members: string, where: string) => `${members}: ${where}`,
    notTogether: 'niet samen geplaatst',
    split: 'los geplaatst',
    cancelled: 'Gaat niet door (onder het minimum)',
    wentTo: (name: string, n: number) => `${n} naar ${name}`,
    noPlace: 'geen plaats',
    gapWarning: (text: string) =>
      `Let op: deze plaatsing is ${text}. De solver had niet genoeg tijd om te bewijzen dat niets beter kan. Publiceer alleen als dat goed genoeg is, of bereken opnieuw.`,
  },
} as const
