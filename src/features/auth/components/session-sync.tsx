import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { isApiError, onUnauthorized } from '@/lib/api-client'
import { messages } from '~domain/messages/general'
import { notify } from '@/lib/notify'
import { sessionStore, useSession } from '@/lib/session'
import { endSession, isLoggingOut, useSessionCheck } from '@/lib/auth/api'
import { loginDialog } from '@/features/auth/login-dialog-store'

/**
 * Keeps the stored session honest. A stored token is checked once on start; a rejected check
 * alerts, drops the token and goes to / (SPEC §4). A later 401 expires the session where the
 * user is: the login dialog opens over the page with SPEC §8's message, and after logging in
 * again everything typed is still there (nothing unmounts while the session is expired).
 */
export function SessionSync() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const session = useSession()
  const [tokenAtStart] = useState(() => sessionStore.token())
  const startCheck = tokenAtStart !== null && session?.token === tokenAtStart
  const check = useSessionCheck(tokenAtStart, { enabled: startCheck })
  // Without an answer (offline) the session is kept: it is not known to be invalid.
  const rejected = check.isError && !isApiError(check.error, 0)
  // Until the stored token is checked, a 401 from any call is the check's to handle.
  const checking = startCheck && (check.isPending || rejected)

  useEffect(
    () =>
      onUnauthorized(() => {
        const current = sessionStore.get()
        if (checking || !current || current.expired || isLoggingOut()) return
        // The token goes (SPEC §8); the user, the page and its input stay.
        sessionStore.set({ ...current, expired: true })
        loginDialog.open()
      }),
    [checking],
  )

  useEffect(() => {
    if (!rejected || !sessionStore.token()) return
    endSession(queryClient)
    notify.error(messages.auth.sessionExpired)
    void navigate({ to: '/' })
  }, [rejected, queryClient, navigate])

  return null
}
