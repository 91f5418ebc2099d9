import { ACCEPTED_TEXTS, MODEL_TEXTS_SETTING, modelTextNames } from '~domain/app-texts'
import { LAUNCH_ITEMS, type LaunchChecklist, type LaunchItem } from '~contract/launch'
import { caller, type RuleContext } from './context'

/** The setting `npm run db:backup` writes after each backup it made (the time, ISO). */
export const LAST_BACKUP_SETTING = 'last_backup'
/** A backup counts as set up while the last one is at most this old (a daily or weekly job). */
export const BACKUP_FRESH_MS = 8 * 24 * 60 * 60 * 1000

/**
 * GET launch_checklist: 'Klaar voor de start' (issue 42), what a school checks before it invites
 * students. Each item is read from what the server knows: the caller's second factor; a mail the
 * sender delivered (the outbox's 'verzonden': the test mail of Beheer › E-mail); the policy and
 * terms no longer on the model list (saved by an admin, or marked 'Gecontroleerd'); APP_URL on
 * https; a backup of `npm run db:backup` at most 8 days old; a student account (the first import).
 */
export async function launchChecklist(ctx: RuleContext): Promise<LaunchChecklist> {
  const user = caller(ctx)
  const { settings } = ctx.services
  const facts = await ctx.services.store.run(async (tx) => ({
    secondFactor: Boolean((await tx.secondFactors.get(user._id))?.confirmed_at),
    mailSent: (await tx.listMails({ state: 'sent', limit: 1 })).length > 0,
    models: modelTextNames(await tx.settingByName(MODEL_TEXTS_SETTING)),
    lastBackup: await tx.settingByName(LAST_BACKUP_SETTING),
    students: (await tx.userIdsWithRole('student')).length,
  }))
  const unreviewed = ACCEPTED_TEXTS.filter((name) => facts.models.includes(name))
  const backupAt = facts.lastBackup ? Date.parse(facts.lastBackup) : NaN
  const done: Record<LaunchItem, boolean> = {
    'second-factor': facts.secondFactor,
    'test-mail': settings.mailDelivery && facts.mailSent,
    'texts-reviewed': unreviewed.length === 0,
    'app-url-https': settings.appUrl.startsWith('https://'),
    backup: ctx.now.getTime() - backupAt <= BACKUP_FRESH_MS,
    'first-import': facts.students > 0,
  }
  return {
    items: LAUNCH_ITEMS.map((key) => ({ key, done: done[key] })),
    unreviewed_texts: unreviewed,
    last_backup: Number.isNaN(backupAt) ? null : facts.lastBackup,
  }
}
