import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '~domain/messages/general'
import { createQueryClient } from '@/app/query-client'

afterEach(() => {
  vi.doUnmock('./id-data-dialog')
  vi.resetModules()
})

describe('LazyIdDataDialog', () => {
  it('loads the dialog (and its date pickers) only once it is opened', async () => {
    const loaded = vi.fn()
    vi.resetModules()
    vi.doMock('./id-data-dialog', async (importOriginal) => {
      loaded()
      return importOriginal()
    })
    const { LazyIdDataDialog } = await import('./id-data-dialog-lazy')
    const queryClient = createQueryClient()
    const ui = (open: boolean) => (
      <QueryClientProvider client={queryClient}>
        <LazyIdDataDialog open={open} onClose={() => {}} />
      </QueryClientProvider>
    )
    const { rerender } = render(ui(false))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(loaded).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    rerender(ui(true))
    expect(await screen.findByRole('dialog', { name: 'Paspoort/ID-gegevens' })).toBeInTheDocument()
    expect(loaded).toHaveBeenCalledTimes(1)
  })

  // Retrying for real is in chunk-boundary.test.tsx and e2e/chunks.spec.ts (vitest keeps a failed mock).
  it('reports a chunk that does not arrive with the chunk-load error, retry and Sluiten', async () => {
    vi.resetModules()
    vi.doMock('./id-data-dialog', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { LazyIdDataDialog } = await import('./id-data-dialog-lazy')
    const onClose = vi.fn()
    render(<LazyIdDataDialog open onClose={onClose} />)
    const dialog = await screen.findByRole('dialog', { name: 'Paspoort/ID-gegevens' })
    expect(dialog).toHaveTextContent(messages.errors.chunkLoad)
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }))
    expect(onClose).toHaveBeenCalled()
  })
})
