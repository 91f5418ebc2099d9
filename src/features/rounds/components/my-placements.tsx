import { Box, Divider, Typography } from '@mui/material'
import { useId } from 'react'
import { scopeRegistry } from '~domain/scopes'
import { useLiveExcursions } from '@/lib/excursions/api'
import { useLiveSubscriptions } from '@/lib/subscriptions/api'
import { useRounds } from '@/lib/rounds/api'
import { roundMessages } from '@/lib/rounds/messages'
import { isPlacedRound } from '~domain/round'
import { placementIn } from '../round-state'
import { PlacementStatus, WaitingLists } from './placement-status'

const words = roundMessages.placement

/**
 * On a student's account page: per scope with a published placement where they are placed (or
 * not, and which waiting lists they are on); elsewhere the waiting lists they are on.
 */
export function MyPlacements() {
  const headingId = useId()
  const rounds = useRounds()
  const excursions = useLiveExcursions()
  const subscriptions = useLiveSubscriptions()
  if (!rounds.data || !excursions.data || !subscriptions.data) return null
  const shown = scopeRegistry
    .map((scope) => ({
      scope,
      placed: isPlacedRound(rounds.data.find((r) => r.scope === scope.id)),
      placement: placementIn(scope.id, excursions.data, subscriptions.data),
    }))
    .filter((s) => s.placed || s.placement.waiting.length > 0)
  if (shown.length === 0) return null
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 640 }}>
      <Divider sx={{ my: 4 }} />
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {words.heading}
      </Typography>
      {shown.map(({ scope, placed, placement }) => (
        <Box key={scope.id} sx={{ mb: 2 }}>
          <Typography variant="h3" sx={{ mb: 0.5 }}>
            {scope.label}
          </Typography>
          {placed ? (
            <PlacementStatus scope={scope.id} placement={placement} />
          ) : (
            <WaitingLists waiting={placement.waiting} />
          )}
        </Box>
      ))}
    </Box>
  )
}
