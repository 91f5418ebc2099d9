import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog, isTypedWord } from './confirm-dialog'

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: (value?: unknown) => void
  let reject!: (error: unknown) => void
  const promise = new Promise((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('ConfirmDialog: the one confirmation before an action that cannot be undone', () => {
  it('runs the action itself: busy until it ends, not closable meanwhile, closed on success', async () => {
    const user = userEvent.setup()
    const action = deferred()
    const onClose = vi.fn()
    render(
      <ConfirmDialog
        title="Alles weg?"
        confirmLabel="Verwijderen"
        onConfirm={() => action.promise}
        onClose={onClose}
      >
        Alles gaat weg.
      </ConfirmDialog>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Alles weg?' })
    expect(dialog).toHaveAccessibleDescription('Alles gaat weg.')
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }))
    expect(screen.getByRole('button', { name: /Verwijderen/ })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Annuleren' })).toBeDisabled()
    await user.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
    action.resolve()
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })

  it('shows a failure inside the dialog, in the words given, and stays open for another try', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    const onConfirm = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('Database onbereikbaar'))
      .mockResolvedValueOnce(undefined)
    render(
      <ConfirmDialog
        title="Uitschrijven?"
        confirmLabel="Uitschrijven"
        onConfirm={onConfirm}
        onClose={onClose}
        errorText={(error) => `Error occurred: ${(error as Error).message}`}
      >
        Emma wordt uitgeschreven.
      </ConfirmDialog>,
    )
    await user.click(screen.getByRole('button', { name: 'Uitschrijven' }))
    const dialog = screen.getByRole('dialog', { name: 'Uitschrijven?' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error occurred: Database onbereikbaar',
    )
    expect(dialog).toContainElement(screen.getByRole('alert'))
    expect(onClose).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Uitschrijven' }))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })

  it('a typed confirmation needs the exact word (spaces around it ignored)', async () => {
    const user = userEvent.setup()
    render(
      <ConfirmDialog
        title="Alle studenten verwijderen"
        confirmLabel="Alle studenten verwijderen"
        typedConfirmation={{ label: 'Typ VERWIJDER om te bevestigen', word: 'VERWIJDER' }}
        onConfirm={() => Promise.resolve()}
        onClose={() => {}}
      >
        Dit verwijdert 8 studenten.
      </ConfirmDialog>,
    )
    const confirm = screen.getByRole('button', { name: 'Alle studenten verwijderen' })
    const field = screen.getByLabelText('Typ VERWIJDER om te bevestigen')
    expect(confirm).toBeDisabled()
    await user.type(field, 'verwijder')
    expect(confirm).toBeDisabled()
    await user.clear(field)
    await user.type(field, ' VERWIJDER ')
    expect(confirm).toBeEnabled()
    expect(isTypedWord('Buitenlandreizen', 'Buitenlandreizen')).toBe(true)
    expect(isTypedWord('buitenlandreizen', 'Buitenlandreizen')).toBe(false)
  })

  it('resolving false keeps the dialog open (a result to show)', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(
      <ConfirmDialog
        title="Nieuw wachtwoord"
        confirmLabel="Wachtwoord maken"
        onConfirm={() => Promise.resolve(false)}
        onClose={onClose}
      >
        Een nieuw wachtwoord.
      </ConfirmDialog>,
    )
    await user.click(screen.getByRole('button', { name: 'Wachtwoord maken' }))
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Wachtwoord maken' })).toBeEnabled(),
    )
    expect(onClose).not.toHaveBeenCalled()
  })
})
