import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { consentDeadlineMessage, type Round } from '~contract/schemas/rounds'
import { consentMessages } from '~domain/messages/consent'
import { adminMessages } from '~domain/messages/admin'
import { createQueryClient } from '@/app/query-client'
import { round } from '@/test/round-fixtures'
import { RoundForm } from './round-form'

const words = adminMessages.rounds

// The date pickers load with the form: transformed once here, not inside a test's time limit.
beforeAll(async () => {
  await import('./round-form')
}, 60_000)

function renderForm(patch: Partial<Round> = {}, asksConsent?: boolean) {
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={createQueryClient()}>
      {/* Closes 05-03-2027 17:00 (Dutch time). */}
      <RoundForm round={round({ scope: 'buitenland', ...patch })} asksConsent={asksConsent} />
    </QueryClientProvider>,
  )
  return { user, form: screen.getByRole('form') }
}

const deadlineGroup = (form: HTMLElement) =>
  within(form).getByRole('group', { name: new RegExp(`^${words.consentDeadline.split(' (')[0]}`) })

describe("the round form's consent setting (issue 44)", () => {
  it("offers 'before the closing' by default and a date only when chosen", async () => {
    const { user, form } = renderForm()
    const when = within(form).getByRole('radiogroup', { name: words.consentWhen })
    expect(within(when).getByRole('radio', { name: words.consentModes.closing })).toBeChecked()
    expect(within(form).queryByRole('group', { name: /^Toestemming uiterlijk/ })).toBeNull()
    await user.click(within(when).getByRole('radio', { name: words.consentModes.date }))
    expect(deadlineGroup(form)).toBeInTheDocument()
  })

  it('asks for the date, and refuses one before the closing in Dutch, keeping what was typed', async () => {
    const { user, form } = renderForm()
    await user.click(within(form).getByRole('radio', { name: words.consentModes.date }))
    await user.click(within(form).getByRole('button', { name: words.save }))
    expect(await within(form).findByText(words.consentDeadlineMissing)).toBeInTheDocument()

    // 01-03-2027 09:00 lies before the closing.
    await user.click(within(deadlineGroup(form)).getByRole('spinbutton', { name: 'Dag' }))
    await user.keyboard('010320270900')
    await user.tab()
    expect(await within(form).findByText(consentDeadlineMessage)).toBeInTheDocument()
    const group = deadlineGroup(form)
    expect(within(group).getByRole('spinbutton', { name: 'Dag' })).toHaveTextContent('01')
    expect(within(group).getByRole('spinbutton', { name: 'Jaar' })).toHaveTextContent('2027')

    // 10-03-2027 09:00: after it, no message.
    await user.click(within(group).getByRole('spinbutton', { name: 'Dag' }))
    await user.keyboard('10')
    await user.tab()
    expect(within(form).queryByText(consentDeadlineMessage)).toBeNull()
  })

  it('says the choice does not apply where no trip of the scope asks consent', () => {
    const { form } = renderForm({ scope: 'x-week' }, false)
    expect(within(form).queryByRole('radiogroup', { name: words.consentWhen })).toBeNull()
    expect(form).toHaveTextContent(consentMessages.round.notAsked)
  })

  it('keeps a date already set changeable there, saying the same', () => {
    const { form } = renderForm(
      { scope: 'x-week', consent_deadline: '2027-03-10T08:00:00.000Z' },
      false,
    )
    const when = within(form).getByRole('radiogroup', { name: words.consentWhen })
    expect(within(when).getByRole('radio', { name: words.consentModes.date })).toBeChecked()
    expect(form).toHaveTextContent(consentMessages.round.notAsked)
  })

  it('in a first-come round says what the choice does there (a place held, or freed at the date)', () => {
    const { form } = renderForm({ mode: 'first-come' }, true)
    const when = within(form).getByRole('radiogroup', { name: words.consentWhen })
    expect(
      within(when).getByRole('radio', { name: consentMessages.round.firstCome.closing }),
    ).toBeChecked()
    expect(
      within(when).getByRole('radio', { name: consentMessages.round.firstCome.date }),
    ).toBeInTheDocument()
    expect(within(when).queryByRole('radio', { name: words.consentModes.date })).toBeNull()
    expect(form).toHaveTextContent(consentMessages.round.firstComeHint)
  })
})
