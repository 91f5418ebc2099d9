import { Dialog, DialogTitle } from '@mui/material'
import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { notify } from '@/lib/notify'
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
