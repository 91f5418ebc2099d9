import { canManageAccount, type Role } from '~domain/access'
import type { CodeLetter } from '~contract/schemas/activation'
import { CODES_MAX } from '~domain/limits'
import { refuse } from '../errors'
import { LINK_PLACEHOLDER, enqueueMail } from '../mail/outbox'
import { renderMail } from '../mail/templates'
import { serverMessages } from '../messages'
import {
  TOKEN_LIFETIME_MS,
  codeHash,
  codeMatches,
  newActivationCode,
} from '../security/account-tokens'
import type { OutboxRow, ProfileRow, Tx, UserRow } from '../store/store'
import { audit, caller, transaction, type RuleContext } from './context'
import { compareStudents } from './classes'
import { mailAddress, mailAt, nameOf } from './account-mail'
import {
  newLinkTokenRow,
  newTokenRow,
  refuseToken,
  liveLinkToken,
  setPasswordWith,
  isActive,
} from './account-secrets'

/**
 * Getting into an account without a password from staff: activation by a mailed link (7 days)
 * or a printed code (14 days), and a password reset by a mailed link (1 hour). Every secret is
 * single use and stored hashed; a refused one is an audit entry and never a session. A mailed
 * link exists only in the message handed to SMTP: the outbox keeps a placeholder (issue 43).
 */

const m = serverMessages.activation

/**
 * In `tx` (the transaction that adds the account, or a resend): a new activation link for the
 * account, replacing any earlier one, and its mail in the outbox.
 */
export async function issueActivationMail(
  tx: Tx,
  ctx: RuleContext,
  user: UserRow,
  profile: ProfileRow | null,
): Promise<OutboxRow> {
  const to = mailAddress(user, profile)
  if (!to) refuse(400, m.noEmail)
  if (isActive(user)) refuse(409, m.alreadyActive)
  const id = tx.newId('m-')
  const row = await newLinkTokenRow(tx, ctx, user, 'activation', id)
  const mail = await enqueueMail(tx, mailAt(ctx), {
    id,
    to,
    userId: user._id,
    kind: 'activation',
    data: {
      name: nameOf(profile),
      link: LINK_PLACEHOLDER,
      validDays: TOKEN_LIFETIME_MS.activation / (24 * 60 * 60_000),
    },
  })
  await audit(tx, ctx, {
    action: 'account.activation-sent',
    recordType: 'user',
    recordId: user._id,
    after: { to, expires_at: row.expires_at, mail: mail._id },
  })
  return mail
}

/** Staff: activation mails again for these accounts; active ones are passed over. */
export async function resendActivationMails(ctx: RuleContext, userIds: string[]) {
  const actor = caller(ctx)
  return transaction(ctx, async (tx) => {
    let sent = 0
    let skipped = 0
    for (const id of userIds) {
      const user = (await tx.users.get(id)) ?? refuse(404, serverMessages.accounts.notFound)
      if (!canManageAccount(actor as { _id: string; role: Role }, user, 'new-password'))
        refuse(403, serverMessages.accounts.onlyAdminsManageAdmins)
      const profile = await tx.profileOfUser(id)
      if (isActive(user) || !mailAddress(user, profile)) {
        skipped += 1
        continue
      }
      await issueActivationMail(tx, ctx, user, profile)
      sent += 1
    }
    return { sent, skipped }
  })
}

/**
 * Staff: a printed activation code for each of these students (for the PDF), replacing their
 * earlier codes; at most CODES_MAX at once. Stored as an HMAC under the server's key
 * (account-tokens.ts: codeHash), which costs nothing: printing never waits for the hash pool.
 */
export async function issueActivationCodes(
  ctx: RuleContext,
  userIds: string[],
): Promise<CodeLetter[]> {
  const actor = caller(ctx)
  if (userIds.length > CODES_MAX) refuse(400, m.tooManyCodes)
  const targets = await ctx.services.store.run(async (tx) => {
    const found: { user: UserRow; profile: ProfileRow }[] = []
    for (const id of userIds) {
      const user = (await tx.users.get(id)) ?? refuse(404, serverMessages.accounts.notFound)
      if (!canManageAccount(actor as { _id: string; role: Role }, user, 'new-password'))
        refuse(403, serverMessages.accounts.onlyAdminsManageAdmins)
      // A code is a way into an account nobody uses yet, never into one in use (issue 43: staff
      // would choose its password and be its owner); only students get one.
      if (user.role !== 'student') refuse(400, m.codeOnlyStudents)
      if (isActive(user)) refuse(409, m.codeAccountActive)
      const profile = await tx.profileOfUser(id)
      if (!profile?.number) refuse(400, m.noNumber)
      found.push({ user, profile: profile! })
    }
    // Printed in the order they are handed out: per class, by name.
    return found.sort((a, b) => compareStudents(a.profile, b.profile))
  })
  const made = await Promise.all(
    targets.map(async (t) => {
      const code = newActivationCode()
      return { ...t, code, hash: await codeHash(ctx.services.codeKey, t.user._id, code) }
    }),
  )
  return transaction(ctx, async (tx) => {
    const letters: CodeLetter[] = []
    for (const { user, profile, code, hash } of made) {
      await tx.deleteAccountTokens(user._id, ['code'])
      const row = await newTokenRow(tx, ctx, user, 'code', hash)
      letters.push({
        user_id: user._id,
        name: [profile.first_name, profile.last_name_prefix, profile.last_name]
          .filter(Boolean)
          .join(' '),
        number: profile.number,
        grade: profile.grade.trim(),
        code,
        expires_at: row.expires_at,
      })
    }
    await audit(tx, ctx, {
      action: 'account.activation-codes',
      recordType: 'user',
      after: { accounts: letters.map((l) => l.user_id) },
    })
    return letters
  })
}

/** The activation page with a mailed link: a password of one's own, and logged in. */
export async function activateWithLink(
  ctx: RuleContext,
  input: { token: string; password: string },
) {
  const row = await liveLinkToken(ctx, 'activation', input.token)
  return {
    message: m.activated,
    ...(await setPasswordWith(ctx, row, input.password, 'account.activate')),
  }
}

/**
 * The activation page with a printed code: the student number and the code. A code opens only a
 * student's account that is not yet active (issue 43). Every try costs exactly one verify, against
 * the number's code or a dummy hash, and every refusal says the same: the answer does not tell
 * which numbers exist or hold an unused code.
 */
export async function activateWithCode(
  ctx: RuleContext,
  input: { number: string; code: string; password: string },
) {
  const number = input.number.trim()
  const row = await ctx.services.store.run(async (tx) => {
    const profile = number ? await tx.profileWithNumber(number) : null
    const user = profile && (await tx.users.get(profile.user_id))
    if (!user || user.role !== 'student' || isActive(user)) return null
    // Issuing a code replaces the earlier ones: at most one is open.
    const [open] = await tx.openAccountTokens(user._id, 'code', ctx.now.toISOString())
    return open ?? null
  })
  // One HMAC whatever the number (a dummy one without a code), so the work does not tell; a code
  // printed before the HMAC is checked with the password hash it was stored with.
  const matches = row
    ? await codeMatches(ctx.services.codeKey, row, input.code, (c, s) =>
        ctx.services.passwords.verify(c, s),
      )
    : (await codeHash(ctx.services.codeKey, 'geen-account', input.code)) === ''
  if (!matches || !row) return refuseToken(ctx, 'code', 'wrong-code', row, m.codeWrong)
  return {
    message: m.activated,
    ...(await setPasswordWith(ctx, row, input.password, 'account.activate')),
  }
}

/**
 * 'Wachtwoord vergeten': a reset link to the account's address. The answer is the same whether
 * or not the account exists (and the work nearly so: the mail is made either way). No new mail
 * while the account's last reset link is still valid, and at most 3 an hour and 10 a day
 * (server/security/login-throttle.ts): the answer stays the same.
 */
export async function requestPasswordReset(ctx: RuleContext, input: { login: string }) {
  const found = await ctx.services.store.run(async (tx) => {
    const user = await tx.userByLogin(input.login)
    if (!user) return null
    const live = await tx.openAccountTokens(user._id, 'reset', ctx.now.toISOString())
    return { user, profile: await tx.profileOfUser(user._id), live: live.length > 0 }
  })
  const to = found ? mailAddress(found.user, found.profile) : ''
  const data = resetMailData(found?.profile ?? null)
  const held =
    found && to
      ? found.live
        ? 'link-valid'
        : (await ctx.services.loginThrottle.mailTo(`user:${found.user._id}`))
          ? null
          : 'limit'
      : null
  if (!found || !to || held) {
    await renderMail('reset', data)
    await transaction(ctx, (tx) =>
      audit(tx, ctx, {
        action: 'account.reset-requested',
        recordType: 'login',
        recordId: found?.user._id ?? null,
        after: { login: input.login.trim().slice(0, 254), sent: false, ...(held ? { held } : {}) },
      }),
    )
  } else {
    const { user } = found
    await transaction(ctx, async (tx) => {
      const mail = await enqueueResetMail(tx, ctx, user, to, data)
      await audit(tx, ctx, {
        action: 'account.reset-requested',
        recordType: 'user',
        recordId: user._id,
        after: { sent: true, mail: mail._id },
      })
    })
  }
  return { message: serverMessages.accounts.mailSent }
}

/** A reset mail's words: its link is the placeholder until it is sent. */
const resetMailData = (profile: ProfileRow | null) => ({
  name: nameOf(profile),
  link: LINK_PLACEHOLDER,
  validMinutes: TOKEN_LIFETIME_MS.reset / 60_000,
})

/** In `tx`: a reset link replacing any earlier one, and its mail in the outbox. */
async function enqueueResetMail(
  tx: Tx,
  ctx: RuleContext,
  user: UserRow,
  to: string,
  data: ReturnType<typeof resetMailData>,
) {
  const id = tx.newId('m-')
  await newLinkTokenRow(tx, ctx, user, 'reset', id)
  return enqueueMail(tx, mailAt(ctx), { id, to, userId: user._id, kind: 'reset', data })
}

/**
 * 'Nieuw wachtwoord' by staff (issue 25): never a password they choose or see. An active
 * account gets a reset link (1 hour), one not yet active a new activation link (7 days); the
 * current password keeps working until the link is used, which ends every other session.
 */
export async function mailNewPasswordLink(
  tx: Tx,
  ctx: RuleContext,
  user: UserRow,
  profile: ProfileRow | null,
): Promise<{ kind: 'reset' | 'activation'; to: string }> {
  const to = mailAddress(user, profile)
  if (!to) refuse(400, m.noEmail)
  if (!isActive(user)) {
    await issueActivationMail(tx, ctx, user, profile)
    return { kind: 'activation', to }
  }
  const mail = await enqueueResetMail(tx, ctx, user, to, resetMailData(profile))
  await audit(tx, ctx, {
    action: 'account.new-password',
    recordType: 'user',
    recordId: user._id,
    after: { to, mail: mail._id },
  })
  return { kind: 'reset', to }
}

/** The reset page: a new password with the mailed link; other sessions end, this one starts. */
export async function resetPasswordWithLink(
  ctx: RuleContext,
  input: { token: string; password: string },
) {
  const row = await liveLinkToken(ctx, 'reset', input.token)
  return {
    message: m.passwordReset,
    ...(await setPasswordWith(ctx, row, input.password, 'account.reset-password')),
  }
}
