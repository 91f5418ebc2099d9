import { Box, Button, Stack, Typography } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type ComponentType } from 'react'
import { can } from '~domain/access'
import { Alert } from '@/components/alert'
import { errorMessage } from '@/lib/api-client'
import { messages } from '~domain/messages/general'
import { subscriptionMessages } from '@/lib/subscriptions/messages'
import { idDataMessages, profileMessages } from '~domain/messages/profile'
import { findScope, type ScopeInfo } from '~domain/scopes'
import { useSessionUser } from '@/lib/session'
import { excursionKeys } from '@/lib/excursions/api'
import { isFull, placesTaken } from '@/lib/excursions/list'
import type { Excursion } from '~contract/schemas/excursions'
import type { Round } from '~contract/schemas/rounds'
import { profileKeys, useOwnProfile, useUpdateOwnProfile } from '@/lib/profile/api'
import { acceptField, type Profile } from '~domain/profile'
import { idValidityShortfall } from '@/lib/profile/id-validity'
import { useJoinWaitingList, useLeaveWaitingList, useRounds } from '@/lib/rounds/api'
import { roundMessages } from '@/lib/rounds/messages'
import { collectsWishes, isPlacedRound } from '~domain/round'
import { formatSchoolTime } from '~domain/window'
import {
  isOptimisticId,
  useFairStartQueue,
  useSubscribe,
  useSubscriptionBusy,
  useUnsubscribe,
} from '@/lib/subscriptions/api'
import type { FairStartEntry } from '~contract/schemas/subscriptions'
import { nextFreePreference } from '~domain/preferences'
import { signUpDecision, signUpStep, type SignUpRound } from '~domain/sign-up'
import { TermsDialog } from './terms-dialog'
import { ConsentPanel } from './consent-panel'
import { ParentDialog, useParentFields } from './parent-form'
import { needsConsent } from '~domain/consent'
import type { ParentInput } from '~contract/schemas/consent'
import { waitingButtonSx } from './waiting-button'

/**
 * 'Inschrijven' / 'Uitschrijven' for one excursion: students sign up (terms and ID data first
 * where needed), visitors are invited to log in, staff see nothing.
 */
export function SubscribeControls({
  excursion,
  parts,
}: {
  excursion: Excursion
  parts: SubscribeControlsParts
}) {
  const user = useSessionUser()
  const scope = findScope(excursion.scope)
  if (!user) return <parts.LoginInvitation />
  if (!can(user, 'subscriptions:own') || !scope) return null
  return (
    <StudentSubscribeControls
      excursion={excursion}
      scope={scope}
      IdDataDialog={parts.IdDataDialog}
    />
  )
}

/**
 * The other features' parts of the controls, composed in by the route (a feature never imports
 * another): auth's log-in invitation, the profile's passport/ID popup.
 */
export type SubscribeControlsParts = {
  LoginInvitation: ComponentType
  IdDataDialog: ComponentType<{
    open: boolean
    tripEnd: string
    onSaved: () => void
    onClose: () => void
  }>
}

type OpenStep = 'id-data' | 'terms' | 'consent' | null

type Action = 'subscribe' | 'unsubscribe' | 'join' | 'take-place' | 'leave'

const actionLabels: Record<Action, string> = {
  subscribe: subscriptionMessages.subscribe,
  unsubscribe: subscriptionMessages.unsubscribe,
  join: roundMessages.waiting.join,
  'take-place': roundMessages.waiting.takePlace,
  leave: roundMessages.waiting.leave,
}

export type Controls = {
  /** The buttons, in order; `disabled` ones are shown but closed (with the reason as status). */
  actions: Action[]
  disabled?: Action
  status: string
  /** A line under the status (what the waiting list does). */
  hint?: string
}

/**
 * What a student can do with an excursion, under its round (docs/rounds.md): sign up or
 * out; when it is full, 'Inschrijven' closed with the reason and the waiting list beside it; after
 * a published placement, take a free place or wait for a full one. Outside the window only what
 * the window does not close is offered (the server refuses the rest anyway).
 */
export function controlsFor(
  excursion: Excursion,
  round: Round | undefined,
  now = new Date(),
): Controls {
  const words = roundMessages.waiting
  const wish = excursion.preference ?? 1
  if (excursion.waiting_position !== null)
    return { actions: ['leave'], status: words.position(excursion.waiting_position) }
  if (isPlacedRound(round)) {
    if (excursion.placed) return { actions: ['unsubscribe'], status: words.placed }
    if (round!.dropped.includes(excursion._id))
      return { actions: [], status: roundMessages.placement.dropped }
    const own = excursion.subscribed !== null ? `${words.wish(wish)} ` : ''
    return isFull(excursion)
      ? { actions: ['join'], status: own + subscriptionMessages.full, hint: words.hint }
      : { actions: ['take-place'], status: own + words.freeAfterPlacement }
  }
  if (excursion.subscribed !== null)
    return {
      actions: ['unsubscribe'],
      status:
        round?.mode === 'preference'
          ? words.wish(wish)
          : subscriptionMessages.subscribed(excursion.preference),
    }
  // The button reads the sign-up's decision (domain/sign-up.ts, the server's too); the rank and
  // the steps are decided at the click (proceed).
  const decision = signUpDecision(
    { round: roundFacts(round), excursion, taken: placesTaken(excursion), own: [], preference: 1 },
    now,
  )
  const blocker = decision.may ? null : decision.blocker
  if (blocker === 'not-yet-open') return { actions: [], status: words.notYetOpen }
  // A full excursion, closed or not, offers its waiting list (the server's joinWaitingList).
  // Wishes are not places: while they are collected, a full excursion is wished like any other.
  if (blocker === 'full' || (blocker === 'closed' && !collectsWishes(round) && isFull(excursion)))
    return {
      actions: ['subscribe', 'join'],
      disabled: 'subscribe',
      status: subscriptionMessages.full,
      hint: words.hint,
    }
  if (blocker === 'closed') return { actions: [], status: words.closed }
  return { actions: ['subscribe'], status: subscriptionMessages.notSubscribed }
}

/** A round as the sign-up decision reads it; none stored: first come, no window, no maximum. */
const roundFacts = (round: Round | undefined): SignUpRound => ({
  mode: round?.mode ?? 'first-come',
  published: round?.published ?? false,
  opens_at: round?.opens_at ?? null,
  closes_at: round?.closes_at ?? null,
  max_wishes: round?.max_wishes ?? null,
})

/**
 * A sign-up in a fair start's line: no buttons while it waits, its place in line as the status;
 * once decided, the result (while it still holds: a later change shows as usual).
 */
export function withFairStart(
  controls: Controls,
  entry: FairStartEntry | undefined,
  subscribed: boolean,
): Controls {
  const words = subscriptionMessages
  if (!entry) return controls
  if (entry.result === null)
    return entry.position === null
      ? {
          actions: [],
          status: words.queued,
          hint: words.queuedUntil(formatSchoolTime(entry.draw_at)),
        }
      : { actions: [], status: `${words.queued} ${words.queuedPosition(entry.position)}` }
  if (entry.result === 'ok' && subscribed) return { ...controls, hint: words.queueWon }
  if (entry.result !== 'ok' && !subscribed)
    return { ...controls, hint: words.queueLost(entry.result) }
  return controls
}

function StudentSubscribeControls({
  excursion,
  scope,
  IdDataDialog,
}: {
  excursion: Excursion
  scope: ScopeInfo
  IdDataDialog: SubscribeControlsParts['IdDataDialog']
}) {
  const queryClient = useQueryClient()
  const profile = useOwnProfile()
  const updateProfile = useUpdateOwnProfile()
  const subscribe = useSubscribe()
  const unsubscribe = useUnsubscribe()
  const join = useJoinWaitingList()
  const leave = useLeaveWaitingList()
  const rounds = useRounds()
  const round = rounds.data?.find((r) => r.scope === scope.id)
  const busy = useSubscriptionBusy() || join.isPending || leave.isPending
  const [step, setStep] = useState<OpenStep>(null)
  const [termsError, setTermsError] = useState<string | null>(null)
  // Fresh places are being asked for before the popups open.
  const [checking, setChecking] = useState(false)
  const statusId = useId()
  // After the parent's dialog sends, the focus goes to the new status (its button is gone).
  const statusRef = useRef<HTMLElement>(null)
  const focusStatus = useRef(false)
  useEffect(() => {
    if (step !== null || !focusStatus.current) return
    focusStatus.current = false
    statusRef.current?.focus()
  }, [step])
  // The parent asked for a trip that needs their consent (issue 44): kept while the controls are.
  const parentFields = useParentFields()
  const queue = useFairStartQueue(Boolean(round?.fair_start_seconds))
  const entry = queue.data?.filter((e) => e.excursion_id === excursion._id).at(-1)

  const subscribed = excursion.subscribed
  // The decision needs the round: before the rounds are in, no round would read as first come.
  const waiting =
    busy ||
    checking ||
    !profile.data ||
    rounds.isPending ||
    (subscribed !== null && isOptimisticId(subscribed))

  // Read from the cache at the moment of the click: a dialog that just saved has updated it.
  const currentProfile = () => queryClient.getQueryData<Profile>(profileKeys.own) ?? profile.data
  const currentExcursion = () =>
    queryClient
      .getQueryData<Excursion[]>(excursionKeys.list())
      ?.find((e) => e._id === excursion._id) ?? excursion

  // Decided before each popup and before the call (domain/sign-up.ts, as the server decides it):
  // a place may have gone meanwhile, and the steps come in their order.
  const proceed = (options?: { idDataSaved?: boolean; parent?: ParentInput }) => {
    const current = currentProfile()
    if (!current) return
    const shown = currentExcursion()
    const excursions = queryClient.getQueryData<Excursion[]>(excursionKeys.list()) ?? []
    const own = excursions.filter((e) => e.scope === scope.id && e.subscribed !== null)
    const preference = nextFreePreference(own)
    const decision = signUpDecision(
      {
        round: roundFacts(round),
        excursion: shown,
        taken: placesTaken(shown),
        own: own.map((e) => ({ excursion_id: e._id, preference: e.preference ?? 0 })),
        preference,
        steps: { profile: current, scope, idDataSaved: options?.idDataSaved },
        consent: {
          needed: needsConsent(shown, current.bday),
          parentEmail: options?.parent?.email ?? null,
        },
      },
      new Date(),
    )
    if (!decision.may && decision.blocker === 'full') return setStep(null)
    if (!decision.may && (decision.blocker === 'id-data' || decision.blocker === 'terms')) {
      setTermsError(null)
      setStep(decision.blocker)
      return
    }
    // A trip that needs a parent's consent of this student asks for the parent first (issue 44).
    if (!decision.may && decision.blocker === 'parent-needed') return setStep('consent')
    setStep(null)
    // Anything else in the way the server answers with the same decision's message.
    subscribe.mutate({
      excursion_id: excursion._id,
      preference,
      ...(options?.parent && { parent: options.parent }),
    })
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

  const controls = withFairStart(controlsFor(excursion, round), entry, subscribed !== null)
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

  const run = (action: Action) => {
    if (waiting || action === controls.disabled) return
    if (action === 'subscribe') void start()
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
        {controls.actions.map((action) => (
          <Button
            key={action}
            variant={action === 'unsubscribe' || action === 'leave' ? 'outlined' : 'contained'}
            disabled={action === controls.disabled}
            aria-disabled={waiting || undefined}
            aria-describedby={statusId}
            onClick={() => run(action)}
            sx={{ flexShrink: 0, ...waitingButtonSx }}
          >
            {actionLabels[action]}
          </Button>
        ))}
        <Typography role="status" id={statusId} ref={statusRef} tabIndex={-1}>
          {controls.status}
        </Typography>
      </Stack>
      {controls.hint && (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {controls.hint}
        </Typography>
      )}
      {shortfall && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {idDataMessages.validityAfterReturn(shortfall.validUntil, shortfall.needed)}
        </Alert>
      )}
      {/* Without the own profile the terms and ID data cannot be checked: sign-up stays closed. */}
      {profile.isError && !profile.data && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Typography color="error">{profileMessages.signUpClosed}</Typography>
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
      <ParentDialog
        open={step === 'consent'}
        trip={excursion}
        fields={parentFields}
        onSubmit={(parent) => {
          focusStatus.current = true
          proceed({ parent })
        }}
        onCancel={() => setStep(null)}
      />
      {subscribed !== null &&
        !isOptimisticId(subscribed) &&
        profile.data &&
        needsConsent(excursion, profile.data.bday) && <ConsentPanel excursion={excursion} />}
      <IdDataDialog
        open={step === 'id-data'}
        tripEnd={excursion.return_date || excursion.datetime}
        onSaved={() => proceed({ idDataSaved: true })}
        onClose={() => setStep((current) => (current === 'id-data' ? null : current))}
      />
    </Box>
  )
}
