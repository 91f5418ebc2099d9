import { act, render, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { confirmDiscard } from '@/lib/discard-question'
import { hasUnsavedInput } from '@/lib/unsaved-changes'
import { DiscardDialog } from './discard-dialog'
import { Form, FormDialog, useFormInput, verdictOf } from './form'

describe('useFormInput: the one register of unsaved input', () => {
  it('registers a form while its input differs from where it started, until saved or gone', () => {
    const { result, unmount } = renderHook(() => useFormInput({ name: '' }))
    expect(hasUnsavedInput()).toBe(false)
    act(() => result.current.set('name', 'Ada'))
    expect(result.current.dirty).toBe(true)
    expect(hasUnsavedInput()).toBe(true)
    // The form asking leaves itself out.
    expect(hasUnsavedInput(result.current.id)).toBe(false)
    act(() => result.current.set('name', ''))
    expect(hasUnsavedInput()).toBe(false)
    act(() => result.current.set('name', 'Bea'))
    act(() => result.current.reset({ name: 'Bea' }))
    expect(result.current.values.name).toBe('Bea')
    expect(hasUnsavedInput()).toBe(false)
    act(() => result.current.set('name', 'Cas'))
    unmount()
    expect(hasUnsavedInput()).toBe(false)
  })

  it('keeps a draft in the tab while dirty, brings it back, and drops it when reset', () => {
    const draft = { draft: 'profile:u1' }
    const first = renderHook(() => useFormInput<{ phone?: string }>({}, draft))
    act(() => first.result.current.set('phone', '0612'))
    expect(JSON.parse(sessionStorage.getItem('xweek.draft:profile:u1')!)).toEqual({ phone: '0612' })
    first.unmount()

    const again = renderHook(() => useFormInput<{ phone?: string }>({}, draft))
    expect(again.result.current.values).toEqual({ phone: '0612' })
    expect(hasUnsavedInput()).toBe(true)
    act(() => again.result.current.reset())
    expect(sessionStorage.getItem('xweek.draft:profile:u1')).toBeNull()
    expect(hasUnsavedInput()).toBe(false)
  })

  it('a save that unmounts its form first still leaves no draft behind (issue 28)', async () => {
    const draft = { draft: 'profile:u2' }
    const form = renderHook(() => useFormInput<{ phone?: string }>({}, draft))
    act(() => form.result.current.set('phone', '0613'))
    const { reset } = form.result.current
    // The saved profile is complete: the popup goes before the save's promise resolves.
    form.unmount()
    reset()
    expect(sessionStorage.getItem('xweek.draft:profile:u2')).toBeNull()
    expect(await confirmDiscard({ drafts: true })).toBe(true)
  })

  it('shows a message once a field was left or a save tried, until its messages are hidden', () => {
    const check = (values: { name: string }) =>
      verdictOf(values, { name: values.name ? undefined : 'Vul een naam in' })
    const form = renderHook(() => useFormInput({ name: '' }, { check }))
    expect(form.result.current.errorOf('name')).toBeUndefined()
    act(() => void form.result.current.attempt())
    expect(form.result.current.errorOf('name')).toBe('Vul een naam in')
    act(() => form.result.current.hideMessages())
    expect(form.result.current.errorOf('name')).toBeUndefined()
    act(() => form.result.current.touch('name'))
    expect(form.result.current.errorOf('name')).toBe('Vul een naam in')
    act(() => form.result.current.set('name', 'Daan'))
    expect(form.result.current.errorOf('name')).toBeUndefined()
    expect(form.result.current.values).toEqual({ name: 'Daan' })
    form.unmount()
  })

  it('a check that needs data that loads: asked once at mount, no verdict until it is there, a try waits for it', async () => {
    let give: (words: ReadonlySet<string>) => void = () => undefined
    const load = vi.fn(() => new Promise<ReadonlySet<string>>((resolve) => (give = resolve)))
    const check = (values: { word: string }, common: ReadonlySet<string>) =>
      verdictOf(values, { word: common.has(values.word) ? 'Te gewoon' : undefined })
    const form = renderHook(() => useFormInput({ word: 'welkom' }, { load, check }))
    form.rerender()
    expect(load).toHaveBeenCalledTimes(1)
    expect(form.result.current.valid).toBe(false)
    let tried: Promise<{ word: string } | null> = Promise.resolve(null)
    act(() => void (tried = form.result.current.attempt()))
    // Tried, but the list is not there yet: no message, no answer.
    expect(form.result.current.errorOf('word')).toBeUndefined()
    await act(async () => give(new Set(['welkom'])))
    expect(await tried).toBeNull()
    expect(form.result.current.errorOf('word')).toBe('Te gewoon')
    // From then on the check follows the typing, and a try answers the checked values.
    act(() => form.result.current.set('word', 'zomervakantie'))
    expect(form.result.current.errorOf('word')).toBeUndefined()
    expect(form.result.current.valid).toBe(true)
    await act(async () =>
      expect(await form.result.current.attempt()).toEqual({ word: 'zomervakantie' }),
    )
    expect(load).toHaveBeenCalledTimes(1)
    form.unmount()
  })

  it('input that only holds what is saved is not unsaved', () => {
    const saved = { phone: '0614' }
    const matchesSaved = (edits: { phone?: string }) =>
      Object.entries(edits).every(([field, value]) => saved[field as 'phone'] === value)
    const form = renderHook(() =>
      useFormInput<{ phone?: string }>({}, { draft: 'profile:u3', matchesSaved }),
    )
    act(() => form.result.current.set('phone', '0615'))
    expect(hasUnsavedInput()).toBe(true)
    act(() => form.result.current.set('phone', '0614'))
    expect(hasUnsavedInput()).toBe(false)
    expect(sessionStorage.getItem('xweek.draft:profile:u3')).toBeNull()
  })
})

describe('confirmDiscard', () => {
  it('lets a logout through at once without input, and asks about a stored draft', async () => {
    render(<DiscardDialog />)
    expect(await confirmDiscard({ drafts: true })).toBe(true)
    sessionStorage.setItem('xweek.draft:profile:u1', '{"phone":"0612"}')
    expect(await confirmDiscard()).toBe(true)
    const asked = confirmDiscard({ drafts: true })
    const user = userEvent.setup()
    const question = await screen.findByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen' })
    await user.click(within(question).getByRole('button', { name: 'Verder bewerken' }))
    expect(await asked).toBe(false)
  })
})

/** A form dialog whose hook sits in the dialog's own component, as most do. */
function NameDialog({ onClose, busy = false }: { onClose: () => void; busy?: boolean }) {
  const input = useFormInput({ name: '' })
  return (
    <FormDialog busy={busy} onClose={onClose} aria-label="Naam">
      <Form input={input} onSubmit={() => undefined}>
        <input
          aria-label="Voornaam"
          value={input.values.name}
          onChange={(event) => input.set('name', event.target.value)}
        />
      </Form>
    </FormDialog>
  )
}

/** A form behind the dialog with input of its own. */
function Behind() {
  const input = useFormInput({ phone: '' })
  const [open, setOpen] = useState(false)
  return (
    <>
      <input
        aria-label="Telefoon"
        value={input.values.phone}
        onChange={(event) => input.set('phone', event.target.value)}
      />
      <button onClick={() => setOpen(true)}>Openen</button>
      {open && <NameDialog onClose={() => setOpen(false)} />}
    </>
  )
}

describe('FormDialog', () => {
  it('Escape and the backdrop wait for a save under way', async () => {
    const onClose = vi.fn()
    render(<NameDialog onClose={onClose} busy />)
    const user = userEvent.setup()
    await user.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('asks before Escape throws its own input away; input behind it is not its business', async () => {
    const user = userEvent.setup()
    render(
      <>
        <Behind />
        <DiscardDialog />
      </>,
    )
    await user.type(screen.getByLabelText('Telefoon'), '06')
    await user.click(screen.getByRole('button', { name: 'Openen' }))
    // Only the form behind holds input: Escape closes at once.
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Naam' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Openen' }))
    await user.type(screen.getByLabelText('Voornaam'), 'Ada')
    await user.keyboard('{Escape}')
    const question = await screen.findByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen' })
    await user.click(within(question).getByRole('button', { name: 'Verder bewerken' }))
    expect(screen.getByLabelText('Voornaam')).toHaveValue('Ada')

    await user.keyboard('{Escape}')
    // The new question's button (the first question may still be fading out, hidden).
    await user.click(await screen.findByRole('button', { name: 'Wijzigingen weggooien' }))
    expect(screen.queryByRole('dialog', { name: 'Naam' })).toBeNull()
    expect(screen.getByLabelText('Telefoon')).toHaveValue('06')
  })
})
