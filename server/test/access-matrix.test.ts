import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { can, type Permission } from '~domain/access'
import { calls as table, type CallName } from '~contract/index'
import { createServerApp } from '../server-app'
import { hashToken, newToken } from '../security/tokens'
import { openTarget, targetKinds, type CallOptions, type Target } from './harness'
import { pngBytes, uploadForm } from './files'

type Identity = 'none' | 'expired' | 'student' | 'teacher' | 'admin'
const identities: Identity[] = ['none', 'expired', 'student', 'teacher', 'admin']
const logins = { student: '654321', teacher: 'docent@scalda.nl', admin: 'admin@scalda.nl' } as const

type Sample = {
  request: CallOptions | (() => CallOptions)
  /** Where a role the access rule lets in still gets another answer (a rule of the call itself). */
  expect?: Partial<Record<Identity, number>>
}

/** A request for every call of the contract (one without fails to compile), and the answers besides the access rule's. */
const samples: Record<CallName, Sample> = {
  login: { request: { body: { login_id: '654321', password: 'welkom' } } },
  sessionCheck: { request: {} },
  logout: { request: {} },
  ownProfile: { request: {} },
  allUsers: { request: {} },
  allProfiles: { request: {} },
  updateOwnProfile: { request: { body: { phone: '+31611111111' } } },
  updateAccount: { request: { body: { _id: 'p-sanne', phone: '+31622222222' } } },
  addAccount: {
    request: {
      body: { role: 'teacher', first_name: 'N', last_name: 'D', email: 'nieuw@scalda.nl' },
    },
  },
  // Anyone may set their own; another account's only staff (a student: the 404 of an unknown id,
  // issue 43).
  newPassword: { request: { body: { id: 'u-s1' } }, expect: { student: 404 } },
  forgotPassword: { request: { body: { email: '654321' } } },
  loginOptions: { request: {} },
  // Only with the cookie of a sign-in with the school's account (server/oidc/oidc.test.ts).
  schoolLogin: {
    request: { body: {} },
    expect: { none: 401, student: 401, teacher: 401, admin: 401 },
  },
  deleteUser: { request: { body: { id: 'u-s1' } } },
  deleteAllStudents: { request: { body: { confirm: 'VERWIJDER' } } },
  excursions: { request: { query: { name: 'kano' } } },
  addExcursion: {
    request: { body: { name: 'Nieuw', scope: 'x-week', hours: 1, datetime: '01-05-2027' } },
  },
  updateExcursion: {
    request: {
      body: { _id: 'x2', name: 'Anders', scope: 'x-week', hours: 1, datetime: '01-05-2027' },
    },
  },
  deleteExcursion: { request: { body: { id: 'x2' } } },
  deleteAllExcursions: { request: { body: { scope: 'keuzedeel' } } },
  subscriptions: { request: {} },
  // Only students sign up: staff get the 406 refusal text.
  subscribe: {
    request: { body: { excursion_id: 'x2', preference: 3 } },
    expect: { teacher: 406, admin: 406 },
  },
  // s1 is Daan's own; a teacher may not unsubscribe another's: the access rule's 403 (a student
  // gets the 406 of a gone one, so ids cannot be probed: issue 43).
  unsubscribe: { request: { body: { id: 's1' } }, expect: { teacher: 403 } },
  unsubscribeAll: { request: { body: { scope: 'x-week' } } },
  setPayed: { request: { body: { id: 's1', payed: true } } },
  reminderPreview: { request: { query: { scope: 'x-week' } } },
  sendReminders: { request: { body: { scope: 'x-week' } } },
  fairStartQueue: { request: {} },
  rounds: { request: {} },
  setRound: {
    request: {
      body: {
        scope: 'x-week',
        mode: 'preference',
        opens_at: null,
        closes_at: '2027-01-10T16:00:00.000Z',
        min_wishes: 1,
        max_wishes: 3,
        policy: 'rank-maximal',
      },
    },
  },
  // The seed's rounds are first come, first served: nothing to place (409).
  previewPlacement: {
    request: { body: { scope: 'x-week', policies: ['rank-maximal'] } },
    expect: { admin: 409 },
  },
  publishPlacement: {
    request: { body: { scope: 'x-week', policy: 'lottery', seed: 1 } },
    expect: { admin: 409 },
  },
  undoPlacement: { request: { body: { scope: 'x-week' } }, expect: { admin: 409 } },
  // Nothing published in the seed: no file to export (409).
  verificationExport: { request: { query: { scope: 'x-week' } }, expect: { admin: 409 } },
  // x2 has no limit (student: 406); staff wait for nothing (406).
  // No preference round in the demo data: a student's change is refused with a text.
  ownFriendGroup: { request: { query: { scope: 'x-week' } } },
  inviteFriend: {
    request: { body: { scope: 'x-week', number: '201001' } },
    expect: { student: 406 },
  },
  acceptFriendInvitation: { request: { body: { group_id: 'fg-none' } }, expect: { student: 404 } },
  declineFriendInvitation: { request: { body: { group_id: 'fg-none' } }, expect: { student: 404 } },
  leaveFriendGroup: { request: { body: { scope: 'x-week' } }, expect: { student: 406 } },
  setFriendGroupWishes: {
    request: { body: { scope: 'x-week', wishes: [] } },
    expect: { student: 406 },
  },
  roundFriendGroups: { request: { query: { scope: 'x-week' } } },
  dissolveFriendGroup: { request: { body: { group_id: 'fg-none' } }, expect: { admin: 404 } },
  joinWaitingList: {
    request: { body: { excursion_id: 'x2' } },
    expect: { student: 406, teacher: 406, admin: 406 },
  },
  leaveWaitingList: {
    request: { body: { excursion_id: 'x2' } },
    expect: { student: 406, teacher: 406, admin: 406 },
  },
  content: { request: { query: { name: 'home' } } },
  setContent: { request: { body: { name: 'home', content: '<p>Hoi</p>' } } },
  version: { request: {} },
  setting: { request: { query: { name: 'policy' } } },
  setSetting: { request: { body: { name: 'version', value: '9' } } },
  upload: { request: () => ({ raw: uploadForm(pngBytes(), 'logo.png') }) },
  uploadedFile: { request: {} },
  auditLog: { request: { query: { limit: '10' } } },
  // No such link or code: the Dutch 400 for everyone, logged in or not.
  activateWithLink: {
    request: { body: { token: 'A'.repeat(43), password: 'paardenbloem' } },
    expect: { none: 400, student: 400, teacher: 400, admin: 400 },
  },
  activateWithCode: {
    request: { body: { number: '123456', code: 'ABCD-EFGH-JK', password: 'paardenbloem' } },
    expect: { none: 400, student: 400, teacher: 400, admin: 400 },
  },
  resetPassword: {
    request: { body: { token: 'B'.repeat(43), password: 'paardenbloem' } },
    expect: { none: 400, student: 400, teacher: 400, admin: 400 },
  },
  requestActivationLink: { request: { body: { login: '123456' } } },
  launchChecklist: { request: {} },
  // A student without a sign-up for the trip: the Dutch 406 (issue 44).
  ownConsents: { request: {} },
  requestConsent: {
    request: { body: { excursion_id: 'x1', parent: { name: 'Ouder', email: 'ouder@example.nl' } } },
    expect: { student: 406 },
  },
  // No such link: the Dutch 400 for everyone.
  consentLink: {
    request: { body: { token: 'D'.repeat(43) } },
    expect: { none: 400, student: 400, teacher: 400, admin: 400 },
  },
  answerConsent: {
    request: { body: { token: 'E'.repeat(43), answer: 'refused' } },
    expect: { none: 400, student: 400, teacher: 400, admin: 400 },
  },
  allConsents: { request: {} },
  remindConsents: { request: { body: { scope: 'buitenland' } } },
  // Checking a link answers whether it is live, for everyone: no such link is not live.
  checkLink: { request: { body: { token: 'C'.repeat(43), kind: 'activation' } } },
  // Daan is active: passed over, and the answer says so.
  resendActivation: { request: { body: { ids: ['u-s1'] } } },
  // Emma is active: a printed code only before activation (issue 43).
  activationCodes: { request: { body: { ids: ['u-s1'] } }, expect: { teacher: 409, admin: 409 } },
  outbox: { request: { query: { limit: '10' } } },
  retryMail: { request: { body: { id: 'm-onbekend' } }, expect: { admin: 404 } },
  ownSessions: { request: {} },
  logoutOthers: { request: {} },
  // No session of one's own has this id.
  logoutSession: {
    request: { body: { id: 'onbekend' } },
    expect: { student: 404, teacher: 404, admin: 404 },
  },
  secondFactorStatus: { request: {} },
  secondFactorSetup: { request: { body: { current_password: 'welkom' } } },
  // No setup begun: nothing to confirm (409).
  secondFactorConfirm: {
    request: { body: { code: '123456', current_password: 'welkom' } },
    expect: { teacher: 409, admin: 409 },
  },
  secondFactorReset: { request: { body: { id: 'u-docent' } } },
  myData: { request: {} },
  classes: { request: { query: { scope: 'buitenland' } } },
  classStudents: { request: { query: { scope: 'buitenland', class: 'M. Bakker' } } },
  classReminderPreview: { request: { query: { scope: 'x-week', class: 'M. Bakker' } } },
  sendClassReminders: { request: { body: { scope: 'x-week', class: 'M. Bakker' } } },
  privacyOverview: { request: {} },
}

/** The answer the contract documents for one identity: the access rule, then the call's own. */
function documented(access: string, identity: Identity, sample: Sample): number {
  const own = sample.expect?.[identity]
  if (identity === 'expired') return 401
  if (access === 'public') return own ?? 200
  if (identity === 'none') return 401
  if (!can({ role: identity }, access as Permission)) return 403
  return own ?? 200
}

describe.each(targetKinds({ memory: true }).filter((k) => k !== 'postgres'))(
  'the access matrix on %s',
  (kind) => {
    let t: Target
    beforeAll(async () => {
      t = await openTarget(kind)
    }, 120_000)
    afterAll(() => t.close())

    const calls = () =>
      (Object.keys(table) as CallName[]).map((name) => ({
        key: `${table[name].method.toUpperCase()} ${table[name].path}`,
        access: table[name].access,
        sample: samples[name],
      }))

    /** A token whose session ended yesterday. */
    async function expiredToken() {
      const token = newToken()
      const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
      await t.store.run(async (tx) =>
        tx.sessions.insert({
          token_hash: await hashToken(token),
          user_id: 'u-admin',
          created_at: yesterday,
          expires_at: yesterday,
        }),
      )
      return token
    }

    it('publishes every call of the table, and no other', async () => {
      const app = createServerApp(t.services)
      const document = (await (
        await app.fetch(new Request('http://test.local/api/openapi.json'))
      ).json()) as { paths: Record<string, Record<string, { 'x-access': string }>> }
      const published = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(
          ([method, op]) =>
            `${method.toUpperCase()} ${path.replace(/^\/api\//, '')} ${op['x-access']}`,
        ),
      )
      expect(published.sort()).toEqual(
        calls()
          .map((c) => `${c.key} ${c.access}`)
          .sort(),
      )
    })

    it('answers every call × {no token, expired token, student, teacher, admin} as documented', async () => {
      const found: string[] = []
      const wanted: string[] = []
      for (const { key, access, sample } of calls()) {
        const [method, path] = key.split(' ') as ['GET' | 'POST', string]
        for (const identity of identities) {
          await t.reset()
          const token =
            identity === 'none'
              ? undefined
              : identity === 'expired'
                ? await expiredToken()
                : await t.login(logins[identity])
          let target = path
          if (path === 'uploads/{id}') {
            const admin = await t.login(logins.admin)
            const upload = await t.call('POST', 'uploader', {
              token: admin,
              raw: uploadForm(pngBytes(), 'a.png'),
            })
            target = upload.json.url.replace('/api/', '')
          }
          const request = typeof sample.request === 'function' ? sample.request() : sample.request
          const answer = await t.call(method, target, { ...request, token })
          found.push(`${key} as ${identity}: ${answer.status}`)
          wanted.push(`${key} as ${identity}: ${documented(access, identity, sample)}`)
        }
      }
      expect(found).toEqual(wanted)
    }, 300_000)

    it("a teacher is refused another teacher's password (issue 25); an admin is not", async () => {
      await t.reset()
      const admin = await t.login(logins.admin)
      const added = await t.call('POST', 'users/add', {
        token: admin,
        body: { role: 'teacher', first_name: 'T', last_name: 'W', email: 'tweede@scalda.nl' },
      })
      const body = { id: added.json.user_id }
      const teacher = await t.login(logins.teacher)
      expect((await t.call('POST', 'users/new_password', { token: teacher, body })).status).toBe(
        403,
      )
      expect((await t.call('POST', 'users/new_password', { token: admin, body })).status).toBe(200)
    })

    it('a teacher is refused every action on an admin account; an admin is not, but for a new password', async () => {
      const actions: [string, unknown, number][] = [
        ['users_info/update', { _id: 'p-beheer', phone: '+31633333333' }, 200],
        // Issue 43: no admin sets another admin's password going (they use Wachtwoord vergeten).
        ['users/new_password', { id: 'u-beheer' }, 403],
        ['users/delete', { id: 'u-beheer' }, 200],
      ]
      for (const [path, body, byAdmin] of actions) {
        await t.reset()
        const teacher = await t.login(logins.teacher)
        expect((await t.call('POST', path, { token: teacher, body })).status, path).toBe(403)
        const admin = await t.login(logins.admin)
        expect((await t.call('POST', path, { token: admin, body })).status, path).toBe(byAdmin)
      }
    })
  },
)
