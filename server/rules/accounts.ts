import { can, canGrantRole, canManageAccount, type Role } from '~domain/access'
import { DOCUMENT_TYPES, GENDERS, ID_FIELDS } from '~domain/profile'
import { adminMessages } from '~domain/messages/admin'
import { refuse } from '../errors'
import { serverMessages } from '../messages'
import { NO_PASSWORD } from '../security/passwords'
import type { ProfileRow, Tx, UserRow } from '../store/store'
import { issueActivationMail, mailNewPasswordLink } from './activation'
import { audit, caller, transaction, type RuleContext } from './context'
import { lockForFreedPlaces } from './locks'
import { notifyOwner } from './owner-notices'
import { checkCurrentPassword } from './current-password'
import { refuseWeakPassword } from './password-rule'
import { deletedPerson, deletedUserLabel } from './privacy'
import { publicUser, sessionUserOf } from './sessions'
import { afterSeatsFreed } from './subscriptions'

/** The profile fields a call may write (the profiles table's columns but its keys). */
export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'last_name_prefix',
  'email',
  'login_id',
  'accept_privacy_policy',
  'accept_reis_terms',
  'accept_activity_terms',
  'accept_keuzedelen_terms',
  'nationality',
  'bday',
  'gender',
  'document_type',
  'document_number',
  'document_issue_date',
  'document_validity_date',
  'document_country',
  'document_first_name',
  'document_surname',
  'number',
  'phone',
  'grade',
  'hours',
  'mail_placement',
  'mail_reminders',
] as const satisfies readonly (keyof ProfileRow)[]
type ProfileField = (typeof PROFILE_FIELDS)[number]
type ProfilePatch = Partial<Pick<ProfileRow, ProfileField>>

/** What nobody changes about themselves: identity, names, student number and points (SPEC §6). */
const NOT_BY_SELF: readonly ProfileField[] = [
  'first_name',
  'last_name',
  'last_name_prefix',
  'email',
  'login_id',
  'number',
  'hours',
]
/** Names and the login stay as they are, also through the staff edit (SPEC §6). */
const NOT_BY_STAFF: readonly ProfileField[] = [
  'first_name',
  'last_name',
  'last_name_prefix',
  'email',
  'login_id',
]

/**
 * What a staff call may write and answer of another's profile: without the passport/ID fields
 * for who may not read them (issue 43: teachers get names, classes and contact data).
 */
const staffExcept = (ctx: RuleContext, except: readonly ProfileField[]) =>
  can(caller(ctx), 'id-data:read') ? except : [...except, ...(ID_FIELDS as ProfileField[])]

/** The ID fields as who may not read them gets them. */
const NO_ID_DATA = Object.fromEntries(ID_FIELDS.map((f) => [f, ''])) as Partial<ProfileRow>

/**
 * A profile as a staff call answers it: the ID fields empty for who may not read them (as the
 * app reads a profile without them).
 */
export function shownToStaff(ctx: RuleContext, profile: ProfileRow): ProfileRow {
  if (can(caller(ctx), 'id-data:read')) return profile
  return { ...profile, ...NO_ID_DATA }
}

/** The known fields of a payload, without those in `except`; unknown fields are not stored. */
function pickProfile(body: Record<string, unknown>, except: readonly ProfileField[] = []) {
  const patch: Record<string, unknown> = {}
  for (const field of PROFILE_FIELDS)
    if (!except.includes(field) && body[field] !== undefined) patch[field] = body[field]
  if (patch.hours !== undefined && patch.hours !== null) patch.hours = Number(patch.hours)
  return patch as ProfilePatch
}

/**
 * What a profile save changed, as the audit log keeps it (issue 25): only the fields whose value
 * differs, never the whole profile again.
 */
function profileChanges(before: ProfileRow, after: ProfileRow) {
  const was: Record<string, unknown> = {}
  const now: Record<string, unknown> = {}
  for (const field of PROFILE_FIELDS)
    if (before[field] !== after[field]) {
      was[field] = before[field]
      now[field] = after[field]
    }
  return { before: was, after: now }
}

const KNOWN_VALUES = { gender: GENDERS, document_type: DOCUMENT_TYPES } as const

/**
 * The app reads a stored value it does not know (an old 'M') leniently and sends it back
 * unchanged; a value that is new must be one of the known ones.
 */
function refuseUnknownValues(patch: ProfilePatch, before?: ProfileRow) {
  for (const [field, known] of Object.entries(KNOWN_VALUES) as [
    keyof typeof KNOWN_VALUES,
    readonly string[],
  ][]) {
    const value = patch[field]
    if (value === undefined || value === '' || known.includes(value) || value === before?.[field])
      continue
    refuse(400, serverMessages.request.invalid(`${field}: kies ${known.join(', ')}`))
  }
}

async function ownProfileRow(tx: Tx, user: UserRow): Promise<ProfileRow> {
  return (await tx.profileOfUser(user._id)) ?? refuse(404, serverMessages.accounts.profileNotFound)
}

async function refuseTakenNumber(tx: Tx, number: string | undefined, ownProfileId?: string) {
  if (!number) return
  const holder = await tx.profileWithNumber(number)
  if (holder && holder._id !== ownProfileId) refuse(409, serverMessages.accounts.numberTaken)
}

export const sessionUser = (ctx: RuleContext) => sessionUserOf(ctx, caller(ctx))

export function ownProfile(ctx: RuleContext) {
  return ctx.services.store.run((tx) => ownProfileRow(tx, caller(ctx)))
}

/** Every account, with whether it is active (has a password of its own, activation.ts). */
export async function listUsers(ctx: RuleContext) {
  return (await ctx.services.store.run((tx) => tx.listUsers())).map((u) => ({
    ...publicUser(u),
    active: u.password_hash !== NO_PASSWORD,
  }))
}

/** GET users_info/all: every profile; the ID data only for who may read it (admins). */
export async function listProfiles(ctx: RuleContext) {
  const rows = await ctx.services.store.run((tx) => tx.listProfiles())
  return can(caller(ctx), 'id-data:read') ? rows : rows.map((p) => shownToStaff(ctx, p))
}

/** POST users_info/update/self: the caller's own profile, except what only staff set. */
export function updateOwnProfile(ctx: RuleContext, body: Record<string, unknown>) {
  const user = caller(ctx)
  return transaction(ctx, async (tx) => {
    const before = await ownProfileRow(tx, user)
    const changes = pickProfile(body, NOT_BY_SELF)
    refuseUnknownValues(changes, before)
    const after = await tx.updateProfile(before._id, changes)
    await audit(tx, ctx, {
      action: 'profile.update-self',
      recordType: 'profile',
      recordId: before._id,
      ...profileChanges(before, after),
    })
    return after
  })
}

/** The account a staff call acts on, after the account rule (DESIGN.md "Admin"). */
async function managedAccount(
  tx: Tx,
  ctx: RuleContext,
  userId: string,
  action: 'edit' | 'new-password' | 'delete',
): Promise<UserRow> {
  const actor = caller(ctx)
  const target = await tx.users.get(userId)
  // Who manages no accounts (a student) gets the same answer for every id that is not theirs,
  // whether it exists or not (issue 43: no 403 against 404 to probe ids with).
  if (!target || !can(actor, 'accounts:manage'))
    return refuse(404, serverMessages.accounts.notFound)
  if (!canManageAccount(actor as { _id: string; role: Role }, target, action))
    refuse(
      403,
      action === 'delete' && target._id === actor._id
        ? serverMessages.accounts.notOwnAccount
        : action === 'new-password' && target.role === 'admin' && actor.role === 'admin'
          ? serverMessages.accounts.noAdminReset
          : action === 'new-password' && target.role === 'teacher'
            ? serverMessages.accounts.onlyStudentsNewPassword
            : serverMessages.accounts.onlyAdminsManageAdmins,
    )
  return target
}

/** POST users_info/update: staff change an account's profile (not its names or login). */
export function updateAccount(ctx: RuleContext, body: Record<string, unknown> & { _id: string }) {
  return transaction(ctx, async (tx) => {
    const before =
      (await tx.profiles.get(body._id)) ?? refuse(404, serverMessages.accounts.notFound)
    const target = await managedAccount(tx, ctx, before.user_id, 'edit')
    const changes = pickProfile(body, staffExcept(ctx, NOT_BY_STAFF))
    refuseUnknownValues(changes, before)
    refuseStaffNumber(target.role, changes.number, before.number)
    await refuseTakenNumber(tx, changes.number, before._id)
    const after = await tx.updateProfile(before._id, changes)
    await audit(tx, ctx, {
      action: 'account.update',
      recordType: 'profile',
      recordId: before._id,
      ...profileChanges(before, after),
    })
    return shownToStaff(ctx, after)
  })
}

/**
 * A student number is a student's (issue 43): it is a login id and takes a printed code, so a
 * staff account never gets one (an admin could otherwise make another admin's account usable).
 */
function refuseStaffNumber(role: string, number: string | undefined, before = '') {
  if (role !== 'student' && number && number !== before)
    refuse(400, serverMessages.accounts.numberOnlyStudents)
}

/** POST users/add: a new account whose login id is its e-mail address (SPEC §7). */
export async function addAccount(
  ctx: RuleContext,
  body: Record<string, unknown> & { email: string; role: Role },
) {
  const actor = caller(ctx)
  if (!canGrantRole(actor, body.role)) refuse(403, serverMessages.accounts.onlyAdminsAddAdmins)
  // Staff never choose another person's password (issue 25): the account is not yet active, and
  // its owner chooses one with the activation mail (or a printed code).
  if (body.password !== undefined) refuse(400, serverMessages.accounts.noPasswordForOthers)
  return transaction(ctx, async (tx) => {
    if (await tx.userByLogin(body.email)) refuse(409, serverMessages.accounts.emailTaken)
    const profile = pickProfile(body, staffExcept(ctx, ['login_id']))
    refuseUnknownValues(profile)
    refuseStaffNumber(body.role, profile.number)
    await refuseTakenNumber(tx, profile.number)
    const user: UserRow = {
      _id: tx.newId('u-'),
      role: body.role,
      login_id: body.email,
      password_hash: NO_PASSWORD,
      created_at: ctx.now.toISOString(),
    }
    await tx.users.insert(user)
    const record = await tx.insertProfile({
      ...profile,
      _id: tx.newId('p-'),
      user_id: user._id,
      login_id: body.email,
    })
    await audit(tx, ctx, {
      action: 'account.create',
      recordType: 'user',
      recordId: user._id,
      after: { ...publicUser(user), profile: record },
    })
    // The mail exists exactly when the account does (the same transaction).
    await issueActivationMail(tx, ctx, user, record)
    return shownToStaff(ctx, record)
  })
}

/**
 * POST users/new_password. One's own: with the current password; every other session ends. For an
 * account staff manage: never a password anyone else chooses or sees (issue 25), but a link by
 * mail to choose one (activation.ts); the answer says where it went, never a password.
 */
export async function newPassword(
  ctx: RuleContext,
  body: { id: string; password?: string; current_password?: string },
) {
  const actor = caller(ctx)
  if (body.id !== actor._id)
    return transaction(ctx, async (tx) => {
      const target = await managedAccount(tx, ctx, body.id, 'new-password')
      if (body.password !== undefined || body.current_password !== undefined)
        refuse(400, serverMessages.accounts.noPasswordForOthers)
      const { kind, to } = await mailNewPasswordLink(
        tx,
        ctx,
        target,
        await tx.profileOfUser(target._id),
      )
      return {
        message:
          kind === 'reset'
            ? serverMessages.accounts.resetLinkSent(to)
            : serverMessages.accounts.activationLinkSent(to),
      }
    })
  if (body.password === undefined) return refuse(400, serverMessages.accounts.newPasswordRequired)
  await checkCurrentPassword(ctx, actor, body.current_password)
  await refuseWeakPassword(body.password, actor.login_id)
  const passwordHash = await ctx.services.passwords.hash(body.password)
  await transaction(ctx, async (tx) => {
    await tx.users.update(actor._id, { password_hash: passwordHash })
    await tx.deleteSessionsOfUser(actor._id, ctx.tokenHash ?? undefined)
    await audit(tx, ctx, {
      action: 'account.new-password',
      recordType: 'user',
      recordId: actor._id,
      after: publicUser(actor),
    })
    await notifyOwner(tx, ctx, actor, 'password-changed')
  })
  return { message: serverMessages.accounts.passwordChanged }
}

/** POST users/delete: an account with its profile, sessions and subscriptions. */
export function deleteAccount(ctx: RuleContext, body: { id: string }) {
  if (body.id === caller(ctx)._id) refuse(400, serverMessages.accounts.notOwnAccount)
  return transaction(ctx, async (tx) => {
    const target = await managedAccount(tx, ctx, body.id, 'delete')
    // The student, then the first in line of each list they leave, then those excursions.
    await lockForFreedPlaces(
      tx,
      [target._id],
      (await tx.subscriptionsOfStudent(target._id)).map((s) => s.excursion_id),
    )
    const profile = await tx.profileOfUser(target._id)
    const subscriptions = await tx.subscriptionsOfStudent(target._id)
    await tx.users.delete([target._id])
    // Their entries keep what was done, not who they were (AVG); this entry keeps only counts.
    await tx.pseudonymiseAudit([deletedPerson(target._id, profile?._id)])
    await afterSeatsFreed(
      tx,
      ctx,
      subscriptions.map((s) => s.excursion_id),
    )
    await audit(tx, ctx, {
      action: 'account.delete',
      recordType: 'user',
      recordId: target._id,
      before: {
        user: deletedUserLabel(target._id),
        role: target.role,
        subscriptions: subscriptions.length,
      },
    })
    return { message: serverMessages.accounts.deleted }
  })
}

/**
 * POST users/delete/students: every student account; answers how many, and their subscriptions.
 * Only with the word the dialog asks to type (issue 43: not the dialog alone).
 */
export function deleteAllStudents(ctx: RuleContext, body: { confirm?: string }) {
  const word = adminMessages.accounts.deleteStudentsWord
  if (body.confirm?.trim() !== word) refuse(400, serverMessages.accounts.deleteStudentsWord(word))
  return transaction(ctx, async (tx) => {
    const ids = await tx.userIdsWithRole('student')
    // Their subscriptions go with them (the foreign key's cascade).
    const students = new Set(ids)
    const subscriptions = (await tx.listSubscriptions()).filter((s) =>
      students.has(s.student_id),
    ).length
    const profiles = new Map((await tx.listProfiles()).map((p) => [p.user_id, p._id]))
    await tx.users.delete(ids)
    await tx.pseudonymiseAudit(ids.map((id) => deletedPerson(id, profiles.get(id))))
    await audit(tx, ctx, {
      action: 'account.delete-students',
      recordType: 'user',
      before: { students: ids.length, subscriptions },
    })
    return { deleted: ids.length, subscriptions }
  })
}
