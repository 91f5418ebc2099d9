import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render as renderPlain, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import type { PlacementSummary } from '~contract/schemas/rounds'
import { DrawCommitment } from './draw-commitment'
import { FairnessReport } from './fairness-report'

/** The report's PDF button is a mutation: a query client around it, as in the app. */
const render = (ui: ReactElement) =>
  renderPlain(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>)

const summary = (policy: PlacementSummary['policy'], envy: number): PlacementSummary => ({
  policy,
  seed: null,
  students: 3,
  histogram: { by_rank: [2, 0], pinned: 0, leftover: 0, unplaced: 1 },
  excursions: [],
  unplaced: [],
  dropped_pins: [],
  fairness: {
    justified_envy: envy,
    per_class: [
      {
        class_name: '',
        students: 1,
        by_rank: [0, 0],
        pinned: 0,
        leftover: 0,
        unplaced: 1,
        justified_envy: envy,
      },
      {
        class_name: 'ICT2A',
        students: 2,
        by_rank: [2, 0],
        pinned: 0,
        leftover: 0,
        unplaced: 0,
        justified_envy: 0,
      },
    ],
    cancelled: [{ excursion_id: 'x5', minimum: 8, wished: 3 }],
  },
})

describe('the fairness report', () => {
  it('puts the policies side by side and lists each class per policy', () => {
    render(
      <FairnessReport
        results={[summary('rank-maximal', 1), summary('lottery', 0)]}
        names={new Map()}
        excursionNames={new Map([['x5', 'Zeilen']])}
        context={{ scopeId: 'x-week', scopeLabel: 'Activiteiten in Nederland' }}
      />,
    )
    const report = screen.getByRole('region', { name: 'Eerlijkheid' })
    const envy = within(report).getByRole('row', { name: /^Studenten met gegronde afgunst/ })
    expect(
      within(envy)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '0'])
    expect(within(report).getAllByText('Zeilen: 3 wensen, minimum 8')).toHaveLength(2)
    const lottery = within(report).getByRole('table', { name: 'Per klas: Loting' })
    expect(within(lottery).getByRole('row', { name: /^ICT2A/ })).toHaveTextContent('ICT2A220000')
    expect(within(lottery).getByRole('rowheader', { name: '(geen klas)' })).toBeInTheDocument()
    expect(within(report).getByRole('button', { name: 'Exporteren als PDF' })).toBeEnabled()
  })

  it('names the wishes left out for want of consent and every student the balance moved (issue 44)', () => {
    const base = summary('rank-maximal', 0)
    render(
      <FairnessReport
        results={[
          {
            ...base,
            fairness: {
              ...base.fairness!,
              without_consent: [
                { excursion_id: 'b1', state: 'pending', students: 1 },
                { excursion_id: 'b1', state: 'refused', students: 2 },
              ],
              balance_moved: [
                {
                  student_id: 'u-2',
                  excursion_id: 'b1',
                  reason: 'kept',
                  text: 'Had plaats gehad bij een hogere wens, maar de plaatsen die daar over waren worden vastgehouden voor een groep waar de leerling niet bij hoort.',
                },
                {
                  student_id: 'u-1',
                  excursion_id: 'b1',
                  reason: 'class-share',
                  text: 'Had plaats gehad bij een hogere wens, maar die reis geeft hoogstens 40% van de plaatsen aan één klas.',
                },
              ],
            },
          },
        ]}
        names={
          new Map([
            ['u-1', 'Emma Visser'],
            ['u-2', 'Noah de Vries'],
          ])
        }
        excursionNames={new Map([['b1', 'Stedenreis Berlijn']])}
        context={{ scopeId: 'buitenland', scopeLabel: 'Buitenlandreizen' }}
      />,
    )
    const report = screen.getByRole('region', { name: 'Eerlijkheid' })
    expect(
      within(report).getByRole('row', { name: /^Niet meegeteld: geen toestemming/ }),
    ).toHaveTextContent(
      'Stedenreis Berlijn: 3 studenten (Wacht op toestemming 1, Geen toestemming 2)',
    )
    expect(
      within(report).getByRole('row', { name: /^Verschoven door de balans/ }),
    ).toHaveTextContent(/2$/)
    const moved = within(report).getByRole('table', {
      name: 'Verschoven door de balans: Meeste eerste keuzes',
    })
    expect(
      within(moved)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Emma Visser', 'Noah de Vries'])
    expect(within(moved).getByRole('row', { name: /^Emma Visser/ })).toHaveTextContent(
      /40% van de plaatsen aan één klas/,
    )
  })

  it('says nothing of consent where none was missing, and in one line that the balance moved nobody', () => {
    const none = summary('lottery', 0)
    render(
      <FairnessReport
        results={[{ ...none, fairness: { ...none.fairness!, balance_moved: [] } }]}
        names={new Map()}
        excursionNames={new Map()}
        context={{ scopeId: 'x-week', scopeLabel: 'X' }}
      />,
    )
    expect(screen.queryByText(/toestemming/)).toBeNull()
    expect(screen.getByText('Niemand is verschoven door de balans.')).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: /Verschoven door de balans/ })).toBeNull()
  })

  it('says nothing of the balance for a report made before the balance existed', () => {
    render(
      <FairnessReport
        results={[summary('lottery', 0)]}
        names={new Map()}
        excursionNames={new Map()}
        context={{ scopeId: 'x-week', scopeLabel: 'X' }}
      />,
    )
    expect(screen.queryByText(/balans/)).toBeNull()
  })

  it('shows nothing for a placement published before the report existed', () => {
    const { container } = render(
      <FairnessReport
        results={[{ ...summary('lottery', 0), fairness: undefined }]}
        names={new Map()}
        excursionNames={new Map()}
        context={{ scopeId: 'x-week', scopeLabel: 'X' }}
      />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})

describe('the draw commitment', () => {
  const commitment = 'ab'.repeat(32)
  it('shows the SHA-256 and explains it, without a seed before publishing', () => {
    render(<DrawCommitment draw={{ commitment, committed_at: '2027-03-01T08:00:00.000Z' }} />)
    expect(screen.getByText(commitment)).toBeInTheDocument()
    expect(screen.getByText(/De loting ligt vast sinds/)).toBeInTheDocument()
    expect(screen.queryByText(/Bij het publiceren getoond/)).toBeNull()
  })
  it('shows seed and nonce once revealed', () => {
    render(
      <DrawCommitment
        draw={{
          commitment,
          committed_at: '2027-03-01T08:00:00.000Z',
          seed: 812,
          nonce: '0f'.repeat(16),
          revealed_at: '2027-03-10T08:00:00.000Z',
        }}
      />,
    )
    expect(
      screen.getByText(`Bij het publiceren getoond: seed 812, nonce ${'0f'.repeat(16)}.`),
    ).toBeInTheDocument()
  })
})
