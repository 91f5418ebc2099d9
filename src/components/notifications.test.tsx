import { Dialog, DialogTitle } from '@mui/material'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
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

  // Issue 19, item 17: time to read a message, as long as needed (WCAG 2.2.1).
  it('does not fade while the pointer is on the alerts; after that each has its 8 s again', async () => {
    vi.useFakeTimers()
    render(<Notifications />)
    act(() => void notify.success('Profiel gewijzigd'))
    await act(() => vi.advanceTimersByTimeAsync(100))
    const stack = screen.getByRole('status').parentElement!
    act(() => void vi.advanceTimersByTime(6000))
    fireEvent.pointerEnter(stack)
    act(() => void vi.advanceTimersByTime(60_000))
    expect(screen.getByText('Profiel gewijzigd')).toBeInTheDocument()
    fireEvent.pointerLeave(stack)
    act(() => void vi.advanceTimersByTime(7000))
    expect(screen.getByText('Profiel gewijzigd')).toBeInTheDocument()
    act(() => void vi.advanceTimersByTime(1000))
    expect(screen.queryByText('Profiel gewijzigd')).not.toBeInTheDocument()
  })

  it('does not fade while focus is in the alerts, nor while the page is out of sight', async () => {
    vi.useFakeTimers()
    render(<Notifications />)
    act(() => void notify.info('Er is een e-mail verstuurd'))
    await act(() => vi.advanceTimersByTimeAsync(100))
    const close = screen.getByRole('button', { name: 'Melding sluiten' })
    act(() => close.focus())
    act(() => void vi.advanceTimersByTime(60_000))
    expect(screen.getByText('Er is een e-mail verstuurd')).toBeInTheDocument()
    act(() => close.blur())

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    act(() => void vi.advanceTimersByTime(60_000))
    expect(screen.getByText('Er is een e-mail verstuurd')).toBeInTheDocument()
    visibility.mockReturnValue('visible')
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    act(() => void vi.advanceTimersByTime(8000))
    expect(screen.queryByText('Er is een e-mail verstuurd')).not.toBeInTheDocument()
  })
})

// Issue 19, item 17: errors interrupt; other messages are status messages, read out when free.
describe('roles', () => {
  it('an error or warning is role alert; success and information are role status', async () => {
    render(<Notifications />)
    act(() => {
      notify.error('Error occurred: kapot')
      notify.success('Profiel gewijzigd')
      notify.info('Er is een e-mail verstuurd')
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occurred: kapot')
    const statuses = await screen.findAllByRole('status')
    expect(statuses.map((s) => s.textContent)).toEqual([
      'Profiel gewijzigd',
      'Er is een e-mail verstuurd',
    ])
  })
})
