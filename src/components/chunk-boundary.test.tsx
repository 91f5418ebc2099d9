import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyNamed } from '@/lib/lazy'
import { messages } from '~domain/messages/general'
import { ChunkBoundary } from './chunk-boundary'

const chunkMissing = () => new TypeError('Failed to fetch dynamically imported module')

describe('ChunkBoundary with lazyNamed', () => {
  it('shows the chunk-load error, and Opnieuw proberen really loads the chunk again', async () => {
    const factory = vi
      .fn<() => Promise<{ Part: () => React.ReactNode }>>()
      .mockRejectedValueOnce(chunkMissing())
      .mockResolvedValue({ Part: () => <p>Geladen</p> })
    const Part = lazyNamed(factory, 'Part')
    render(
      <ChunkBoundary>
        <Suspense fallback={<p>Laden…</p>}>
          <Part />
        </Suspense>
      </ChunkBoundary>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.chunkLoad)
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }))
    expect(await screen.findByText('Geladen')).toBeInTheDocument()
    expect(factory).toHaveBeenCalledTimes(2)
  })

  it('in a dialog: closable, and the page behind it stays', async () => {
    const onClose = vi.fn()
    const Part = lazyNamed(
      (): Promise<{ Part: () => React.ReactNode }> => Promise.reject(chunkMissing()),
      'Part',
    )
    render(
      <>
        <p>De pagina</p>
        <ChunkBoundary dialogTitle="Inloggen" onClose={onClose}>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </ChunkBoundary>
      </>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Inloggen' })
    expect(dialog).toHaveTextContent(messages.errors.chunkLoad)
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }))
    expect(onClose).toHaveBeenCalled()
    expect(screen.getByText('De pagina')).toBeInTheDocument()
  })

  it('passes other errors on', () => {
    const Broken = () => {
      throw new Error('kapot')
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      render(
        <ChunkBoundary>
          <Broken />
        </ChunkBoundary>,
      ),
    ).toThrow('kapot')
  })
})
