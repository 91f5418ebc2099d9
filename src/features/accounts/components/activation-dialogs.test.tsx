import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CODES_MAX, tooManyCodes } from '~domain/limits'
import { createQueryClient } from '@/app/query-client'
import type { AccountRow } from '../account-rows'
import { activationWords as w } from '../activation-words'
import { PrintCodesDialog } from './activation-dialogs'

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `u-${i}` }) as AccountRow)

const show = (accounts: AccountRow[]) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PrintCodesDialog accounts={accounts} onClose={() => {}} />
    </QueryClientProvider>,
  )

describe('Inlogcodes afdrukken: at most 500 at once (the server refuses more)', () => {
  it(`${CODES_MAX + 1} students: the dialog says so and makes no PDF`, async () => {
    show(rows(CODES_MAX + 1))
    // The alert's code loads when the first one shows.
    expect(await screen.findByText(tooManyCodes(CODES_MAX))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: w.codesMake })).toBeDisabled()
  })

  it(`${CODES_MAX} students: the PDF can be made`, () => {
    show(rows(CODES_MAX))
    expect(screen.queryByText(tooManyCodes(CODES_MAX))).not.toBeInTheDocument()
    expect(screen.getByText(w.codesConfirm(CODES_MAX))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: w.codesMake })).toBeEnabled()
  })
})
