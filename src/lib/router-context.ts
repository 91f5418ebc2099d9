import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { can, type Permission } from '~domain/access'
import type { SessionStore } from './session'

export type RouterContext = { queryClient: QueryClient; session: SessionStore }

/** `beforeLoad` guard: without the permission the visitor goes to / (SPEC §2). */
export function requirePermission(permission: Permission) {
  return ({ context }: { context: RouterContext }) => {
    if (!can(context.session.user(), permission)) throw redirect({ to: '/', replace: true })
  }
}
