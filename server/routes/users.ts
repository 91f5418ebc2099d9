import { deleteCookie, getCookie } from 'hono/cookie'
import type * as accountCalls from '~contract/accounts'
import type * as authCalls from '~contract/auth'
import type * as profileCalls from '~contract/profile'
import type * as schoolLoginCalls from '~contract/school-login'
import type * as securityCalls from '~contract/security'
import type { Handlers } from '../http/call'
import * as accounts from '../rules/accounts'
import { forgotPassword } from '../rules/self-service'
import {
  collectSchoolSession,
  HANDOFF_COOKIE,
  HANDOFF_PATH,
  keepsHandoff,
  loginOptions,
} from '../rules/school-login'
import { myData } from '../rules/my-data'
import { deviceCookieOf, setDeviceCookie } from '../security/device-cookie'
import * as secondFactor from '../rules/second-factor'
import { login, logout, logoutOthers, logoutSession, ownSessions } from '../rules/sessions'

export const authHandlers: Handlers<typeof authCalls> = {
  login: async (ctx, { body }, c) => {
    const { device, ...answer } = await login(
      ctx,
      body,
      c.req.header('User-Agent'),
      deviceCookieOf(c),
    )
    // OWASP's device cookie: this browser's next logins of the account count on their own.
    setDeviceCookie(c, device, ctx.services.viaHttps(c))
    return answer
  },
  sessionCheck: (ctx) => accounts.sessionUser(ctx),
  logout: (ctx) => logout(ctx),
  forgotPassword: (ctx, { body }) => forgotPassword(ctx, body),
}

export const schoolLoginHandlers: Handlers<typeof schoolLoginCalls> = {
  loginOptions: async (ctx) => loginOptions(ctx),
  schoolLogin: async (ctx, { body }, c) => {
    // One use: the cookie goes with this answer, unless it waits for the second factor's code.
    const cookie = getCookie(c, HANDOFF_COOKIE)
    try {
      const answer = await collectSchoolSession(ctx, cookie, body?.code)
      deleteCookie(c, HANDOFF_COOKIE, { path: HANDOFF_PATH })
      return answer
    } catch (error) {
      if (!keepsHandoff(error)) deleteCookie(c, HANDOFF_COOKIE, { path: HANDOFF_PATH })
      throw error
    }
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
  deleteAllStudents: (ctx, { body }) => accounts.deleteAllStudents(ctx, body),
}

export const securityHandlers: Handlers<typeof securityCalls> = {
  ownSessions: (ctx) => ownSessions(ctx),
  logoutOthers: (ctx) => logoutOthers(ctx),
  logoutSession: (ctx, { body }) => logoutSession(ctx, body),
  secondFactorStatus: (ctx) => secondFactor.status(ctx),
  secondFactorSetup: (ctx, { body }) => secondFactor.setup(ctx, body),
  secondFactorConfirm: (ctx, { body }) => secondFactor.confirm(ctx, body),
  secondFactorReset: (ctx, { body }) => secondFactor.reset(ctx, body),
  myData: (ctx) => myData(ctx),
}
