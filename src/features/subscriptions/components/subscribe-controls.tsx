import { Box, Button, Stack, Typography } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { can } from '@/lib/access'
import { errorMessage } from '@/lib/api-client'
import { messages } from '@/lib/messages'
import { findScope, type ScopeInfo } from '@/lib/scopes'
import { useSessionUser } from '@/lib/session'
import { excursionKeys } from '@/features/excursions/api'
import { isFull } from '@/features/excursions/list'
import type { Excursion } from '@/features/excursions/schemas'
import { profileKeys, useOwnProfile, useUpdateOwnProfile } from '@/features/profile/api'
import { LazyIdDataDialog } from '@/features/profile/components/id-data-dialog-lazy'
import { acceptField, type Profile } from '@/features/profile/schemas'
import { isOptimisticId, useSubscribe, useSubscriptionBusy, useUnsubscribe } from '../api'
import { nextFreePreference } from '../preferences'
import { signUpStep } from '../sign-up'
import { LoginInvitation } from './login-invitation'
import { TermsDialog } from './terms-dialog'

/** While a change is under way a button stays focusable but does nothing (aria-disabled). */
export const waitingButtonSx = {
  '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
} as const

/**
 * 'Inschrijven' / 'Uitschrijven' for one excursion: students sign up (terms and ID data first
 * where needed), visitors are invited to log in, staff see nothing.
 */
export function SubscribeControls({ excursion }: { excursion: Excursion }) {
  const user = useSessionUser()
  const scope = findScope(excursion.scope)
  if (!user) return <LoginInvitation />
  if (!can(user, 'subscriptions:own') || !scope) return null
  return <StudentSubscribeControls excursion={excursion} scope={scope} />
}

type OpenStep = 'id-data' | 'terms' | null

function StudentSubscribeControls({
  excursion,
  scope,
}: {
  excursion: Excursion
  scope: ScopeInfo
}) {
  const queryClient = useQueryClient()
  const profile = useOwnProfile()
  const updateProfile = useUpdateOwnProfile()
  const subscribe = useSubscribe()
  const unsubscribe = useUnsubscribe()
  const busy = useSubscriptionBusy()
  const [step, setStep] = useState<OpenStep>(null)
  const [termsError, setTermsError] = useState<string | null>(null)
  // Fresh places are being asked for before the popups open.
  const [checking, setChecking] = useState(false)
  const statusId = useId()

  const subscribed = excursion.subscribed
  // A full excursion takes no one new (the server refuses with 406 too).
  const full = subscribed === null && isFull(excursion)
  const waiting =
    busy || checking || !profile.data || (subscribed !== null && isOptimisticId(subscribed))

  // Read from the cache at the moment of the click: a dialog that just saved has updated it.
  const currentProfile = () => queryClient.getQueryData<Profile>(profileKeys.own) ?? profile.data
  const currentExcursion = () =>
    queryClient
      .getQueryData<Excursion[]>(excursionKeys.list())
      ?.find((e) => e._id === excursion._id) ?? excursion

  const proceed = (options?: { idDataSaved?: boolean }) => {
    const current = currentProfile()
    if (!current) return
    // Checked before each popup and before the call: a place may have gone meanwhile.
    if (isFull(currentExcursion())) return setStep(null)
    const next = signUpStep(current, scope, options)
    if (next !== 'subscribe') {
      setTermsError(null)
      setStep(next)
      return
    }
    setStep(null)
    const excursions = queryClient.getQueryData<Excursion[]>(excursionKeys.list()) ?? []
    const preference = nextFreePreference(
      excursions.filter((e) => e.scope === scope.id && e.subscribed !== null),
    )
    subscribe.mutate({ excursion_id: excursion._id, preference })
  }

  const acceptTerms = () => {
    const current = currentProfile()
    if (!current || updateProfile.isPending) return
    setTermsError(null)
    // The whole profile is sent (SPEC §4); the acceptance stays saved even if the subscription then fails.
    updateProfile.mutate(
      { ...current, [acceptField(scope.terms)]: true },
      { onSuccess: () => proceed(), onError: (error) => setTermsError(errorMessage(error)) },
    )
  }

  // Before the popups (ID data, terms) the places are asked for again: the list may be a minute
  // old, and nobody should fill in a form for an excursion that is full by now.
  const start = async () => {
    const current = currentProfile()
    if (current && excursion.capacity !== null && signUpStep(current, scope) !== 'subscribe') {
      setChecking(true)
      await queryClient
        .refetchQueries({ queryKey: excursionKeys.list(), exact: true })
        .finally(() => setChecking(false))
    }
    proceed()
  }

  const toggle = () => {
    if (waiting || full) return
    if (subscribed === null) void start()
    else unsubscribe.mutate(subscribed)
  }

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button
          variant={subscribed === null ? 'contained' : 'outlined'}
          disabled={full}
          aria-disabled={waiting || undefined}
          aria-describedby={statusId}
          onClick={toggle}
          sx={{ flexShrink: 0, ...waitingButtonSx }}
        >
          {subscribed === null
            ? messages.subscriptions.subscribe
            : messages.subscriptions.unsubscribe}
        </Button>
        <Typography role="status" id={statusId}>
          {subscribed !== null
            ? messages.subscriptions.subscribed(excursion.preference)
            : full
              ? messages.subscriptions.full
              : messages.subscriptions.notSubscribed}
        </Typography>
      </Stack>
      {/* Without the own profile the terms and ID data cannot be checked: sign-up stays closed. */}
      {profile.isError && !profile.data && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Typography color="error">{messages.profile.signUpClosed}</Typography>
          <Button size="small" onClick={() => void profile.refetch()} loading={profile.isFetching}>
            {messages.errors.retry}
          </Button>
        </Stack>
      )}
      <TermsDialog
        scope={scope}
        open={step === 'terms'}
        saving={updateProfile.isPending}
        error={termsError}
        onAccept={acceptTerms}
        onCancel={() => setStep(null)}
      />
      <LazyIdDataDialog
        open={step === 'id-data'}
        onSaved={() => proceed({ idDataSaved: true })}
        onClose={() => setStep((current) => (current === 'id-data' ? null : current))}
      />
    </Box>
  )
}
