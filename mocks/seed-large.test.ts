import { describe, expect, it } from 'vitest'
import { db } from './db'
import { LARGE_DATA_SET, seedLarge } from '../server/seed/large'

describe('the large demo data set', () => {
  const state = seedLarge()

  it('has the sizes the admin screens are measured with', () => {
    expect(state.users.filter((u) => u.role === 'student')).toHaveLength(LARGE_DATA_SET.students)
    expect(state.excursions).toHaveLength(LARGE_DATA_SET.excursions)
    expect(state.subscriptions).toHaveLength(LARGE_DATA_SET.subscriptions)
    expect(new Set(state.users.map((u) => u.login_id)).size).toBe(state.users.length)
    expect(new Set(state.subscriptions.map((s) => s._id)).size).toBe(state.subscriptions.length)
  })

  it('keeps every rule of the ordinary data: one profile per user, unique ranks per scope', () => {
    const profiles = new Map(state.profiles.map((p) => [p.user_id, p]))
    expect(state.users.every((u) => profiles.has(u._id))).toBe(true)
    const scopeOf = new Map(state.excursions.map((e) => [e._id, e.scope]))
    const ranks = new Map<string, number[]>()
    for (const s of state.subscriptions) {
      expect(scopeOf.has(s.excursion_id)).toBe(true)
      const key = `${s.student_id}/${scopeOf.get(s.excursion_id)}`
      ranks.set(key, [...(ranks.get(key) ?? []), s.preference])
    }
    for (const list of ranks.values()) {
      expect([...list].sort((a, b) => a - b)).toEqual(list.map((_, i) => i + 1))
    }
  })

  it('is the same every time and still holds the demo accounts', () => {
    expect(seedLarge()).toEqual(state)
    expect(state.users.map((u) => u.login_id)).toContain('654321')
  })

  it('is what db.reset("large") loads', () => {
    db.reset('large')
    expect(db.state.subscriptions).toHaveLength(LARGE_DATA_SET.subscriptions)
    db.reset()
    expect(db.state.subscriptions.length).toBeLessThan(100)
  })
})
