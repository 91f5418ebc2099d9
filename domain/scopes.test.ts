import { describe, expect, it } from 'vitest'
import {
  activityScopes,
  electiveScopes,
  excursionPath,
  findScope,
  isActivityScope,
  scopeListPath,
  scopeRegistry,
  scopesOfGroup,
} from '~domain/scopes'

describe('scope registry', () => {
  it('has the three scopes of DESIGN.md with unique ids', () => {
    expect(scopeRegistry.map((s) => s.id)).toEqual(['keuzedeel', 'x-week', 'buitenland'])
  })
  it.each(scopeRegistry.map((s) => [s.id, s] as const))(
    '%s has a label, noun, terms, terms label and group',
    (_id, scope) => {
      expect(scope.label).toMatch(/\S/)
      expect(scope.noun).toMatch(/\S/)
      expect(scope.termsLabel).toMatch(/\S/)
      expect(['activity_terms', 'reis_terms', 'keuzedelen_terms']).toContain(scope.terms)
      expect(['x-week', 'keuzedeel']).toContain(scope.group)
    },
  )
  it('matches the table of DESIGN.md', () => {
    expect(
      Object.fromEntries(
        scopeRegistry.map((s) => [s.id, [s.label, s.terms, s.needsIdData, s.countsTowardPoints]]),
      ),
    ).toEqual({
      keuzedeel: ['Keuzedelen', 'keuzedelen_terms', false, false],
      'x-week': ['Activiteiten in Nederland', 'activity_terms', false, true],
      buitenland: ['Buitenlandreizen', 'reis_terms', true, true],
    })
  })
  it('gives each scope its own terms text', () => {
    expect(new Set(scopeRegistry.map((s) => s.terms)).size).toBe(scopeRegistry.length)
  })
  it('finds a scope by id and nothing for an unknown one', () => {
    expect(findScope('buitenland')?.label).toBe('Buitenlandreizen')
    expect(findScope('onbekend')).toBeUndefined()
  })
})

describe('activityScopes and isActivityScope', () => {
  it('lists the X-Week offers under /activiteiten: x-week and buitenland', () => {
    expect(activityScopes.map((s) => s.id)).toEqual(['x-week', 'buitenland'])
    expect(electiveScopes.map((s) => s.id)).toEqual(['keuzedeel'])
    expect(scopesOfGroup('x-week')).toEqual(['x-week', 'buitenland'])
  })
  it('accepts only activity scopes in /activiteiten/{scope}', () => {
    expect(isActivityScope('x-week')).toBe(true)
    expect(isActivityScope('buitenland')).toBe(true)
    expect(isActivityScope('keuzedeel')).toBe(false)
    expect(isActivityScope('onbekend')).toBe(false)
  })
})

describe('excursionPath and scopeListPath', () => {
  it('puts keuzedelen under /keuzedelen', () => {
    expect(excursionPath({ _id: 'k1', scope: 'keuzedeel' })).toEqual({
      to: '/keuzedelen/$excursionId',
      params: { excursionId: 'k1' },
    })
    expect(scopeListPath('keuzedeel')).toEqual({ to: '/keuzedelen' })
  })
  it('puts X-Week offers under /activiteiten/{scope}', () => {
    expect(excursionPath({ _id: 'b1', scope: 'buitenland' })).toEqual({
      to: '/activiteiten/$scope/$excursionId',
      params: { scope: 'buitenland', excursionId: 'b1' },
    })
    expect(scopeListPath('x-week')).toEqual({
      to: '/activiteiten/$scope',
      params: { scope: 'x-week' },
    })
  })
  it('puts an offer of a scope it does not know under /activiteiten/{scope} too', () => {
    expect(excursionPath({ _id: 'o1', scope: 'onbekend' })).toEqual({
      to: '/activiteiten/$scope/$excursionId',
      params: { scope: 'onbekend', excursionId: 'o1' },
    })
    expect(scopeListPath('onbekend')).toEqual({
      to: '/activiteiten/$scope',
      params: { scope: 'onbekend' },
    })
  })
})
