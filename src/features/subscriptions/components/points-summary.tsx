import { Box, LinearProgress, Typography } from '@mui/material'
import { useId } from 'react'
import { subscriptionMessages } from '@/lib/subscriptions/messages'
import type { ScopeInfo } from '~domain/scopes'
import { useLiveExcursions } from '@/lib/excursions/api'
import { useOwnProfile } from '@/lib/profile/api'
import { pointsLabel, subscribedPoints } from '~domain/points'

/** The student's points so far against their Punten (SPEC §4), with a note for scopes that do not count. */
export function PointsSummary({
  scopes,
}: {
  scopes: readonly Pick<ScopeInfo, 'id' | 'label' | 'countsTowardPoints'>[]
}) {
  const labelId = useId()
  const profile = useOwnProfile()
  const excursions = useLiveExcursions()
  if (!profile.data || !excursions.data) return null
  const points = subscribedPoints(excursions.data)
  const required = profile.data.hours
  const notCounted = scopes.filter((s) => !s.countsTowardPoints)
  return (
    <Box>
      <Typography id={labelId}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {subscriptionMessages.points}:
        </Box>{' '}
        {pointsLabel(points, required)}
      </Typography>
      {typeof required === 'number' && required > 0 && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (points / required) * 100)}
          aria-labelledby={labelId}
          sx={{ mt: 1, height: 8, borderRadius: 4, maxWidth: 360 }}
        />
      )}
      {notCounted.map((s) => (
        <Typography key={s.id} variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {subscriptionMessages.pointsNotCounted(s.label)}
        </Typography>
      ))}
    </Box>
  )
}
