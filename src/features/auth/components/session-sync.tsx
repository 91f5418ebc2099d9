import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { isApiError, onUnauthorized } from '@/lib/api-client'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/notify'
import { sessionStore, useSession } from '@/lib/session'
import { endSession, useSessionCheck } from '../api'

/**
 * Keeps the stored session honest (SPEC §4): a stored token is checked once on start, and a
 * rejected check or any later 401 alerts, drops the token and goes to /.
 */
export function SessionSync() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const session = useSession()
  const [tokenAtStart] = useState(() => sessionStore.token())
  const check = useSessionCheck(tokenAtStart, {
    enabled: tokenAtStart !== null && session?.token === tokenAtStart,
  })

  const expire = useCallback(() => {
    if (!sessionStore.token()) return
    endSession(queryClient)
    notify.error(messages.auth.sessionExpired)
    void navigate({ to: '/' })
  }, [queryClient, navigate])

  useEffect(() => onUnauthorized(expire), [expire])

  // Without an answer (offline) the session is kept: it is not known to be invalid.
  const rejected = check.isError && !isApiError(check.error, 0)
  useEffect(() => {
    if (rejected) expire()
  }, [rejected, expire])

  return null
}
