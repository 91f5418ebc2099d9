import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '@/test/render-app'

/** The two fields of a new password (activation and reset pages), and the first one's hint. */
export const password = () => screen.getByLabelText(/^Nieuw wachtwoord\W*$/)
export const repeat = () => screen.getByLabelText(/^Herhaal het wachtwoord\W*$/)
export const passwordHint = 'Minstens 10 tekens. Een zin van een paar woorden is goed te onthouden.'

/**
 * Opens a page of `/account-activeren` and waits for its heading; `submit` presses its button,
 * `fill` types a whole text at once (one change: quicker than key by key).
 */
export async function openPasswordPage(url: string, heading: string, button: string) {
  const user = userEvent.setup()
  await renderApp({ url })
  await screen.findByRole('heading', { level: 1, name: heading })
  const submit = () => user.click(screen.getByRole('button', { name: button }))
  const fill = async (element: HTMLElement, text: string) => {
    await user.click(element)
    await user.paste(text)
  }
  return { user, fill, submit }
}
