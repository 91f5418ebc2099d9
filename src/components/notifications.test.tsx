import { Dialog, DialogTitle } from '@mui/material'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifications, notify } from '@/lib/notify'
import { Notifications } from './notifications'

describe('Notifications', () => {
  it('stays exposed to assistive technology while a modal dialog is open', async () => {
    const page = (open: boolean) => (
      <>
        <Notifications />
        <Dialog open={open} aria-labelledby="terms-title">
          <DialogTitle id="terms-title">Voorwaarden</DialogTitle>
        </Dialog>
      </>
    )
    const { rerender } = render(page(false))
    await waitFor(() => expect(document.querySelector('[data-alerts]')).not.toBeNull())
    rerender(page(true))
    await screen.findByRole('dialog', { name: 'Voorwaarden' })
    act(() => void notify.error('Vol!'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Vol!')
    await waitFor(() =>
      expect(document.querySelector('[data-alerts]')).not.toHaveAttribute('aria-hidden'),
    )
  })

  it('closes an alert with its Dutch close button', async () => {
    render(<Notifications />)
    act(() => void notify.error('Error occurred: kapot'))
    act(() => screen.getByRole('button', { name: 'Melding sluiten' }).click())
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  })
})

describe('auto-hide', () => {
  afterEach(() => vi.useRealTimers())

  it('fades each alert 8 s after it appeared, whatever other alerts do meanwhile', () => {
    vi.useFakeTimers()
    render(<Notifications />)
    act(() => void notify.success('Profiel gewijzigd'))
    act(() => void vi.advanceTimersByTime(5000))
    act(() => void notify.info('Tweede melding'))
    const third = notify.error('Fout')
    act(() => void vi.advanceTimersByTime(1000))
    act(() => notifications.dismiss(third))
    act(() => void vi.advanceTimersByTime(2000))
    expect(screen.queryByText('Profiel gewijzigd')).not.toBeInTheDocument()
    expect(screen.getByText('Tweede melding')).toBeInTheDocument()
    act(() => void vi.advanceTimersByTime(5000))
    expect(screen.queryByText('Tweede melding')).not.toBeInTheDocument()
  })

  it('keeps errors until they are closed', () => {
    vi.useFakeTimers()
    render(<Notifications />)
    act(() => void notify.error('Error occurred: kapot'))
    act(() => void vi.advanceTimersByTime(60_000))
    expect(screen.getByRole('alert')).toHaveTextContent('Error occurred: kapot')
  })
})
