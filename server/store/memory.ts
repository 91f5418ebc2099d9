import type { Role } from '~contract/access'
import {
  UniqueViolation,
  type AccountTokenRow,
  type OutboxFilter,
  type OutboxInsert,
  type OutboxRow,
  profileDefaults,
  type AuditFilter,
  type AuditInsert,
  type DeletedPerson,
  type AuditRow,
  type ExcursionRow,
  type FairStartInsert,
  type FairStartRow,
  type FriendGroupRow,
  type FriendMemberRow,
  type PlacementRunRow,
  type ProfileInsert,
  type ProfileRow,
  type SecondFactorRow,
  type SessionInsert,
  type SessionRow,
  type RoundRow,
  type Store,
  type SubscriptionRow,
  type Tx,
  type UploadRow,
  type UserRow,
  type VersionedList,
  type WaitingInsert,
  type WaitingRow,
} from './store'

/** The whole database of the demo backend: the SQL tables as arrays (and name -> value maps). */
export type MemoryState = {
  users: UserRow[]
  profiles: ProfileRow[]
  sessions: SessionRow[]
  excursions: ExcursionRow[]
  subscriptions: SubscriptionRow[]
  content: Record<string, string>
  settings: Record<string, string>
  /** Uploaded images by id, their bytes in base64 (the state is kept as JSON). */
  uploads: Record<string, { content_type: string; base64: string; created_at: string }>
  audit: AuditRow[]
  rounds: RoundRow[]
  placementRuns: PlacementRunRow[]
  waitingList: WaitingRow[]
  /** The mail outbox: the demo backend keeps it too (the Beheer page E-mail). */
  outbox: OutboxRow[]
  accountTokens: AccountTokenRow[]
  secondFactors: SecondFactorRow[]
  /** The fair start's queues (absent in a state saved before they existed). */
  fairStart?: FairStartRow[]
  /** Friend groups and their members (absent in a state saved before they existed). */
  friendGroups?: FriendGroupRow[]
  friendMembers?: FriendMemberRow[]
  /** The lists' versions (the ETag of GET excursions and subscriptions/all). */
  versions?: Record<VersionedList, number>
  nextId: number
}

type Collection = Exclude<keyof MemoryState, 'nextId' | 'versions'>

/** Which polled lists show a table: a write to it raises their versions. */
const listsOf: Partial<Record<Collection, VersionedList[]>> = {
  subscriptions: ['excursions', 'subscriptions'],
  rounds: ['excursions', 'subscriptions'],
  excursions: ['excursions'],
  waitingList: ['excursions'],
}

/** A random start, so a demo backend made anew never repeats an ETag a page still holds. */
function versionsOf(state: MemoryState): Record<VersionedList, number> {
  state.versions ??= {
    excursions: Math.floor(Math.random() * 1e9),
    subscriptions: Math.floor(Math.random() * 1e9),
  }
  return state.versions
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}
const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
const lower = (s: string) => s.trim().toLowerCase()
const sameSet = (ids: string[]) => new Set(ids)

/**
 * The store of the demo backend: the same tables as the SQL store, in memory. Rows are never
 * changed in place (an update replaces the row), so a transaction rolls back by putting back the
 * arrays it copied before its first write to each. One transaction at a time (a queue), like
 * PGlite; a commit hands the state to `persist` (localStorage in the browser).
 */
export class MemoryStore implements Store {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    public state: MemoryState,
    private persist: (state: MemoryState) => void = () => {},
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      const saved = new Map<Collection, unknown>()
      const nextId = this.state.nextId
      const tx = new MemoryTx(this.state, (name) => {
        if (!saved.has(name)) {
          const value = this.state[name]
          saved.set(
            name,
            value === undefined ? undefined : Array.isArray(value) ? [...value] : { ...value },
          )
        }
      })
      try {
        const result = await work(tx)
        checkRanks(this.state, tx.rankedStudents)
        const versions = versionsOf(this.state)
        for (const list of tx.touched) versions[list] += 1
        if (tx.dirty) this.persist(this.state)
        return result
      } catch (error) {
        for (const [name, value] of saved) (this.state as Record<Collection, unknown>)[name] = value
        this.state.nextId = nextId
        throw error
      }
    })
  }

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.transaction(work)
  }

  async ping() {}
  async close() {}

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work)
    this.queue = result.catch(() => undefined)
    return result
  }
}

/** The deferred unique rank per student and scope, checked when a transaction ends. */
function checkRanks(state: MemoryState, students: Set<string>) {
  if (students.size === 0) return
  const seen = new Set<string>()
  for (const s of state.subscriptions) {
    if (!students.has(s.student_id)) continue
    const key = `${s.student_id}\u0000${s.scope}\u0000${s.preference}`
    if (seen.has(key)) throw new UniqueViolation('subscriptions_student_scope_preference_unique')
    seen.add(key)
  }
}

class MemoryTx implements Tx {
  dirty = false
  /** The lists whose versions this transaction raises when it commits. */
  readonly touched = new Set<VersionedList>()
  /** Students whose ranks this transaction wrote: their ranks are checked at its end. */
  readonly rankedStudents = new Set<string>()

  constructor(
    private readonly s: MemoryState,
    private readonly beforeWrite: (name: Collection) => void,
  ) {}

  private write<K extends Collection>(name: K, next: MemoryState[K]) {
    this.beforeWrite(name)
    this.dirty = true
    for (const list of listsOf[name] ?? []) this.touched.add(list)
    this.s[name] = next
  }

  private replace<K extends 'users' | 'profiles' | 'excursions' | 'subscriptions' | 'sessions'>(
    name: K,
    match: (row: MemoryState[K][number]) => boolean,
    patch: Partial<MemoryState[K][number]>,
  ) {
    const rows = this.s[name] as MemoryState[K][number][]
    this.write(name, rows.map((r) => (match(r) ? { ...r, ...patch } : r)) as MemoryState[K])
  }

  async dataVersion(list: VersionedList) {
    return versionsOf(this.s)[list]
  }

  async fairStartEntries(scope: string) {
    return (this.s.fairStart ?? []).filter((f) => f.scope === scope)
  }
  async fairStartWaiting(scope: string) {
    return (this.s.fairStart ?? []).filter((f) => f.scope === scope && f.result === null).length
  }
  async fairStartEntriesOf(studentId: string) {
    return (this.s.fairStart ?? []).filter((f) => f.student_id === studentId)
  }
  async insertFairStartEntry(row: FairStartInsert) {
    const rows = this.s.fairStart ?? []
    const added: FairStartRow = {
      ...row,
      id: rows.reduce((max, f) => Math.max(max, f.id), 0) + 1,
      handled_at: null,
      result: null,
      subscription_id: null,
    }
    this.write('fairStart', [...rows, added])
    return added
  }
  async updateFairStartEntry(
    id: number,
    patch: Pick<FairStartRow, 'handled_at' | 'result' | 'subscription_id'>,
  ) {
    this.write(
      'fairStart',
      (this.s.fairStart ?? []).map((f) => (f.id === id ? { ...f, ...patch } : f)),
    )
  }

  newId(prefix: string) {
    this.dirty = true
    this.s.nextId += 1
    return `${prefix}${this.s.nextId}`
  }

  async userById(id: string) {
    return this.s.users.find((u) => u._id === id) ?? null
  }
  async userByLogin(loginId: string) {
    const id = lower(loginId)
    if (!id) return null
    const direct = this.s.users.find((u) => u.login_id.toLowerCase() === id)
    if (direct) return direct
    const profile = this.s.profiles.find(
      (p) => p.email.toLowerCase() === id || (p.number !== '' && p.number === id),
    )
    return profile ? await this.userById(profile.user_id) : null
  }
  async listUsers() {
    return [...this.s.users]
  }
  async userIdsWithRole(role: Role) {
    return this.s.users.filter((u) => u.role === role).map((u) => u._id)
  }
  async insertUser(row: UserRow) {
    if (this.s.users.some((u) => u.login_id.toLowerCase() === row.login_id.toLowerCase()))
      throw new UniqueViolation('users_login_id_unique')
    this.write('users', [...this.s.users, row])
  }
  async updateUser(id: string, patch: Partial<Omit<UserRow, '_id'>>) {
    this.replace('users', (u) => u._id === id, patch)
  }
  async deleteUsers(ids: string[]) {
    const gone = sameSet(ids)
    this.write(
      'users',
      this.s.users.filter((u) => !gone.has(u._id)),
    )
    this.write(
      'profiles',
      this.s.profiles.filter((p) => !gone.has(p.user_id)),
    )
    this.write(
      'sessions',
      this.s.sessions.filter((x) => !gone.has(x.user_id)),
    )
    this.write(
      'secondFactors',
      this.s.secondFactors.filter((x) => !gone.has(x.user_id)),
    )
    this.write(
      'subscriptions',
      this.s.subscriptions.filter((x) => !gone.has(x.student_id)),
    )
    this.write(
      'waitingList',
      this.s.waitingList.filter((w) => !gone.has(w.student_id)),
    )
    this.write(
      'friendMembers',
      (this.s.friendMembers ?? []).filter((m) => !gone.has(m.student_id)),
    )
    if (this.s.fairStart)
      this.write(
        'fairStart',
        this.s.fairStart.filter((f) => !gone.has(f.student_id)),
      )
    this.setTokens(this.tokens.filter((t) => !gone.has(t.user_id)))
  }
  /** One transaction at a time: nothing to wait for. */
  async lock() {}

  async profileOfUser(userId: string) {
    return this.s.profiles.find((p) => p.user_id === userId) ?? null
  }
  async profileById(id: string) {
    return this.s.profiles.find((p) => p._id === id) ?? null
  }
  async profileWithNumber(number: string) {
    return this.s.profiles.find((p) => p.number !== '' && p.number === number) ?? null
  }
  async listProfiles() {
    return [...this.s.profiles]
  }
  async insertProfile(row: ProfileInsert) {
    const full: ProfileRow = { ...profileDefaults, ...row }
    if (full.number && this.s.profiles.some((p) => p.number === full.number))
      throw new UniqueViolation('profiles_number_unique')
    this.write('profiles', [...this.s.profiles, full])
    return full
  }
  async updateProfile(id: string, patch: Partial<Omit<ProfileRow, '_id' | 'user_id'>>) {
    if (patch.number && this.s.profiles.some((p) => p.number === patch.number && p._id !== id))
      throw new UniqueViolation('profiles_number_unique')
    this.replace('profiles', (p) => p._id === id, patch)
    return (await this.profileById(id))!
  }

  async sessionWithUser(tokenHash: string) {
    const session = this.s.sessions.find((x) => x.token_hash === tokenHash)
    const user = session ? await this.userById(session.user_id) : null
    return session && user ? { session, user } : null
  }
  async insertSession(row: SessionInsert) {
    this.write('sessions', [...this.s.sessions, { last_used_at: null, device: '', ...row }])
  }
  async extendSession(tokenHash: string, expiresAt: string, usedAt: string) {
    this.replace('sessions', (x) => x.token_hash === tokenHash, {
      expires_at: expiresAt,
      last_used_at: usedAt,
    })
  }
  async sessionsOfUser(userId: string) {
    return this.s.sessions
      .filter((x) => x.user_id === userId)
      .sort(
        (a, b) =>
          b.created_at.localeCompare(a.created_at) || a.token_hash.localeCompare(b.token_hash),
      )
  }

  async secondFactorOf(userId: string) {
    return this.s.secondFactors.find((x) => x.user_id === userId) ?? null
  }
  async saveSecondFactor(row: SecondFactorRow) {
    this.write('secondFactors', [
      ...this.s.secondFactors.filter((x) => x.user_id !== row.user_id),
      row,
    ])
  }
  async takeSecondFactorStep(userId: string, step: number) {
    const row = await this.secondFactorOf(userId)
    if (!row || (row.last_step ?? -1) >= step) return false
    await this.saveSecondFactor({ ...row, last_step: step })
    return true
  }
  async takeRecoveryHash(userId: string, hash: string) {
    const row = await this.secondFactorOf(userId)
    if (!row?.recovery_hashes.includes(hash)) return false
    await this.saveSecondFactor({
      ...row,
      recovery_hashes: row.recovery_hashes.filter((h) => h !== hash),
    })
    return true
  }
  async deleteSecondFactor(userId: string) {
    this.write(
      'secondFactors',
      this.s.secondFactors.filter((x) => x.user_id !== userId),
    )
  }
  async deleteSession(tokenHash: string) {
    this.write(
      'sessions',
      this.s.sessions.filter((x) => x.token_hash !== tokenHash),
    )
  }
  async deleteSessionsOfUser(userId: string, exceptTokenHash?: string) {
    this.write(
      'sessions',
      this.s.sessions.filter((x) => x.user_id !== userId || x.token_hash === exceptTokenHash),
    )
  }
  async deleteSessionsExpiredBefore(at: string) {
    const kept = this.s.sessions.filter((x) => x.expires_at >= at)
    const removed = this.s.sessions.length - kept.length
    if (removed) this.write('sessions', kept)
    return removed
  }

  async excursionListFacts(filter: { id?: string; name?: string }, userId: string | null) {
    const mine = userId ? await this.waitingEntries({ studentId: userId }) : []
    return {
      rows: await this.listExcursions(filter),
      rounds: await this.listRounds(),
      subscribed: await this.subscriptionCounts(),
      placed: await this.placedCounts(),
      waiting: await this.waitingCounts(),
      own: userId ? await this.subscriptionsOfStudent(userId) : [],
      lists: await this.waitingEntries({
        excursionIds: [...new Set(mine.map((w) => w.excursion_id))],
      }),
    }
  }
  async listExcursions(filter: { id?: string; name?: string } = {}) {
    const name = filter.name?.toLowerCase()
    return this.s.excursions.filter(
      (e) => (!filter.id || e._id === filter.id) && (!name || e.name.toLowerCase().includes(name)),
    )
  }
  async excursionById(id: string) {
    return this.s.excursions.find((e) => e._id === id) ?? null
  }
  async excursionIdsInScopes(scopes: string[]) {
    return this.s.excursions.filter((e) => scopes.includes(e.scope)).map((e) => e._id)
  }
  async insertExcursion(row: ExcursionRow) {
    this.write('excursions', [...this.s.excursions, row])
  }
  async updateExcursion(id: string, patch: Partial<Omit<ExcursionRow, '_id'>>) {
    this.replace('excursions', (e) => e._id === id, patch)
  }
  async deleteExcursions(ids: string[]) {
    const gone = sameSet(ids)
    this.write(
      'excursions',
      this.s.excursions.filter((e) => !gone.has(e._id)),
    )
    this.write(
      'subscriptions',
      this.s.subscriptions.filter((x) => !gone.has(x.excursion_id)),
    )
    this.write(
      'waitingList',
      this.s.waitingList.filter((w) => !gone.has(w.excursion_id)),
    )
  }

  async listSubscriptions(
    filter: { studentId?: string; excursionId?: string; scope?: string } = {},
  ) {
    return this.s.subscriptions.filter(
      (x) =>
        (!filter.studentId || x.student_id === filter.studentId) &&
        (!filter.excursionId || x.excursion_id === filter.excursionId) &&
        (!filter.scope || x.scope === filter.scope),
    )
  }
  async listSubscriptionsJson(filter: { studentId?: string; markedScopes?: string[] } = {}) {
    const marked = new Set(filter.markedScopes)
    return JSON.stringify(
      (await this.listSubscriptions({ studentId: filter.studentId })).map((x) => ({
        ...x,
        placed: !marked.has(x.scope) || Boolean(x.placed_via),
      })),
    )
  }
  async subscriptionById(id: string) {
    return this.s.subscriptions.find((x) => x._id === id) ?? null
  }
  async subscriptionsOfStudent(studentId: string, scope?: string) {
    return this.s.subscriptions.filter(
      (x) => x.student_id === studentId && (scope === undefined || x.scope === scope),
    )
  }
  async subscriptionCounts() {
    const counts = new Map<string, number>()
    for (const x of this.s.subscriptions)
      counts.set(x.excursion_id, (counts.get(x.excursion_id) ?? 0) + 1)
    return counts
  }
  async countSubscriptions(excursionId: string) {
    return this.s.subscriptions.filter((x) => x.excursion_id === excursionId).length
  }
  async placedCounts() {
    const counts = new Map<string, number>()
    for (const x of this.s.subscriptions)
      if (x.placed_via) counts.set(x.excursion_id, (counts.get(x.excursion_id) ?? 0) + 1)
    return counts
  }
  async countPlaced(excursionId: string) {
    return this.s.subscriptions.filter((x) => x.excursion_id === excursionId && x.placed_via).length
  }
  async signUpFacts(studentId: string, excursionId: string) {
    const excursion = await this.excursionById(excursionId)
    if (!excursion) return null
    return {
      excursion,
      siblings: await this.subscriptionsOfStudent(studentId, excursion.scope),
      round: await this.roundByScope(excursion.scope),
      profile: await this.profileOfUser(studentId),
      subscribed: await this.countSubscriptions(excursionId),
      placed: await this.countPlaced(excursionId),
    }
  }
  /** The partial unique index: one placed subscription per student and scope (not deferred). */
  private checkPlaced(row: SubscriptionRow) {
    if (
      row.placed_via !== null &&
      this.s.subscriptions.some(
        (x) =>
          x._id !== row._id &&
          x.placed_via !== null &&
          x.student_id === row.student_id &&
          x.scope === row.scope,
      )
    )
      throw new UniqueViolation('subscriptions_placed_unique')
  }
  async insertSubscription(input: SubscriptionRow) {
    const row: SubscriptionRow = {
      ...input,
      placed_via: input.placed_via ?? null,
      placed_rank: input.placed_rank ?? null,
    }
    if (
      this.s.subscriptions.some(
        (x) => x.student_id === row.student_id && x.excursion_id === row.excursion_id,
      )
    )
      throw new UniqueViolation('subscriptions_student_excursion_unique')
    this.checkPlaced(row)
    this.rankedStudents.add(row.student_id)
    this.write('subscriptions', [...this.s.subscriptions, row])
  }
  async updateSubscription(id: string, patch: Partial<Omit<SubscriptionRow, '_id'>>) {
    const row = this.s.subscriptions.find((x) => x._id === id)
    if (row) {
      this.rankedStudents.add(row.student_id)
      this.checkPlaced({ ...row, ...patch })
    }
    this.replace('subscriptions', (x) => x._id === id, patch)
  }
  async deleteSubscriptions(ids: string[]) {
    const gone = sameSet(ids)
    this.write(
      'subscriptions',
      this.s.subscriptions.filter((x) => !gone.has(x._id)),
    )
  }
  async deleteSubscriptionsInScopes(scopes: string[]) {
    const kept = this.s.subscriptions.filter((x) => !scopes.includes(x.scope))
    const removed = this.s.subscriptions.length - kept.length
    this.write('subscriptions', kept)
    return removed
  }

  async listRounds() {
    return [...this.s.rounds]
  }
  async roundByScope(scope: string) {
    return this.s.rounds.find((r) => r.scope === scope) ?? null
  }
  async saveRound(row: RoundRow) {
    this.write('rounds', [...this.s.rounds.filter((r) => r.scope !== row.scope), row])
  }

  async friendGroups(scope: string) {
    return (this.s.friendGroups ?? []).filter((g) => g.scope === scope)
  }
  async friendGroupById(id: string) {
    return (this.s.friendGroups ?? []).find((g) => g._id === id) ?? null
  }
  async insertFriendGroup(row: FriendGroupRow) {
    this.write('friendGroups', [...(this.s.friendGroups ?? []), row])
  }
  async updateFriendGroup(id: string, patch: Pick<FriendGroupRow, 'wishes'>) {
    this.write(
      'friendGroups',
      (this.s.friendGroups ?? []).map((g) => (g._id === id ? { ...g, ...patch } : g)),
    )
  }
  async deleteFriendGroups(ids: string[]) {
    const gone = sameSet(ids)
    this.write(
      'friendGroups',
      (this.s.friendGroups ?? []).filter((g) => !gone.has(g._id)),
    )
    this.write(
      'friendMembers',
      (this.s.friendMembers ?? []).filter((m) => !gone.has(m.group_id)),
    )
  }
  async friendMembers(filter: { scope?: string; groupId?: string; studentId?: string }) {
    return (this.s.friendMembers ?? [])
      .filter(
        (m) =>
          (filter.scope === undefined || m.scope === filter.scope) &&
          (filter.groupId === undefined || m.group_id === filter.groupId) &&
          (filter.studentId === undefined || m.student_id === filter.studentId),
      )
      .sort((a, b) =>
        a.since === b.since
          ? a.student_id < b.student_id
            ? -1
            : 1
          : Date.parse(a.since) - Date.parse(b.since),
      )
  }
  async insertFriendMember(row: FriendMemberRow) {
    const rows = this.s.friendMembers ?? []
    if (rows.some((m) => m.group_id === row.group_id && m.student_id === row.student_id))
      throw new UniqueViolation('friend_group_members_group_id_student_id_pk')
    if (
      row.state === 'member' &&
      rows.some(
        (m) => m.scope === row.scope && m.student_id === row.student_id && m.state === 'member',
      )
    )
      throw new UniqueViolation('friend_group_members_one_group')
    this.write('friendMembers', [...rows, row])
  }
  async updateFriendMember(
    groupId: string,
    studentId: string,
    patch: Pick<FriendMemberRow, 'state' | 'since'>,
  ) {
    const rows = this.s.friendMembers ?? []
    const row = rows.find((m) => m.group_id === groupId && m.student_id === studentId)
    if (!row) return
    if (
      patch.state === 'member' &&
      rows.some(
        (m) =>
          m !== row && m.scope === row.scope && m.student_id === studentId && m.state === 'member',
      )
    )
      throw new UniqueViolation('friend_group_members_one_group')
    this.write(
      'friendMembers',
      rows.map((m) => (m === row ? { ...m, ...patch } : m)),
    )
  }
  async deleteFriendMember(groupId: string, studentId: string) {
    this.write(
      'friendMembers',
      (this.s.friendMembers ?? []).filter(
        (m) => !(m.group_id === groupId && m.student_id === studentId),
      ),
    )
  }

  async insertPlacementRun(row: PlacementRunRow) {
    this.write('placementRuns', [...this.s.placementRuns, row])
  }
  async placementRunById(id: string) {
    return this.s.placementRuns.find((r) => r._id === id) ?? null
  }
  async updatePlacementRun(id: string, patch: Partial<Omit<PlacementRunRow, '_id'>>) {
    this.write(
      'placementRuns',
      this.s.placementRuns.map((r) => (r._id === id ? { ...r, ...patch } : r)),
    )
  }

  async waitingEntries(filter: { excursionIds?: string[]; studentId?: string } = {}) {
    const excursions = filter.excursionIds && new Set(filter.excursionIds)
    return this.s.waitingList
      .filter(
        (w) =>
          (!excursions || excursions.has(w.excursion_id)) &&
          (!filter.studentId || w.student_id === filter.studentId),
      )
      .sort((a, b) => a.id - b.id)
  }
  async waitingCounts() {
    const counts = new Map<string, number>()
    for (const w of this.s.waitingList)
      counts.set(w.excursion_id, (counts.get(w.excursion_id) ?? 0) + 1)
    return counts
  }
  async insertWaitingEntries(rows: WaitingInsert[]) {
    let id = this.s.waitingList.reduce((max, w) => Math.max(max, w.id), 0)
    const added: WaitingRow[] = []
    for (const row of rows) {
      if (
        [...this.s.waitingList, ...added].some(
          (w) => w.student_id === row.student_id && w.excursion_id === row.excursion_id,
        )
      )
        throw new UniqueViolation('waiting_list_student_excursion_unique')
      added.push({ ...row, id: (id += 1) })
    }
    if (added.length) this.write('waitingList', [...this.s.waitingList, ...added])
    return added
  }
  async deleteWaitingEntries(ids: number[]) {
    const gone = new Set(ids)
    if (ids.length)
      this.write(
        'waitingList',
        this.s.waitingList.filter((w) => !gone.has(w.id)),
      )
  }

  async contentByName(name: string) {
    return Object.hasOwn(this.s.content, name) ? this.s.content[name]! : null
  }
  async setContent(name: string, content: string) {
    this.write('content', { ...this.s.content, [name]: content })
  }
  async settingByName(name: string) {
    return Object.hasOwn(this.s.settings, name) ? this.s.settings[name]! : null
  }
  async setSetting(name: string, value: string) {
    this.write('settings', { ...this.s.settings, [name]: value })
  }

  async insertUpload(row: UploadRow) {
    this.write('uploads', {
      ...this.s.uploads,
      [row._id]: {
        content_type: row.content_type,
        base64: toBase64(row.bytes),
        created_at: row.created_at,
      },
    })
  }
  async uploadById(id: string) {
    const upload = Object.hasOwn(this.s.uploads, id) ? this.s.uploads[id] : undefined
    return upload
      ? {
          _id: id,
          content_type: upload.content_type,
          bytes: fromBase64(upload.base64),
          created_at: upload.created_at,
        }
      : null
  }

  private get mails() {
    return this.s.outbox
  }
  private get tokens() {
    return this.s.accountTokens
  }
  private setMails(rows: OutboxRow[]) {
    this.write('outbox', rows)
  }
  private setTokens(rows: AccountTokenRow[]) {
    this.write('accountTokens', rows)
  }

  async mailsOfUser(userId: string) {
    return this.mails
      .filter((x) => x.user_id === userId)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b._id.localeCompare(a._id))
  }
  async insertMail(row: OutboxInsert) {
    const full: OutboxRow = {
      ...row,
      state: row.state ?? 'pending',
      attempts: 0,
      last_error: null,
      sent_at: null,
    }
    this.setMails([...this.mails, full])
    return full
  }
  async mailById(id: string) {
    return this.mails.find((m) => m._id === id) ?? null
  }
  async listMails(filter: OutboxFilter) {
    const before = filter.before
    return this.mails
      .filter(
        (m) =>
          (filter.state === undefined || m.state === filter.state) &&
          (!before ||
            m.created_at < before.created_at ||
            (m.created_at === before.created_at && m._id < before._id)),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b._id.localeCompare(a._id))
      .slice(0, filter.limit)
  }
  async claimDueMails(now: string, leaseUntil: string, limit: number) {
    const due = this.mails
      .filter((m) => m.state === 'pending' && m.next_attempt_at <= now)
      .sort(
        (a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at) || a._id.localeCompare(b._id),
      )
      .slice(0, limit)
    const ids = new Set(due.map((m) => m._id))
    if (!ids.size) return []
    this.setMails(
      this.mails.map((m) =>
        ids.has(m._id) ? { ...m, next_attempt_at: leaseUntil, attempts: m.attempts + 1 } : m,
      ),
    )
    return this.mails
      .filter((m) => ids.has(m._id))
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a._id.localeCompare(b._id))
  }
  async updateMail(id: string, patch: Partial<Omit<OutboxRow, '_id'>>) {
    this.setMails(this.mails.map((m) => (m._id === id ? { ...m, ...patch } : m)))
  }
  async deleteMailsBefore(at: string) {
    const kept = this.mails.filter((m) => m.created_at >= at)
    const removed = this.mails.length - kept.length
    if (removed) this.setMails(kept)
    return removed
  }

  async insertAccountToken(row: AccountTokenRow) {
    if (this.tokens.some((t) => t.token_hash === row.token_hash))
      throw new UniqueViolation('account_tokens_hash_unique')
    this.setTokens([...this.tokens, row])
  }
  async accountTokenByHash(tokenHash: string) {
    return this.tokens.find((t) => t.token_hash === tokenHash) ?? null
  }
  async openAccountTokens(userId: string, kind: string, now: string) {
    return this.tokens
      .filter((t) => t.user_id === userId && t.kind === kind && !t.used_at && t.expires_at > now)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
  }
  async consumeAccountToken(id: string, now: string) {
    const row = this.tokens.find((t) => t._id === id && !t.used_at && t.expires_at > now)
    if (!row) return null
    const used = { ...row, used_at: now }
    this.setTokens(this.tokens.map((t) => (t._id === id ? used : t)))
    return used
  }
  async deleteAccountTokens(userId: string, kinds: string[]) {
    this.setTokens(
      this.tokens.filter((t) => t.user_id !== userId || !kinds.includes(t.kind) || t.used_at),
    )
  }
  async deleteAccountTokensExpiredBefore(at: string) {
    const kept = this.tokens.filter((t) => t.expires_at >= at)
    const removed = this.tokens.length - kept.length
    if (removed) this.setTokens(kept)
    return removed
  }

  async insertAudit(row: AuditInsert) {
    const id = (this.s.audit.at(-1)?.id ?? 0) + 1
    this.write('audit', [...this.s.audit, { ...row, id }])
  }
  async listAudit(filter: AuditFilter) {
    const result: AuditRow[] = []
    for (let i = this.s.audit.length - 1; i >= 0 && result.length < filter.limit; i--) {
      const row = this.s.audit[i]!
      if (filter.before !== undefined && row.id >= filter.before) continue
      if (filter.actorId !== undefined && row.actor_id !== filter.actorId) continue
      if (filter.action !== undefined && row.action !== filter.action) continue
      if (filter.recordType !== undefined && row.record_type !== filter.recordType) continue
      if (filter.recordId !== undefined && row.record_id !== filter.recordId) continue
      if (filter.from !== undefined && row.at < filter.from) continue
      if (filter.to !== undefined && row.at > filter.to) continue
      result.push(row)
    }
    return result
  }
  async pseudonymiseAudit(people: DeletedPerson[]) {
    const byActor = new Map(people.map((p) => [p.userId, p.label]))
    const byRecord = new Map(people.flatMap((p) => p.recordIds.map((id) => [id, p.label] as const)))
    this.write(
      'audit',
      this.s.audit.map((row) => {
        const actor = row.actor_id === null ? undefined : byActor.get(row.actor_id)
        const about = row.record_id === null ? undefined : byRecord.get(row.record_id)
        if (actor === undefined && about === undefined) return row
        return {
          ...row,
          ...(actor === undefined ? {} : { actor_login: actor }),
          ...(about === undefined
            ? {}
            : {
                before: row.before === null ? null : about,
                after: row.after === null ? null : about,
              }),
        }
      }),
    )
  }
  async deleteAuditBefore(at: string) {
    const kept = this.s.audit.filter((row) => row.at >= at)
    const removed = this.s.audit.length - kept.length
    if (removed) this.write('audit', kept)
    return removed
  }
}
