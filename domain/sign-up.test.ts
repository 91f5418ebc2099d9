import { describe, expect, it } from 'vitest'
import { findScope } from './scopes'
import { profileSchema } from './profile'
import { signUpStep } from './sign-up'

const idData = {
  document_type: 'passport',
  document_number: 'NXC4R8T21',
  document_issue_date: '02-06-2022',
  document_validity_date: '02-06-2032',
  document_country: 'Netherlands (the)',
  gender: 'm',
  document_first_name: 'Daan',
  document_surname: 'Jansen',
  bday: '14-03-2008',
  nationality: 'Netherlands (the)',
}
const profile = (extra: Record<string, unknown> = {}) =>
  profileSchema.parse({ accept_privacy_policy: true, ...extra })
const scope = (id: string) => findScope(id)!

describe('signUpStep', () => {
  it('asks for the scope’s terms before the first subscription', () => {
    expect(signUpStep(profile(), scope('x-week'))).toBe('terms')
    expect(signUpStep(profile({ accept_keuzedelen_terms: true }), scope('x-week'))).toBe('terms')
  })
  it('subscribes at once when the terms were accepted', () => {
    expect(signUpStep(profile({ accept_activity_terms: true }), scope('x-week'))).toBe('subscribe')
    expect(signUpStep(profile({ accept_keuzedelen_terms: true }), scope('keuzedeel'))).toBe(
      'subscribe',
    )
  })
  it('sends a trip to the ID popup first when ID data is missing', () => {
    expect(signUpStep(profile({ accept_reis_terms: true }), scope('buitenland'))).toBe('id-data')
    expect(signUpStep(profile(), scope('buitenland'))).toBe('id-data')
  })
  it('goes on to the terms once the ID data is complete or was just saved', () => {
    expect(signUpStep(profile(idData), scope('buitenland'))).toBe('terms')
    expect(signUpStep(profile(), scope('buitenland'), { idDataSaved: true })).toBe('terms')
    expect(signUpStep(profile({ ...idData, accept_reis_terms: true }), scope('buitenland'))).toBe(
      'subscribe',
    )
  })
  it('never asks for ID data outside trips', () => {
    expect(signUpStep(profile({ accept_activity_terms: true }), scope('x-week'))).toBe('subscribe')
  })
})
