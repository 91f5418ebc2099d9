import { Box, Button, Stack, Typography } from '@mui/material'
import { useEffect, useMemo, useRef } from 'react'
import { subscriptionMessages } from '@/lib/subscriptions/messages'
import { excursionPath, type ScopeInfo } from '~domain/scopes'
import { RouterLink } from '@/components/router-link'
import { Panel } from '@/components/panel'
import { useLiveExcursions } from '@/lib/excursions/api'
import type { Excursion } from '~contract/schemas/excursions'
import {
  isOptimisticId,
  useLiveSubscriptions,
  useSubscribe,
  useSubscriptionBusy,
} from '@/lib/subscriptions/api'
import { byPreference, neighbourRank, type ScopeOf } from '~domain/preferences'
import type { Subscription } from '~contract/schemas/subscriptions'
import { PointsSummary } from './points-summary'
import { waitingButtonSx } from './waiting-button'

type Direction = 'up' | 'down'

/**
 * The student's subscriptions in the given scopes, first choice first, with 'Hoger' / 'Lager'
 * to change the order (keyboard-usable; focus stays on the moved subscription), and their points.
 */
export function MySubscriptions({ scopes }: { scopes: readonly ScopeInfo[] }) {
  const subscriptions = useLiveSubscriptions()
  const excursions = useLiveExcursions()
  const move = useSubscribe()
  const busy = useSubscriptionBusy()
  const panel = useRef<HTMLElement>(null)
  const pendingFocus = useRef<{ id: string; direction: Direction; from: number } | null>(null)

  const byId = useMemo(
    () => new Map((excursions.data ?? []).map((e) => [e._id, e])),
    [excursions.data],
  )
  const scopeOf: ScopeOf = (id) => byId.get(id)?.scope
  const own = subscriptions.data ?? []

  // Once the moved subscription shows its new rank, focus its button again: the pressed one may
  // have moved in the list or be disabled now (at the edge).
  useEffect(() => {
    const pending = pendingFocus.current
    if (!pending) return
    const moved = subscriptions.data?.find((s) => s._id === pending.id)
    if (moved && moved.preference === pending.from) return
    pendingFocus.current = null
    const other: Direction = pending.direction === 'up' ? 'down' : 'up'
    const target = [pending.direction, other]
      .map((d) =>
        panel.current?.querySelector<HTMLButtonElement>(`[data-move="${pending.id}:${d}"]`),
      )
      .find((b) => b && !b.disabled)
    if (target && document.activeElement !== target) target.focus()
  }, [subscriptions.data])

  const moveOne = (sub: Subscription, direction: Direction) => {
    if (busy || isOptimisticId(sub._id)) return
    const to = neighbourRank(own, sub._id, direction, scopeOf)
    if (to === null) return
    pendingFocus.current = { id: sub._id, direction, from: sub.preference }
    move.mutate({ _id: sub._id, excursion_id: sub.excursion_id, preference: to })
  }

  if (!subscriptions.data || !excursions.data) return null

  return (
    <Panel ref={panel} title={subscriptionMessages.mine}>
      <PointsSummary scopes={scopes} />
      {scopes.map((scope) => (
        <ScopeRanking
          key={scope.id}
          scope={scope}
          ranked={byPreference(own.filter((s) => scopeOf(s.excursion_id) === scope.id))}
          excursions={byId}
          busy={busy}
          onMove={moveOne}
        />
      ))}
    </Panel>
  )
}

function ScopeRanking({
  scope,
  ranked,
  excursions,
  busy,
  onMove,
}: {
  scope: ScopeInfo
  ranked: Subscription[]
  excursions: ReadonlyMap<string, Excursion>
  busy: boolean
  onMove: (sub: Subscription, direction: Direction) => void
}) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {scope.label}
      </Typography>
      {ranked.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{subscriptionMessages.noneInScope}</Typography>
      )}
      {ranked.length > 1 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {subscriptionMessages.reorderHint}
        </Typography>
      )}
      {ranked.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {ranked.map((sub, index) => {
            const excursion = excursions.get(sub.excursion_id) as Excursion
            const waiting = busy || isOptimisticId(sub._id)
            return (
              <Stack
                key={sub._id}
                component="li"
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', py: 0.5, flexWrap: 'wrap' }}
              >
                <Typography component="span" sx={{ minWidth: 96, fontWeight: 600 }}>
                  {subscriptionMessages.preference(sub.preference)}
                </Typography>
                <RouterLink {...excursionPath(excursion)} sx={{ flexGrow: 1 }}>
                  {excursion.name}
                </RouterLink>
                {ranked.length > 1 &&
                  (['up', 'down'] as const).map((direction) => (
                    <Button
                      key={direction}
                      size="small"
                      variant="outlined"
                      data-move={`${sub._id}:${direction}`}
                      disabled={direction === 'up' ? index === 0 : index === ranked.length - 1}
                      aria-disabled={waiting || undefined}
                      aria-label={
                        direction === 'up'
                          ? subscriptionMessages.moveUpLabel(excursion.name)
                          : subscriptionMessages.moveDownLabel(excursion.name)
                      }
                      onClick={() => onMove(sub, direction)}
                      sx={waitingButtonSx}
                    >
                      {direction === 'up'
                        ? subscriptionMessages.moveUp
                        : subscriptionMessages.moveDown}
                    </Button>
                  ))}
              </Stack>
            )
          })}
        </Box>
      )}
    </Box>
  )
}
