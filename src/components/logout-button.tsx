import { Button } from '@mui/material'
import { useNavigate } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyNamed, loadChunk } from '@/lib/lazy'
import { hasUnsavedInput } from '@/lib/unsaved-changes'
import { useLogout } from '@/lib/auth/api'

const LogoutFailedDialog = lazyNamed(
  () => import('@/components/logout-failed-dialog'),
  'LogoutFailedDialog',
)

/** Uitloggen; when the server cannot end the session the user is told and may try again. */
export function LogoutButton() {
  const logout = useLogout()
  const navigate = useNavigate()
  // mutateAsync, not mutate's callbacks: this button unmounts as soon as the session is gone.
  const run = async () => {
    // Logging out throws away unsaved input and the profile drafts: ask first. (Without the
    // question's code, only when nothing is unsaved.)
    const go = await loadChunk(() => import('@/lib/discard-question')).then(
      ({ confirmDiscard }) => confirmDiscard({ drafts: true }),
      () => !hasUnsavedInput(),
    )
    if (!go) return
    await logout.mutateAsync().then(
      () => navigate({ to: '/' }),
      () => undefined, // shown by the dialog below
    )
  }
  return (
    <>
      <Button color="inherit" onClick={run} loading={logout.isPending}>
        Uitloggen
      </Button>
      {logout.isError && (
        <Suspense fallback={null}>
          <LogoutFailedDialog
            retrying={logout.isPending}
            onRetry={run}
            onClose={() => logout.reset()}
          />
        </Suspense>
      )}
    </>
  )
}
