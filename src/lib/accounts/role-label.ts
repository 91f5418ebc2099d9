import { adminMessages } from '~domain/messages/admin'

const roleLabels: Readonly<Record<string, string>> = adminMessages.accounts.roles

/** The Dutch name of a role; a role the app does not know is shown as it is. */
export const roleLabel = (role: string) =>
  Object.hasOwn(roleLabels, role) ? roleLabels[role]! : role
