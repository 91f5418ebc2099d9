import { z } from 'zod/mini'

/** The kinds of change the audit log records (server/rules: each `audit(…)` call), in Dutch. */
export const AUDIT_ACTIONS = {
  'login.failed': 'Mislukte inlogpoging',
  'login.school-account': 'Ingelogd met de schoolaccount',
  'login.school-account-refused': 'Inloggen met de schoolaccount geweigerd',
  'profile.update-self': 'Eigen profiel opgeslagen',
  'account.create': 'Account toegevoegd',
  'account.create-admin': 'Beheerder aangemaakt (console)',
  'account.update': 'Account gewijzigd',
  'account.new-password': 'Nieuw wachtwoord',
  'account.forgot-password': 'Wachtwoord vergeten gemeld',
  'account.delete': 'Account verwijderd',
  'account.delete-students': 'Alle studenten verwijderd',
  'excursion.create': 'Activiteit toegevoegd',
  'excursion.update': 'Activiteit gewijzigd',
  'excursion.delete': 'Activiteit verwijderd',
  'excursion.delete-all': 'Alle activiteiten van een soort verwijderd',
  'subscription.create': 'Ingeschreven',
  'subscription.move': 'Voorkeur verplaatst',
  'subscription.delete': 'Uitgeschreven',
  'subscription.delete-all': 'Alle inschrijvingen van een soort verwijderd',
  'subscription.payed': 'Betaald gewijzigd',
  'content.set': 'Tekst opgeslagen',
  'setting.set': 'Instelling opgeslagen',
  'upload.create': 'Afbeelding geüpload',
  'round.update': 'Inschrijfronde gewijzigd',
  'round.reminders': 'Herinneringen klaargezet',
  'round.fair-start-draw': 'Eerlijke start geloot (met de seed)',
  'placement.publish': 'Plaatsing gepubliceerd',
  'placement.undo': 'Plaatsing ongedaan gemaakt',
  'friend-group.invite': 'Vriend uitgenodigd voor een groep',
  'friend-group.invite-refused': 'Uitnodiging voor een groep geweigerd',
  'friend-group.accept': 'Uitnodiging voor een groep aangenomen',
  'friend-group.decline': 'Uitnodiging voor een groep afgeslagen',
  'friend-group.leave': 'Groep verlaten',
  'friend-group.wishes': 'Wensen van een groep gewijzigd',
  'friend-group.dissolve': 'Groep opgeheven',
  'waiting-list.join': 'Op de wachtlijst gezet',
  'waiting-list.leave': 'Van de wachtlijst gehaald',
  'waiting-list.promote': 'Van de wachtlijst geplaatst',
  'privacy.id-data-erased': 'ID-gegevens verwijderd na de bewaartermijn',
  'account.activation-sent': 'Activatiemail klaargezet',
  'account.activation-codes': 'Inlogcodes gemaakt',
  'account.activate': 'Account geactiveerd',
  'account.reset-requested': 'Nieuw wachtwoord aangevraagd (e-mail)',
  'account.reset-password': 'Nieuw wachtwoord gekozen via e-mail',
  'token.refused': 'Ongeldige activatie- of wachtwoordlink of code',
  'mail.sent': 'E-mail verzonden',
  'mail.failed': 'E-mail mislukt',
  'mail.retry': 'E-mail opnieuw versturen',
  'account.password-wrong': 'Eigen wachtwoord wijzigen: huidig wachtwoord onjuist',
  'login.second-factor-failed': 'Onjuiste code bij tweestapsverificatie',
  'second-factor.on': 'Tweestapsverificatie aangezet',
  'second-factor.recovery-code': 'Ingelogd met een herstelcode',
  'second-factor.reset': 'Tweestapsverificatie uitgezet (apparaat vergeten)',
  'session.logout-others': 'Overal uitgelogd',
  'session.logout-one': 'Een andere sessie beëindigd',
  'privacy.clean-up': 'Dagelijkse opschoning na de bewaartermijnen',
  'throttle.address-limit': 'Limiet van een netwerkadres bereikt',
  'login.attack': 'Aanhoudende inlogpogingen op een account (eigenaar gemaild)',
  'consent.request': 'Toestemming ouder/verzorger gevraagd',
  'consent.answer': 'Toestemming ouder/verzorger beantwoord',
  'consent.remind': 'Herinnering toestemming ouder/verzorger',
  'round.consent-deadline': 'Plaatsen zonder toestemming vrijgegeven (uiterste datum)',
} as const satisfies Record<string, string>

/** An action the log knows: the server writes no other (a compile error, not a test, says so). */
export type AuditAction = keyof typeof AUDIT_ACTIONS

/** What a record of the log is, in Dutch. */
export const AUDIT_RECORD_TYPES = {
  user: 'Account',
  profile: 'Profiel',
  login: 'Inloggen',
  excursion: 'Activiteit',
  subscription: 'Inschrijving',
  scope: 'Soort',
  content: 'Tekst',
  setting: 'Instelling',
  upload: 'Afbeelding',
  round: 'Inschrijfronde',
  'friend-group': 'Vriendengroep',
  mail: 'E-mail',
  retention: 'Bewaartermijnen',
  consent: 'Toestemming ouder/verzorger',
} as const satisfies Record<string, string>

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(200))
const moment = z
  .string()
  .check(z.refine((v) => !Number.isNaN(Date.parse(v)), 'Geen geldig tijdstip'))

/** GET audit: the filters (each optional), keyset paging (`before` an id), newest first. */
export const auditQuerySchema = z.object({
  actor: z.optional(text),
  action: z.optional(text),
  record_type: z.optional(text),
  record_id: z.optional(text),
  from: z.optional(moment),
  to: z.optional(moment),
  before: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
})
export type AuditQuery = z.input<typeof auditQuerySchema>

export const auditEntrySchema = z.looseObject({
  id: z.number(),
  at: z.string(),
  actor_id: z.nullable(z.string()),
  actor_login: z.nullable(z.string()),
  action: z.string(),
  record_type: z.string(),
  record_id: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  address: z.nullable(z.string()),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

/** One page of the log and where the next starts (null: this was the last). */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  next: z.nullable(z.number()),
})
export type AuditPage = z.infer<typeof auditPageSchema>
