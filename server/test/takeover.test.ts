import { describe, expect, it } from 'vitest'
import { LINK_PLACEHOLDER } from '../mail/outbox'
import { createMailSender } from '../mail/sender'
import type { MailTransport, OutgoingMail } from '../mail/transport'
import { serverMessages as m } from '../messages'
import { type Target } from './harness'
import { API_USERS, useTarget } from './target-suite'

/**
 * Issue 43, finding 1: staff cannot take over another account, and the owner is told. On the
 * memory store, with mail delivery on and the messages handed to SMTP caught by a transport of the test.
 */
// Memory only: the rules through the API; the stores' sameness is proven once in stores.test.ts.
describe.each(['memory'] as const)('no account taken over by staff, on %s', (kind) => {
  let t: Target
  let teacher: string
  let admin: string
  const sent: OutgoingMail[] = []
  useTarget(
    kind,
    API_USERS,
    (target, [, docent, beheerder]) => {
      t = target
      teacher = docent
      admin = beheerder
      sent.length = 0
    },
    { mailDelivery: true, appUrl: 'https://xweek.school.nl' },
  )
  const transport: MailTransport = {
    send: async (mail) => void sent.push(mail),
    close: () => {},
  }
  const deliver = async () => {
    const sender = createMailSender(t.services, transport)
    const result = await sender.runOnce()
    await sender.stop()
    return result
  }
  const outbox = async () =>
    (await t.call('GET', 'mail', { token: admin, query: { limit: '500' } })).json.mails as {
      _id: string
      kind: string
      recipient: string
      subject: string
      text: string
      state: string
    }[]
  const linkIn = (text: string, key: 'token' | 'reset') =>
    new RegExp(`/account-activeren#${key}=([\\w-]{43})`).exec(text)?.[1]

  it('the outbox keeps no live link: staff read a placeholder, only the message handed to SMTP carries a working one', async () => {
    const answer = await t.call('POST', 'users/new_password', {
      token: admin,
      body: { id: 'u-daan' },
    })
    expect(answer.status).toBe(200)
    const [mail] = await outbox()
    expect(mail).toMatchObject({ kind: 'reset', recipient: '654321@student.scalda.nl' })
    expect(mail!.text).toContain(LINK_PLACEHOLDER)
    expect(linkIn(mail!.text, 'reset')).toBeUndefined()
    // Nor in what the store keeps (the HTML included), which a backup or a query would show.
    const stored = await t.store.run((tx) => tx.outbox.get(mail!._id))
    expect(`${stored!.text}${stored!.html}`).not.toMatch(/#(reset|token)=/)
    expect(stored!.html).toContain(LINK_PLACEHOLDER)

    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 })
    const [message] = sent
    const token = linkIn(message!.text, 'reset')!
    expect(token).toBeTruthy()
    expect(message!.html).toContain(`/account-activeren#reset=${token}`)
    expect(message!.text).not.toContain(LINK_PLACEHOLDER)
    // What the outbox shows after sending still has no link.
    expect((await outbox())[0]!.text).not.toContain(token)
    const reset = await t.call('POST', 'users/reset_password', {
      body: { token, password: 'een-eigen-wachtwoord' },
    })
    expect(reset.status).toBe(200)
  })

  it('a reset mail is not sent again from the outbox; an activation mail again is a new one with a new link', async () => {
    await t.call('POST', 'users/forgot_password', { body: { email: '654321' } })
    const added = await t.call('POST', 'users/add', {
      token: admin,
      body: { role: 'teacher', first_name: 'N', last_name: 'W', email: 'nieuw@scalda.nl' },
    })
    expect(added.status).toBe(200)
    const mails = await outbox()
    for (const mail of mails)
      await t.store.run((tx) => tx.outbox.update(mail._id, { state: 'failed' }))
    const reset = mails.find((x) => x.kind === 'reset')!
    expect(
      await t.call('POST', 'mail/retry', { token: admin, body: { id: reset._id } }),
    ).toMatchObject({
      status: 409,
      json: { message: m.mail.resetNotResent },
    })
    const activation = mails.find((x) => x.kind === 'activation')!
    const again = await t.call('POST', 'mail/retry', { token: admin, body: { id: activation._id } })
    expect(again).toMatchObject({ status: 200, json: { kind: 'activation', state: 'pending' } })
    expect(again.json._id).not.toBe(activation._id)
    expect(again.json.text).toContain(LINK_PLACEHOLDER)
    expect(await deliver()).toMatchObject({ sent: 1 })
    const token = linkIn(sent[0]!.text, 'token')!
    const activated = await t.call('POST', 'users/activate', {
      body: { token, password: 'een-eigen-wachtwoord' },
    })
    expect(activated.status).toBe(200)
  })

  it('a printed code only for a student not yet active: refused in Dutch for an active student and for staff', async () => {
    const codes = (token: string, ids: string[]) =>
      t.call('POST', 'users/activation/codes', { token, body: { ids } })
    expect(await codes(teacher, ['u-daan'])).toMatchObject({
      status: 409,
      json: { message: m.activation.codeAccountActive },
    })
    const staff = await t.call('POST', 'users/add', {
      token: admin,
      body: { role: 'teacher', first_name: 'A', last_name: 'B', email: 'nieuwe-docent@scalda.nl' },
    })
    expect(await codes(admin, [staff.json.user_id])).toMatchObject({
      status: 400,
      json: { message: m.activation.codeOnlyStudents },
    })
    const boss = await t.call('POST', 'users/add', {
      token: admin,
      body: { role: 'admin', first_name: 'A', last_name: 'B', email: 'nieuwe-baas@scalda.nl' },
    })
    expect((await codes(admin, [boss.json.user_id])).status).toBe(403)
    expect(
      await t.store.run((tx) =>
        tx.openAccountTokens(boss.json.user_id, 'code', new Date().toISOString()),
      ),
    ).toEqual([])
    // A student not yet active still gets one, and it activates.
    const student = await t.call('POST', 'users/add', {
      token: teacher,
      body: {
        role: 'student',
        first_name: 'C',
        last_name: 'D',
        email: '830001@student.scalda.nl',
        number: '830001',
        grade: '1A',
        hours: 20,
      },
    })
    const letters = await codes(teacher, [student.json.user_id])
    expect(letters.status).toBe(200)
    const done = await t.call('POST', 'users/activate_code', {
      body: {
        number: '830001',
        code: letters.json.letters[0].code,
        password: 'een-eigen-wachtwoord',
      },
    })
    expect(done).toMatchObject({ status: 200, json: { message: m.activation.activated } })
  })

  it('no admin sets another admin going: no reset, no student number on a staff account', async () => {
    expect(
      await t.call('POST', 'users/new_password', { token: admin, body: { id: 'u-beheer' } }),
    ).toMatchObject({ status: 403, json: { message: m.accounts.noAdminReset } })
    expect((await outbox()).filter((x) => x.recipient === 'beheer@xweek-scalda.nl')).toEqual([])
    const profiles = (await t.call('GET', 'users_info/all', { token: admin })).json as {
      _id: string
      user_id: string
    }[]
    const beheer = profiles.find((p) => p.user_id === 'u-beheer')!
    expect(
      await t.call('POST', 'users_info/update', {
        token: admin,
        body: { _id: beheer._id, number: '840001' },
      }),
    ).toMatchObject({ status: 400, json: { message: m.accounts.numberOnlyStudents } })
    expect(
      await t.call('POST', 'users/add', {
        token: admin,
        body: {
          role: 'admin',
          first_name: 'A',
          last_name: 'B',
          email: 'b@scalda.nl',
          number: '840002',
        },
      }),
    ).toMatchObject({ status: 400, json: { message: m.accounts.numberOnlyStudents } })
    expect(await t.store.run((tx) => tx.userByLogin('840001'))).toBeNull()
  })

  it('the owner gets a mail after a password change, a reset and an activation with a code', async () => {
    const notices = async () =>
      (await outbox()).filter((x) => x.kind === 'notice').map((x) => [x.recipient, x.subject])
    // One's own change.
    const sanne = await t.login('123456')
    const changed = await t.call('POST', 'users/new_password', {
      token: sanne,
      body: { id: 'u-sanne', password: 'een-eigen-wachtwoord', current_password: 'welkom' },
    })
    expect(changed.status).toBe(200)
    expect(await notices()).toEqual([['123456@student.scalda.nl', 'Je wachtwoord is gewijzigd']])
    // A reset with a mailed link.
    await t.call('POST', 'users/forgot_password', { body: { email: '654321' } })
    await deliver()
    const token = linkIn(sent.find((x) => x.subject.startsWith('Nieuw wachtwoord'))!.text, 'reset')!
    expect(
      (
        await t.call('POST', 'users/reset_password', {
          body: { token, password: 'nog-een-wachtwoord' },
        })
      ).status,
    ).toBe(200)
    // An activation with a printed code.
    const student = await t.call('POST', 'users/add', {
      token: teacher,
      body: {
        role: 'student',
        first_name: 'E',
        last_name: 'F',
        email: '830002@student.scalda.nl',
        number: '830002',
        grade: '1A',
        hours: 20,
      },
    })
    const letters = await t.call('POST', 'users/activation/codes', {
      token: teacher,
      body: { ids: [student.json.user_id] },
    })
    await t.call('POST', 'users/activate_code', {
      body: { number: '830002', code: letters.json.letters[0].code, password: 'derde-wachtwoord' },
    })
    expect((await notices()).sort()).toEqual(
      [
        ['123456@student.scalda.nl', 'Je wachtwoord is gewijzigd'],
        ['654321@student.scalda.nl', 'Er is een nieuw wachtwoord gekozen'],
        ['830002@student.scalda.nl', 'Je account is geactiveerd met een inlogcode'],
      ].sort(),
    )
    const [notice] = (await outbox()).filter(
      (x) => x.recipient === '830002@student.scalda.nl' && x.kind === 'notice',
    )
    expect(notice!.text).toContain('Was jij dit niet?')
    expect(notice!.text).toContain('Wachtwoord vergeten')
  })
})
