import { describe, expect, it } from 'vitest'
import { excursionListSchema } from '~contract/schemas/excursions'
import { versionSchema } from '~contract/schemas/settings'
import { subscriptionListSchema } from '~contract/schemas/subscriptions'
import { settingOf } from '@/lib/setting-shape'

const excursion = {
  _id: 'x1',
  name: 'Kanoën',
  scope: 'x-week',
  hours: 4,
  datetime: '01-06-2027',
  subscribed: null,
}

describe('answers in the shapes a real API plausibly sends', () => {
  it('reads an excursion’s subscriptions as a count or as the list itself', () => {
    const [asCount, asList, absent] = excursionListSchema.parse([
      { ...excursion, subscriptions: 3 },
      { ...excursion, subscriptions: [{ _id: 's1' }, { _id: 's2' }] },
      excursion,
    ])
    expect([asCount?.subscriptions, asList?.subscriptions, absent?.subscriptions]).toEqual([
      3, 2, 0,
    ])
  })

  it('reads numbers sent as text, a populated reference as its id, and a wrapped list', () => {
    const [read] = excursionListSchema.parse({
      data: [{ ...excursion, hours: '4', preference: '2', subscribed: { _id: 's9' } }],
    })
    expect(read).toMatchObject({ hours: 4, preference: 2, subscribed: 's9' })
    const [subscription] = subscriptionListSchema.parse([
      {
        _id: 's1',
        excursion_id: { _id: 'x1', name: 'Kanoën' },
        student_id: 7,
        preference: '1',
        timestamp: 0,
      },
    ])
    expect(subscription).toMatchObject({
      excursion_id: 'x1',
      student_id: '7',
      preference: 1,
      timestamp: '1970-01-01T00:00:00.000Z',
      payed: false,
    })
  })

  it('reads the version and a setting bare, wrapped or in a list of one', () => {
    expect(versionSchema.parse({ name: 'version', value: '1.0.0' }).value).toBe('1.0.0')
    expect(versionSchema.parse('1.0.1').value).toBe('1.0.1')
    expect(versionSchema.parse({ version: '1.0.2' }).value).toBe('1.0.2')
    expect(settingOf('policy').parse([{ name: 'policy', value: 'privacy_policy' }]).value).toBe(
      'privacy_policy',
    )
    expect(settingOf('policy').parse('privacy_policy')).toMatchObject({ name: 'policy' })
  })

  it('still fails where a field the page needs is missing', () => {
    expect(excursionListSchema.safeParse([{ ...excursion, name: undefined }]).success).toBe(false)
    expect(versionSchema.safeParse({ name: 'version' }).success).toBe(false)
  })
})
