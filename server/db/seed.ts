import { checkPassword } from '~domain/passwords'
import { adminLoginIdProblem } from '../config'
import { DEMO_PASSWORD, seed as demoSeed, type DbState } from '../seed/demo'
import { APP_TEXTS, MODEL_TEXTS_SETTING, modelTextNames } from '~domain/app-texts'
import { modelTexts, type Retention } from '../seed/model-texts'
import { seedLarge } from '../seed/large'
import { DEMO_PASSWORD_HASH, type PasswordHasher } from '../security/passwords'
import type { Store } from '../store/store'

export const seedSets = { demo: demoSeed, large: seedLarge } as const

/**
 * Writes a demo data set (the demo backend's own seed) into an empty database, in one transaction.
 * With `passwords` (the server's hash), the demo accounts' password is stored with it: one hash
 * of `welkom` for all of them, made once (the seed's own is PBKDF2, which the browser can make).
 */
export async function loadSeed(store: Store, state: DbState, passwords?: PasswordHasher) {
  const demoHash = passwords ? await passwords.hash(DEMO_PASSWORD) : DEMO_PASSWORD_HASH
  await store.transaction(async (tx) => {
    for (const user of state.users)
      await tx.users.insert(
        user.password_hash === DEMO_PASSWORD_HASH ? { ...user, password_hash: demoHash } : user,
      )
    for (const profile of state.profiles) await tx.insertProfile(profile)
    for (const excursion of state.excursions) await tx.excursions.insert(excursion)
    for (const sub of state.subscriptions) await tx.subscriptions.insert(sub)
    for (const [name, content] of Object.entries(state.content))
      await tx.content.save({ name, content })
    for (const [name, value] of Object.entries(state.settings))
      await tx.settings.save({ name, value })
    for (const round of state.rounds) await tx.rounds.save(round)
    for (const run of state.placementRuns) await tx.placementRuns.insert(run)
    await tx.insertWaitingEntries(state.waitingList.map(({ id: _id, ...entry }) => entry))
  })
}

/** The settings the app needs from the first start (SPEC §3: the policy defaults to privacy_policy). */
export async function ensureBaseSettings(store: Store, version: string) {
  await store.transaction(async (tx) => {
    if ((await tx.settingByName('policy')) === null)
      await tx.settings.save({ name: 'policy', value: 'privacy_policy' })
    // The build that runs: a browser holding another reloads at its next version check.
    await tx.settings.save({ name: 'version', value: version })
  })
}

/**
 * Every text of the app that has none gets its Dutch model text (issue 42), at every start: a
 * fresh install (no seed) never shows an empty page or asks a student to accept an empty policy.
 * The names go on the `model_texts` list until an admin saves each or marks it 'Gecontroleerd'
 * (server/rules/content.ts). A text that exists, the demo's or the school's, is left alone.
 */
export async function ensureModelTexts(store: Store, retention: Retention) {
  const models = modelTexts(retention)
  await store.transaction(async (tx) => {
    const added: string[] = []
    for (const { name } of APP_TEXTS)
      if ((await tx.contentByName(name)) === null) {
        await tx.content.save({ name, content: models[name]! })
        added.push(name)
      }
    if (!added.length) return
    const listed = modelTextNames(await tx.settingByName(MODEL_TEXTS_SETTING))
    await tx.settings.save({
      name: MODEL_TEXTS_SETTING,
      value: JSON.stringify([...new Set([...listed, ...added])]),
    })
  })
}

export async function isEmpty(store: Store) {
  return store.run(async (tx) => (await tx.listUsers()).length === 0)
}

/**
 * An admin account (ADMIN_LOGIN_ID/ADMIN_PASSWORD, or `npm run user:create-admin`), with the
 * name given (ADMIN_FIRST_NAME/ADMIN_LAST_NAME, or asked). An existing account becomes admin with
 * the new password, and takes the name when one is given: how the school renames its first admin
 * (names are read-only in the app, SPEC §6).
 */
export async function createAdmin(
  store: Store,
  passwords: PasswordHasher,
  input: { loginId: string; password: string; firstName?: string; lastName?: string },
  now = new Date(),
) {
  // A login id outside the login rule makes an admin who can never log in.
  const loginProblem = adminLoginIdProblem(input.loginId)
  if (loginProblem) throw new Error(loginProblem)
  // The first admin keeps the rule for everyone too (the seed's demo accounts do not pass here).
  const problem = await checkPassword(input.password, input.loginId)
  if (problem) throw new Error(`Wachtwoord van ${input.loginId}: ${problem}`)
  const names = {
    ...(input.firstName?.trim() ? { first_name: input.firstName.trim() } : {}),
    ...(input.lastName?.trim() ? { last_name: input.lastName.trim() } : {}),
  }
  const passwordHash = await passwords.hash(input.password)
  return store.transaction(async (tx) => {
    const existing = await tx.userByLogin(input.loginId)
    if (existing) {
      await tx.users.update(existing._id, { role: 'admin', password_hash: passwordHash })
      await tx.deleteSessionsOfUser(existing._id)
      const profile = await tx.profileOfUser(existing._id)
      if (profile && Object.keys(names).length) await tx.updateProfile(profile._id, names)
      return { created: false, id: existing._id }
    }
    const id = tx.newId('u-')
    await tx.users.insert({
      _id: id,
      role: 'admin',
      login_id: input.loginId,
      password_hash: passwordHash,
      created_at: now.toISOString(),
    })
    await tx.insertProfile({
      _id: tx.newId('p-'),
      user_id: id,
      login_id: input.loginId,
      email: input.loginId.includes('@') ? input.loginId : '',
      first_name: names.first_name ?? 'Beheerder',
      last_name: names.last_name ?? '',
      // Not accepted for them: the first admin reads the policy (the model text to review) in
      // its popup after the second factor, like every other account (SPEC §4).
      accept_privacy_policy: false,
    })
    await tx.insertAudit({
      at: now.toISOString(),
      actor_id: null,
      actor_login: null,
      action: 'account.create-admin',
      record_type: 'user',
      record_id: id,
      before: null,
      after: { _id: id, role: 'admin', login_id: input.loginId },
      address: 'console',
    })
    return { created: true, id }
  })
}
