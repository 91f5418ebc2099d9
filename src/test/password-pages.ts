import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '@/test/render-app'
import { hashToken, newToken } from '../../server/security/tokens'
import { db } from '../../mocks/db'

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

/**
 * A live link of `kind` for Sanne in the demo backend's store: the page's check finds it good,
 * so the form shows (an unknown or used link is said on opening instead). `use()` spends it.
 */
export async function liveLink(kind: 'activation' | 'reset') {
  const token = newToken()
  const row = {
    _id: `t-${kind}-test`,
    user_id: 'u-sanne',
    kind,
    token_hash: await hashToken(token),
    created_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 60 * 60_000).toISOString(),
    used_at: null as string | null,
  }
  db.state.accountTokens.push(row)
  const use = () => {
    row.used_at = new Date().toISOString()
  }
  return { token, use }
}
