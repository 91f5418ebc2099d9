/** The sessions and payloads the API call tests (api-calls*.test.ts) share. */
import { sessionStore } from '@/lib/session'
import { newPassword } from '~contract/accounts'
import { api } from '@/lib/api-client'
import { signIn } from './render-app'

export const asGuest = () => sessionStore.set(null)
export const asStudent = () => signIn('654321')
export const asTeacher = () => signIn('docent@scalda.nl')
export const asAdmin = () => signIn('admin@scalda.nl')

// Staff ask a link for another account (accounts/api mailNewPasswordLink), a user changes their
// own with the current one; that nobody sets another's password is checked here on the wire.
export const setNewPassword = (body: {
  id: string
  password?: string
  current_password?: string
}) => api.call(newPassword, body)

export const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })
