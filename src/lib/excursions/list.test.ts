import { describe, expect, it } from 'vitest'
import { filterExcursions, hoursText, normalizeSearch, sortExcursions } from '@/lib/excursions/list'

const e = (name: string, datetime: string, scope = 'x-week') => ({ name, datetime, scope })
const names = (list: { name: string }[]) => list.map((x) => x.name)

describe('filterExcursions', () => {
  const list = [
    e('Kanoën in de Biesbosch', '12-04-2027'),
    e('Stedenreis Berlijn', '11-04-2027', 'buitenland'),
    e('Engels', '01-02-2027', 'keuzedeel'),
  ]
  it('keeps only the given scopes', () => {
    expect(names(filterExcursions(list, new Set(['x-week', 'buitenland']), ''))).toEqual([
      'Kanoën in de Biesbosch',
      'Stedenreis Berlijn',
    ])
  })
  it('searches names ignoring case, accents and surrounding spaces', () => {
    expect(names(filterExcursions(list, new Set(['x-week', 'buitenland']), '  KANOEN '))).toEqual([
      'Kanoën in de Biesbosch',
    ])
    expect(names(filterExcursions(list, new Set(['x-week']), 'berlijn'))).toEqual([])
  })
  it('normalizes search text', () => {
    expect(normalizeSearch(' Éénhoorn ')).toBe('eenhoorn')
  })
})

describe('sortExcursions', () => {
  const list = [
    e('b', '13-04-2027'),
    e('a', '13-04-2027'),
    e('c', '01-01-2027'),
    e('d', 'onbekend'),
    e('e', '02-01-2028'),
  ]
  it('sorts by date, earliest first, ties by name, unknown dates last', () => {
    expect(names(sortExcursions(list, 'date-asc'))).toEqual(['c', 'a', 'b', 'e', 'd'])
  })
  it('sorts by date, latest first, unknown dates still last', () => {
    expect(names(sortExcursions(list, 'date-desc'))).toEqual(['e', 'a', 'b', 'c', 'd'])
  })
  it('sorts by name the Dutch way (case-insensitive, numbers in order)', () => {
    expect(
      names(sortExcursions([e('Reis 10', ''), e('reis 2', ''), e('Activiteit', '')], 'name')),
    ).toEqual(['Activiteit', 'reis 2', 'Reis 10'])
  })
  it('handles 500 excursions without changing the input', () => {
    const many = Array.from({ length: 500 }, (_, i) =>
      e(`Activiteit ${500 - i}`, `${String((i % 28) + 1).padStart(2, '0')}-04-2027`),
    )
    const sorted = sortExcursions(many, 'name')
    expect(sorted).toHaveLength(500)
    expect(sorted[0]?.name).toBe('Activiteit 1')
    expect(many[0]?.name).toBe('Activiteit 500')
  })
})

describe('hoursText', () => {
  it('shows points where they count and study hours for keuzedelen', () => {
    expect(hoursText({ scope: 'x-week', hours: 4 })).toBe('4 punten')
    expect(hoursText({ scope: 'buitenland', hours: 1 })).toBe('1 punt')
    expect(hoursText({ scope: 'keuzedeel', hours: 240 })).toBe('240 uur')
  })
})
