import { deleteCookie, getCookie } from 'hono/cookie'
import type * as accountCalls from '~contract/accounts'
import type * as authCalls from '~contract/auth'
import type * as profileCalls from '~contract/profile'
import type * as schoolLoginCalls from '~contract/school-login'
import type { Handlers } from '../http/call'
import * as accounts from '../rules/accounts'
import { login, logout } from '../rules/sessions'
import {
  collectSchoolSession,
  HANDOFF_COOKIE,
  HANDOFF_PATH,
  loginOptions,
} from '../rules/school-login'

export const authHandlers: Handlers<typeof authCalls> = {
  login: (ctx, { body }) => login(ctx, body),
  sessionCheck: async (ctx) => accounts.sessionUser(ctx),
  logout: (ctx) => logout(ctx),
  forgotPassword: (ctx, { body }) => accounts.forgotPassword(ctx, body),
}

export const schoolLoginHandlers: Handlers<typeof schoolLoginCalls> = {
  loginOptions: async (ctx) => loginOptions(ctx),
  schoolLogin: (ctx, _input, c) => {
    // One use: the cookie goes with this answer, whatever it is.
    const token = getCookie(c, HANDOFF_COOKIE)
    deleteCookie(c, HANDOFF_COOKIE, { path: HANDOFF_PATH })
    return collectSchoolSession(ctx, token)
  },
}

export const profileHandlers: Handlers<typeof profileCalls> = {
  ownProfile: (ctx) => accounts.ownProfile(ctx),
  updateOwnProfile: (ctx, { body }) => accounts.updateOwnProfile(ctx, body),
}

export const accountHandlers: Handlers<typeof accountCalls> = {
  allUsers: (ctx) => accounts.listUsers(ctx),
  allProfiles: (ctx) => accounts.listProfiles(ctx),
  updateAccount: (ctx, { body }) => accounts.updateAccount(ctx, body),
  addAccount: (ctx, { body }) => accounts.addAccount(ctx, body),
  newPassword: (ctx, { body }) => accounts.newPassword(ctx, body),
  deleteUser: (ctx, { body }) => accounts.deleteAccount(ctx, body),
  deleteAllStudents: (ctx) => accounts.deleteAllStudents(ctx),
}
