import { LINK_PLACEHOLDER } from '~contract/schemas/activation'
import type { MailState } from './api'

/** The Beheer page E-mail's words. */
export const mailMessages = {
  title: 'E-mail',
  intro:
    'Alle e-mail die de app verstuurt, nieuwste eerst: activatie- en herstellinks, plaatsingen en meldingen. Zonder mailserver (SMTP_URL) blijft de e-mail hier staan en wordt niet verzonden.',
  /** Issue 43: nobody reads a live link here. */
  noLinks: `Een activatie- of herstellink staat alleen in de verzonden e-mail; hier staat '${LINK_PLACEHOLDER}'. Opnieuw versturen maakt een activatiemail met een nieuwe link; een herstelmail vraagt de eigenaar zelf opnieuw aan. Zonder mailserver activeren studenten met een inlogcode.`,
  filter: 'Status',
  all: 'Alle',
  states: {
    pending: 'Wachtend',
    sent: 'Verzonden',
    failed: 'Mislukt',
    held: 'Niet verzonden: geen SMTP ingesteld',
  } satisfies Record<MailState, string>,
  to: 'Aan',
  subject: 'Onderwerp',
  at: 'Wanneer',
  state: 'Status',
  error: 'Antwoord van de mailserver',
  attempts: (n: number) => `${n} ${n === 1 ? 'poging' : 'pogingen'}`,
  text: 'Tekst van de e-mail',
  retry: 'Opnieuw versturen',
  retried: 'De e-mail wordt opnieuw verstuurd.',
  more: 'Meer laden',
  loading: 'E-mail wordt geladen',
  empty: 'Er is nog geen e-mail.',
  list: 'Uitgaande e-mail',
} as const
