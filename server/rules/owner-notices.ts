import { enqueueMail } from '../mail/outbox'
import type { Tx, UserRow } from '../store/store'
import { mailAddress, mailAt, nameOf } from './account-mail'
import type { RuleContext } from './context'

/**
 * Mails to an account's owner about a change to its way in (issue 43: every password change,
 * reset, code activation and second-factor change): whoever made the change,
 * the owner hears of it at their own address, so a change they did not make does not go unseen.
 * One home for these notices: each is a subject and its lines in Dutch, sent through the mail
 * templates (kind 'notice') in the transaction of the change itself.
 */

export type OwnerNotice =
  | 'password-changed'
  | 'password-reset'
  | 'code-activation'
  | 'second-factor-on'
  | 'second-factor-reset'
  | 'wrong-codes'

const IF_NOT_YOU =
  'Was jij dit niet? Neem dan meteen contact op met de beheerder van de app, en kies een nieuw wachtwoord.'
const NEW_PASSWORD_IF_NOT_YOU =
  "Was jij dit niet? Kies dan meteen een nieuw wachtwoord met 'Wachtwoord vergeten' bij Inloggen, en laat het je docent of de beheerder van de app weten."

/** What each notice says: its subject and lines. */
export const OWNER_NOTICES: Record<OwnerNotice, { subject: string; lines: string[] }> = {
  'password-changed': {
    subject: 'Je wachtwoord is gewijzigd',
    lines: ['Het wachtwoord van je account is zojuist gewijzigd.', NEW_PASSWORD_IF_NOT_YOU],
  },
  'password-reset': {
    subject: 'Er is een nieuw wachtwoord gekozen',
    lines: [
      'Er is zojuist met een herstellink een nieuw wachtwoord gekozen voor je account.',
      NEW_PASSWORD_IF_NOT_YOU,
    ],
  },
  'code-activation': {
    subject: 'Je account is geactiveerd met een inlogcode',
    lines: [
      'Je account is zojuist geactiveerd met een afgedrukte inlogcode, en er is een wachtwoord gekozen.',
      NEW_PASSWORD_IF_NOT_YOU,
    ],
  },
  'second-factor-on': {
    subject: 'Tweestapsverificatie is aangezet',
    lines: [
      'De tweestapsverificatie van je account is zojuist aangezet: bij het inloggen vraagt de app voortaan ook een code uit je authenticator-app.',
      IF_NOT_YOU,
    ],
  },
  'second-factor-reset': {
    subject: 'Tweestapsverificatie is gereset door een beheerder',
    lines: [
      'Een beheerder heeft de tweestapsverificatie van je account uitgezet (Apparaat vergeten). Stel hem opnieuw in op je accountpagina.',
      IF_NOT_YOU,
    ],
  },
  'wrong-codes': {
    subject: 'Onjuiste codes bij het inloggen',
    lines: [
      'Bij het inloggen op je account zijn meerdere keren onjuiste codes van de tweestapsverificatie ingevuld. Daarom kan er 15 minuten geen code meer worden geprobeerd.',
      'Iemand die dit probeert, kent mogelijk je wachtwoord. Was jij dit niet? Kies dan meteen een nieuw wachtwoord en neem contact op met de beheerder.',
    ],
  },
}

/**
 * Puts a notice to the account's owner in the outbox, in `tx` (the change's own transaction). An
 * account without an address gets none (there is nowhere to send it).
 */
export async function notifyOwner(tx: Tx, ctx: RuleContext, user: UserRow, notice: OwnerNotice) {
  const profile = await tx.profileOfUser(user._id)
  const to = mailAddress(user, profile)
  if (!to) return
  const { subject, lines } = OWNER_NOTICES[notice]
  await enqueueMail(tx, mailAt(ctx), {
    to,
    userId: user._id,
    kind: 'notice',
    data: {
      name: nameOf(profile),
      subject,
      lines,
      link: `${ctx.services.settings.appUrl.replace(/\/$/, '')}/account`,
    },
  })
}
