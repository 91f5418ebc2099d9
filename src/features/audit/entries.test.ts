import { describe, expect, it } from 'vitest'
import { parseCsv } from '@/lib/csv'
import { tableToCsv } from '@/components/data-table/columns'
import { excursionSchema } from '~contract/schemas/excursions'
import { profileSchema } from '~domain/profile'
import { subscriptionSchema } from '~contract/schemas/subscriptions'
import {
  actionLabel,
  actorText,
  auditChanges,
  auditColumns,
  auditMoment,
  auditNames,
  changeLines,
  recordText,
  toAuditQuery,
  VALUE_MAX_CHARS,
} from './entries'
import type { AuditEntry } from './schemas'
import { auditSearchSchema } from './search'

const entry = (e: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-03-03T13:05:09.000Z',
  actor_id: 'u-admin',
  actor_login: 'admin@scalda.nl',
  action: 'subscription.payed',
  record_type: 'subscription',
  record_id: 's2',
  before: null,
  after: null,
  address: '127.0.0.1',
  ...e,
})

const names = auditNames({
  profiles: [
    profileSchema.parse({
      _id: 'p-admin',
      user_id: 'u-admin',
      first_name: 'Pieter',
      last_name_prefix: 'van den',
      last_name: 'Berg',
    }),
    profileSchema.parse({
      user_id: 'u-s2',
      first_name: 'Noah',
      last_name_prefix: 'van',
      last_name: 'Dijk',
    }),
  ],
  excursions: [
    excursionSchema.parse({
      _id: 'x2',
      name: 'Rijksmuseum',
      scope: 'x-week',
      hours: 6,
      datetime: '13-04-2027',
    }),
  ],
  subscriptions: [subscriptionSchema.parse({ _id: 's2', excursion_id: 'x2', student_id: 'u-s2' })],
})

describe('the change column: only what changed, readable', () => {
  it('a paid flag: Betaald: Nee → Ja', () => {
    expect(changeLines({ before: { payed: false }, after: { payed: true } })).toEqual([
      'Betaald: Nee → Ja',
    ])
  })

  it('an edit lists only the fields that differ, in Dutch, with scope and role names', () => {
    const before = {
      _id: 'x2',
      name: 'Rijksmuseum',
      scope: 'x-week',
      hours: 6,
      datetime: '13-04-2027',
      description: null,
      location: null,
      capacity: null,
    }
    const after = { ...before, scope: 'buitenland', capacity: 30, description: '' }
    expect(auditChanges(before, after).map((c) => c.path)).toEqual(['scope', 'capacity'])
    expect(changeLines({ before, after })).toEqual([
      'Soort: Activiteiten in Nederland → Buitenlandreizen',
      'Maximaal aantal plaatsen: (leeg) → 30',
    ])
  })

  it('a record added shows what it holds, without its id, empty fields or unset flags', () => {
    const after = {
      _id: 'u-new',
      role: 'student',
      login_id: 'nieuw@student.scalda.nl',
      profile: {
        _id: 'p-new',
        user_id: 'u-new',
        first_name: 'Nina',
        last_name_prefix: '',
        phone: null,
        accept_privacy_policy: false,
      },
    }
    expect(changeLines({ before: null, after })).toEqual([
      'Rol: Student',
      'Gebruikersnaam: nieuw@student.scalda.nl',
      'Profiel › Voornaam: Nina',
    ])
  })

  it('a delete-all shows its counts; a subscription its student and excursion by name', () => {
    expect(changeLines({ before: { students: 120, subscriptions: 340 }, after: null })).toEqual([
      'Studenten: 120',
      'Inschrijvingen: 340',
    ])
    expect(
      changeLines(
        {
          before: null,
          after: {
            _id: 's9',
            excursion_id: 'x2',
            student_id: 'u-s2',
            preference: 2,
            timestamp: '2026-03-03T13:05:09.000Z',
            payed: false,
          },
        },
        names,
      ),
    ).toEqual([
      'Activiteit: Rijksmuseum',
      'Student: Noah van Dijk',
      'Voorkeur: 2',
      'Ingeschreven op: 03-03-2026 14:05:09',
    ])
  })

  it('page content is shown as its text, cut at a readable length; unknown fields by their name', () => {
    const long = `<p>${'woord '.repeat(100)}</p>`
    const [line] = changeLines({
      before: { content: '<p>Oud &amp; <strong>vet</strong></p>' },
      after: { content: long },
    })
    expect(line).toMatch(/^Tekst: Oud & vet → woord woord/)
    expect(line!.endsWith('…')).toBe(true)
    expect(line!.length).toBeLessThan('Tekst: Oud & vet → '.length + VALUE_MAX_CHARS + 2)
    expect(changeLines({ before: { colour: 'rood' }, after: { colour: 'blauw' } })).toEqual([
      'colour: rood → blauw',
    ])
  })

  it('a refused link and a sent mail in Dutch words, their fixed values too (issue 42)', () => {
    expect(
      changeLines({ before: null, after: { kind: 'activation', reason: 'used', token: 't-7' } }),
    ).toEqual(['Soort: activatielink', 'Reden: al gebruikt', 'Link of code (id): t-7'])
    expect(
      changeLines({
        before: null,
        after: { recipient: 'a@student.scalda.nl', subject: 'Je account', kind: 'placement' },
      }),
    ).toEqual(['Aan: a@student.scalda.nl', 'Onderwerp: Je account', 'Soort: plaatsing'])
    expect(changeLines({ before: { state: 'failed' }, after: { state: 'pending' } })).toEqual([
      'Status: Mislukt → Wachtend',
    ])
  })

  it('nothing changed: no lines', () => {
    expect(changeLines({ before: { payed: true }, after: { payed: true } })).toEqual([])
  })
})

describe('who, what and which record', () => {
  it('the actor by name and login id; a failed login by login id and address', () => {
    expect(actorText(entry({}), names)).toBe('Pieter van den Berg (admin@scalda.nl)')
    expect(actorText(entry({ actor_id: 'u-gone', actor_login: 'weg@scalda.nl' }), names)).toBe(
      'weg@scalda.nl',
    )
    expect(
      actorText(
        entry({
          actor_id: null,
          actor_login: null,
          action: 'login.failed',
          record_type: 'login',
          record_id: '654321',
          after: { login_id: '654321', address: '10.0.0.7' },
          address: '10.0.0.7',
        }),
        names,
      ),
    ).toBe('654321 · 10.0.0.7')
    expect(
      actorText(
        entry({ actor_id: null, actor_login: null, action: 'account.forgot-password' }),
        names,
      ),
    ).toBe('Niet ingelogd · 127.0.0.1')
  })

  it('kinds and record types in Dutch; unknown ones as the API names them', () => {
    expect(actionLabel('subscription.payed')).toBe('Betaald gewijzigd')
    expect(actionLabel('iets.nieuws')).toBe('iets.nieuws')
    expect(recordText(entry({}), names)).toBe('Inschrijving: Noah van Dijk, Rijksmuseum (s2)')
    expect(recordText(entry({}), auditNames({}))).toBe('Inschrijving: s2')
    expect(
      recordText(
        entry({ record_type: 'excursion', record_id: 'x9', before: { name: 'Weg' } }),
        names,
      ),
    ).toBe('Activiteit: Weg (x9)')
    expect(recordText(entry({ record_type: 'scope', record_id: 'keuzedeel' }), names)).toBe(
      'Soort: Keuzedelen (keuzedeel)',
    )
    expect(recordText(entry({ record_type: 'user', record_id: null }), names)).toBe('Account')
    // A new password keeps only the login id: the name comes from the profiles.
    const newPassword = entry({
      record_type: 'user',
      record_id: 'u-admin',
      after: { _id: 'u-admin', role: 'admin', login_id: 'admin@scalda.nl' },
    })
    expect(recordText(newPassword, names)).toBe('Account: Pieter van den Berg (u-admin)')
    expect(recordText(newPassword, auditNames({}))).toBe('Account: admin@scalda.nl (u-admin)')
  })

  it('when: the school’s time to the second', () => {
    expect(auditMoment('2026-07-01T22:30:05.000Z')).toBe('02-07-2026 00:30:05')
    expect(auditMoment('kapot')).toBe('kapot')
  })

  it('the export has the columns shown, with the same text', () => {
    const csv = tableToCsv(auditColumns(names), [
      entry({ before: { payed: false }, after: { payed: true } }),
    ])
    expect(parseCsv(csv)).toEqual([
      ['Wanneer', 'Wie', 'Actie', 'Betreft', 'Wijziging (voor → na)'],
      [
        '03-03-2026 14:05:09',
        'Pieter van den Berg (admin@scalda.nl)',
        'Betaald gewijzigd',
        'Inschrijving: Noah van Dijk, Rijksmuseum (s2)',
        'Betaald: Nee → Ja',
      ],
    ])
  })
})

describe('the filters in the URL', () => {
  it('keeps what it understands and drops the rest; numbers-looking ids read as text', () => {
    expect(
      auditSearchSchema.parse({
        actor: 'u-admin',
        action: 'subscription.payed',
        record_type: 'login',
        record_id: 654321,
        from: '2026-03-01',
        to: { nonsense: true },
      }),
    ).toEqual({
      actor: 'u-admin',
      action: 'subscription.payed',
      record_type: 'login',
      record_id: '654321',
      from: '2026-03-01',
      to: undefined,
    })
  })

  it('become the API query: whole days from the start of `from` to the end of `to`', () => {
    const query = toAuditQuery({ from: '2026-03-01', to: '2026-03-02', record_id: ' s2 ' })
    expect(new Date(query.from!).getTime()).toBe(new Date(2026, 2, 1).getTime())
    expect(new Date(query.to!).getTime()).toBe(new Date(2026, 2, 3).getTime() - 1)
    expect(query.record_id).toBe('s2')
    expect(toAuditQuery({ from: '01-03-2026', actor: '  ' })).toEqual({
      actor: undefined,
      action: undefined,
      record_type: undefined,
      record_id: undefined,
      from: undefined,
      to: undefined,
    })
  })
})
