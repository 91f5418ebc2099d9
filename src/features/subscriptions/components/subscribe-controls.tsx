import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { can } from '@/lib/access'
import { errorMessage } from '@/lib/api-client'
import { messages } from '@/lib/messages'
import { idDataMessages } from '@/features/profile/messages'
import { findScope, type ScopeInfo } from '@/lib/scopes'
import { useSessionUser } from '@/lib/session'
import { excursionKeys } from '@/features/excursions/api'
import type { Excursion } from '@/features/excursions/schemas'
import type { Round } from '@/features/rounds/schemas'
import { profileKeys, useOwnProfile, useUpdateOwnProfile } from '@/features/profile/api'
import { LazyIdDataDialog } from '@/features/profile/components/id-data-dialog-lazy'
import { acceptField, type Profile } from '@/features/profile/schemas'
import { idValidityShortfall } from '@/features/profile/id-validity'
import { useJoinWaitingList, useLeaveWaitingList, useRounds } from '@/features/rounds/api'
import { roundMessages } from '@/features/rounds/messages'
import { collectsWishes, isFull, isPlacedRound } from '@/features/rounds/round-state'
import { windowState } from '@/features/rounds/window'
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

type Action = 'subscribe' | 'unsubscribe' | 'join' | 'take-place' | 'leave'

const actionLabels: Record<Action, string> = {
  subscribe: messages.subscriptions.subscribe,
  unsubscribe: messages.subscriptions.unsubscribe,
  join: roundMessages.waiting.join,
  'take-place': roundMessages.waiting.takePlace,
  leave: roundMessages.waiting.leave,
}

/**
 * What a student can do with an excursion, under its round (README "Inschrijfrondes"): sign up or
 * out; join or leave the waiting list of a full one; after a published placement, take a free
 * place or wait. Outside the window only what the window does not close is offered (the server
 * refuses the rest anyway).
 */
export function controlsFor(
  excursion: Excursion,
  round: Round | undefined,
  now = new Date(),
): { action: Action | null; status: string } {
  const words = roundMessages.waiting
  const state = round ? windowState(round, now) : 'open'
  const wish = excursion.preference ?? 1
  if (excursion.waiting_position !== null)
    return { action: 'leave', status: words.position(excursion.waiting_position) }
  if (isPlacedRound(round)) {
    if (excursion.placed) return { action: 'unsubscribe', status: words.placed }
    if (round!.dropped.includes(excursion._id))
      return { action: null, status: roundMessages.placement.dropped }
    const own = excursion.subscribed !== null ? `${words.wish(wish)} ` : ''
    return isFull(excursion)
      ? { action: 'join', status: own + words.full }
      : { action: 'take-place', status: own + words.freeAfterPlacement }
  }
  if (excursion.subscribed !== null)
    return {
      action: 'unsubscribe',
      status:
        round?.mode === 'preference'
          ? words.wish(wish)
          : messages.subscriptions.subscribed(excursion.preference),
    }
  if (state === 'not-yet-open') return { action: null, status: words.notYetOpen }
  if (!collectsWishes(round) && isFull(excursion)) return { action: 'join', status: words.full }
  if (state === 'closed') return { action: null, status: words.closed }
  return { action: 'subscribe', status: messages.subscriptions.notSubscribed }
}

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
  const join = useJoinWaitingList()
  const leave = useLeaveWaitingList()
  const round = useRounds().data?.find((r) => r.scope === scope.id)
  const busy = useSubscriptionBusy() || join.isPending || leave.isPending
  const [step, setStep] = useState<OpenStep>(null)
  const [termsError, setTermsError] = useState<string | null>(null)

  const subscribed = excursion.subscribed
  const waiting = busy || !profile.data || (subscribed !== null && isOptimisticId(subscribed))

  // Read from the cache at the moment of the click: a dialog that just saved has updated it.
  const currentProfile = () => queryClient.getQueryData<Profile>(profileKeys.own) ?? profile.data

  const proceed = (options?: { idDataSaved?: boolean }) => {
    const current = currentProfile()
    if (!current) return
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

  const { action, status } = controlsFor(excursion, round)
  const run = () => {
    if (waiting || !action) return
    if (action === 'subscribe') proceed()
    else if (action === 'unsubscribe') unsubscribe.mutate(subscribed!)
    else if (action === 'leave') leave.mutate(excursion._id)
    else join.mutate(excursion._id)
  }
  const shortfall = scope.needsIdData
    ? idValidityShortfall(
        profile.data?.document_validity_date,
        excursion.return_date || excursion.datetime,
      )
    : null

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        {action && (
          <Button
            variant={action === 'unsubscribe' || action === 'leave' ? 'outlined' : 'contained'}
            aria-disabled={waiting || undefined}
            onClick={run}
            sx={{ flexShrink: 0, ...waitingButtonSx }}
          >
            {actionLabels[action]}
          </Button>
        )}
        <Typography role="status">{status}</Typography>
      </Stack>
      {shortfall && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {idDataMessages.validityAfterReturn(shortfall.validUntil, shortfall.needed)}
        </Alert>
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
        tripEnd={excursion.return_date || excursion.datetime}
        onSaved={() => proceed({ idDataSaved: true })}
        onClose={() => setStep((current) => (current === 'id-data' ? null : current))}
      />
    </Box>
  )
}
