import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PlacementSummary } from '~contract/schemas/rounds'
import { PlacementResults } from './placement-results'

const summary = (patch: Partial<PlacementSummary>): PlacementSummary => ({
  policy: 'rank-maximal',
  seed: 7,
  students: 2,
  histogram: { by_rank: [2], pinned: 0, leftover: 0, unplaced: 0 },
  excursions: [
    {
      excursion_id: 'x1',
      capacity: 10,
      minimum: 5,
      placed: 0,
      pinned: 0,
      leftover: 0,
      dropped: true,
      over_capacity: false,
    },
  ],
  unplaced: [],
  dropped_pins: [],
  ...patch,
})

describe('the preview of a placement', () => {
  it('names each pin that is not honoured because its excursion does not run, per policy', async () => {
    render(
      <PlacementResults
        caption="Uitkomst"
        results={[
          summary({
            dropped_pins: [{ student_id: 'u-s1', excursion_id: 'x1', reason: 'Begeleider' }],
          }),
          summary({ policy: 'lottery' }),
        ]}
        names={new Map([['u-s1', 'Emma Visser']])}
        excursionNames={new Map([['x1', 'Zeilen']])}
      />,
    )
    const warning = await screen.findByRole('alert')
    expect(warning).toHaveTextContent(
      /^Meeste eerste keuzes: deze vastgezette plaatsen gaan niet door/,
    )
    expect(within(warning).getByRole('listitem')).toHaveTextContent(
      'Emma Visser bij Zeilen (reden: Begeleider)',
    )
  })

  it('says nothing of pins when every pin is honoured', () => {
    render(
      <PlacementResults
        caption="Uitkomst"
        results={[summary({})]}
        names={new Map()}
        excursionNames={new Map()}
      />,
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
