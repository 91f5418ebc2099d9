import { describe, expect, it } from 'vitest'
import { dayjs } from './dates'
import { idDataMessages, profileMessages } from './messages/profile'
import {
  DEFAULT_COUNTRY,
  defaultValidityDate,
  hasCompleteIdData,
  idDataSchema,
  idDateLimits,
  isProfileComplete,
  profileFormSchema,
  profileSchema,
  unknownIdValues,
  withProfileDefaults,
  type IdData,
} from './profile'

// A fixed clock: every date rule is relative to this day.
const today = dayjs('2026-11-21')

const validIdData: IdData = {
  document_type: 'passport',
  document_number: 'NXC4R8T21',
  document_issue_date: '02-06-2022',
  document_validity_date: '02-06-2032',
  document_country: DEFAULT_COUNTRY,
  gender: 'v',
  document_first_name: 'Sanne',
  document_surname: 'de Vries',
  bday: '14-03-2008',
  nationality: DEFAULT_COUNTRY,
}

/** The messages idDataSchema gives for `changes`, per field; [] when the data is valid. */
function idErrors(changes: Partial<Record<keyof IdData, string>>, on = today) {
  const result = idDataSchema(on).safeParse({ ...validIdData, ...changes })
  return result.success
    ? []
    : result.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`)
}

const profile = (fields: Record<string, unknown> = {}) =>
  profileSchema.parse({
    first_name: 'Sanne',
    last_name_prefix: 'de',
    last_name: 'Vries',
    accept_privacy_policy: true,
    phone: '+31612345678',
    grade: 'M. Bakker',
    ...fields,
  })

describe('profileFormSchema', () => {
  it('accepts a student with phone and Mentor/Coach', () => {
    expect(
      profileFormSchema('student').safeParse({ phone: '+31612345678', grade: 'M. Bakker' }).success,
    ).toBe(true)
  })

  it('refuses an empty or blank phone with its Dutch message', () => {
    for (const phone of ['', '   ']) {
      const result = profileFormSchema('student').safeParse({ phone, grade: 'M. Bakker' })
      expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
        ['phone', profileMessages.phoneRequired],
      ])
    }
  })

  it('refuses a student without Mentor/Coach', () => {
    const result = profileFormSchema('student').safeParse({ phone: '+31612345678', grade: ' ' })
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['grade', profileMessages.gradeRequired],
    ])
  })

  it('does not ask teachers and admins for Mentor/Coach', () => {
    expect(
      profileFormSchema('teacher').safeParse({ phone: '+31687654321', grade: '' }).success,
    ).toBe(true)
    expect(profileFormSchema('admin').safeParse({ phone: '+31611122233', grade: '' }).success).toBe(
      true,
    )
    expect(profileFormSchema('admin').safeParse({ phone: '', grade: '' }).success).toBe(false)
  })

  it('does not check the phone format (SPEC §5)', () => {
    expect(
      profileFormSchema('student').safeParse({ phone: 'bel mijn moeder', grade: 'x' }).success,
    ).toBe(true)
  })
})

describe('isProfileComplete', () => {
  it('is complete with the policy accepted, phone and (students) Mentor/Coach', () => {
    expect(isProfileComplete(profile(), 'student')).toBe(true)
  })

  it('is incomplete without the privacy policy accepted', () => {
    expect(isProfileComplete(profile({ accept_privacy_policy: false }), 'student')).toBe(false)
    expect(isProfileComplete(profile({ accept_privacy_policy: null }), 'teacher')).toBe(false)
  })

  it('is incomplete without phone, or for a student without Mentor/Coach', () => {
    expect(isProfileComplete(profile({ phone: '' }), 'student')).toBe(false)
    expect(isProfileComplete(profile({ phone: null }), 'admin')).toBe(false)
    expect(isProfileComplete(profile({ grade: '' }), 'student')).toBe(false)
  })

  it('does not need Mentor/Coach for staff, nor ID data for anyone', () => {
    expect(isProfileComplete(profile({ grade: '' }), 'teacher')).toBe(true)
    expect(isProfileComplete(profile({ document_number: '', bday: '' }), 'student')).toBe(true)
  })
})

describe('withProfileDefaults', () => {
  it('fills nationality and document country with the Netherlands and the document names from the profile', () => {
    const filled = withProfileDefaults(profile())
    expect(filled).toMatchObject({
      nationality: 'Netherlands (the)',
      document_country: 'Netherlands (the)',
      document_first_name: 'Sanne',
      document_surname: 'de Vries',
    })
  })

  it('builds the surname without a prefix when there is none', () => {
    expect(
      withProfileDefaults(profile({ last_name_prefix: null, last_name: 'Jansen' }))
        .document_surname,
    ).toBe('Jansen')
  })

  it('keeps what the profile already holds', () => {
    const own = {
      nationality: 'Belgium',
      document_country: 'Germany',
      document_first_name: 'Sanne Maria',
      document_surname: 'De Vries',
    }
    expect(withProfileDefaults(profile(own))).toMatchObject(own)
  })

  it('keeps the other fields, unknown ones included', () => {
    const filled = withProfileDefaults(profile({ phone: '0612', extra_field: 7 }))
    expect(filled.phone).toBe('0612')
    expect(filled).toHaveProperty('extra_field', 7)
  })
})

describe('idDateLimits', () => {
  it('gives the SPEC §5 limits around the fixed day', () => {
    const limits = idDateLimits(today)
    const text = (d: dayjs.Dayjs) => d.format('DD-MM-YYYY')
    expect(text(limits.issue.min)).toBe('21-02-2017')
    expect(text(limits.issue.max)).toBe('21-11-2026')
    expect(text(limits.validity.min)).toBe('21-02-2027')
    expect(text(limits.validity.max)).toBe('21-11-2036')
    expect(text(limits.birth.min)).toBe('21-11-1926')
    expect(text(limits.birth.max)).toBe('21-11-2021')
  })

  it('ignores the time of day', () => {
    expect(idDateLimits(dayjs('2026-11-21T23:59:00')).issue.max.format('DD-MM-YYYY HH:mm')).toBe(
      '21-11-2026 00:00',
    )
  })
})

describe('idDataSchema', () => {
  it('accepts complete, valid data', () => {
    expect(idErrors({})).toEqual([])
  })

  describe('issue date: not in the future, at most 10 years minus 3 months back', () => {
    it('accepts today and refuses tomorrow', () => {
      expect(idErrors({ document_issue_date: '21-11-2026' })).toEqual([])
      expect(idErrors({ document_issue_date: '22-11-2026' })).toEqual([
        `document_issue_date: ${idDataMessages.issueDateFuture}`,
      ])
    })

    it('accepts exactly 10 years minus 3 months back and refuses one day earlier', () => {
      expect(idErrors({ document_issue_date: '21-02-2017' })).toEqual([])
      expect(idErrors({ document_issue_date: '20-02-2017' })).toEqual([
        `document_issue_date: ${idDataMessages.issueDateTooOld}`,
      ])
    })
  })

  describe('validity date: at least 3 months and at most 10 years ahead', () => {
    it('accepts exactly 3 months ahead and refuses one day less', () => {
      expect(idErrors({ document_validity_date: '21-02-2027' })).toEqual([])
      expect(idErrors({ document_validity_date: '20-02-2027' })).toEqual([
        `document_validity_date: ${idDataMessages.validityTooSoon}`,
      ])
    })

    it('accepts exactly 10 years ahead and refuses one day more', () => {
      expect(idErrors({ document_validity_date: '21-11-2036' })).toEqual([])
      expect(idErrors({ document_validity_date: '22-11-2036' })).toEqual([
        `document_validity_date: ${idDataMessages.validityTooLate}`,
      ])
    })

    it('refuses a document that has already expired', () => {
      expect(idErrors({ document_validity_date: '01-01-2026' })).toEqual([
        `document_validity_date: ${idDataMessages.validityTooSoon}`,
      ])
    })
  })

  describe('birth date: between 100 and 5 years ago', () => {
    it('accepts exactly 5 years ago and refuses one day later', () => {
      expect(idErrors({ bday: '21-11-2021' })).toEqual([])
      expect(idErrors({ bday: '22-11-2021' })).toEqual([`bday: ${idDataMessages.birthDateRange}`])
    })

    it('accepts exactly 100 years ago and refuses one day earlier', () => {
      expect(idErrors({ bday: '21-11-1926' })).toEqual([])
      expect(idErrors({ bday: '20-11-1926' })).toEqual([`bday: ${idDataMessages.birthDateRange}`])
    })
  })

  it('clamps month arithmetic at the end of a month', () => {
    // 30 November + 3 months is 28 February (no 30 February).
    const endOfMonth = dayjs('2026-11-30')
    expect(idErrors({ document_validity_date: '28-02-2027' }, endOfMonth)).toEqual([])
    expect(idErrors({ document_validity_date: '27-02-2027' }, endOfMonth)).toEqual([
      `document_validity_date: ${idDataMessages.validityTooSoon}`,
    ])
  })

  it('refuses dates that are not DD-MM-YYYY or do not exist', () => {
    for (const text of ['2022-06-02', '2-6-2022', '31-02-2022', 'gisteren', 'ongeldig']) {
      expect(idErrors({ document_issue_date: text })).toEqual([
        `document_issue_date: ${idDataMessages.invalidDate}`,
      ])
    }
  })

  it('requires all ten fields, each with its own message', () => {
    const empty = Object.fromEntries(Object.keys(validIdData).map((field) => [field, '']))
    const result = idDataSchema(today).safeParse(empty)
    const fields = result.error?.issues.map((issue) => issue.path[0])
    expect(new Set(fields)).toEqual(new Set(Object.keys(validIdData)))
    expect(result.error?.issues.every((issue) => issue.message === idDataMessages.required)).toBe(
      true,
    )
  })

  it('refuses missing (undefined) fields and blank text', () => {
    expect(idErrors({ document_number: '   ' })).toEqual([
      `document_number: ${idDataMessages.required}`,
    ])
    const { nationality: _nationality, ...withoutNationality } = validIdData
    expect(idDataSchema(today).safeParse(withoutNationality).success).toBe(false)
  })

  it('only knows the document types passport and id, and the genders m, v and x', () => {
    expect(idErrors({ document_type: 'id' })).toEqual([])
    expect(idErrors({ document_type: 'rijbewijs' })).toEqual([
      `document_type: ${idDataMessages.required}`,
    ])
    for (const gender of ['m', 'v', 'x']) expect(idErrors({ gender })).toEqual([])
    expect(idErrors({ gender: 'f' })).toEqual([`gender: ${idDataMessages.required}`])
  })
})

describe('defaultValidityDate', () => {
  it('is the issue date plus 10 years', () => {
    expect(defaultValidityDate('21-11-2026')).toBe('21-11-2036')
    expect(defaultValidityDate('21-02-2017')).toBe('21-02-2027')
  })

  it('lands on 28 February from a leap day', () => {
    expect(defaultValidityDate('29-02-2024')).toBe('28-02-2034')
  })

  it('is empty without a valid issue date', () => {
    expect(defaultValidityDate('')).toBe('')
    expect(defaultValidityDate('31-02-2024')).toBe('')
  })

  it('always gives a valid validity date for a valid issue date', () => {
    for (const issue of ['21-11-2026', '21-02-2017', '01-01-2020']) {
      expect(
        idErrors({
          document_issue_date: issue,
          document_validity_date: defaultValidityDate(issue),
        }),
      ).toEqual([])
    }
  })
})

describe('hasCompleteIdData', () => {
  it('is true for a profile with all ten valid fields and false when one is missing', () => {
    expect(hasCompleteIdData(profile(validIdData), today)).toBe(true)
    expect(hasCompleteIdData(profile({ ...validIdData, gender: '' }), today)).toBe(false)
  })
})

// Issue 19, item 6: one odd value never makes a whole profile unreadable.
describe('reading a profile leniently', () => {
  it('keeps an unknown gender or document type as it is, and names it', () => {
    const read = profileSchema.parse({
      first_name: 'Daan',
      gender: 'M',
      document_type: 'rijbewijs',
    })
    expect([read.gender, read.document_type]).toEqual(['M', 'rijbewijs'])
    expect(unknownIdValues(read)).toEqual([
      { field: 'gender', value: 'M' },
      { field: 'document_type', value: 'rijbewijs' },
    ])
    expect(unknownIdValues(profileSchema.parse({ gender: 'v', document_type: '' }))).toEqual([])
    expect(hasCompleteIdData({ ...profile(validIdData), gender: 'M' }, today)).toBe(false)
  })

  it('reads a number as text and a value of the wrong kind as empty', () => {
    const read = profileSchema.parse({
      _id: 7,
      phone: 612345678,
      grade: { naam: 'M. Bakker' },
      accept_privacy_policy: 'ja',
      hours: 'twintig',
    })
    expect(read).toMatchObject({
      _id: '7',
      phone: '612345678',
      grade: '',
      accept_privacy_policy: false,
      hours: null,
    })
  })
})
