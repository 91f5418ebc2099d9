import { Box, Typography } from '@mui/material'
import { excursionPath } from '~domain/scopes'
import { RouterLink } from '@/components/router-link'
import { useLiveExcursions } from '@/lib/excursions/api'
import { useLiveSubscriptions } from '@/lib/subscriptions/api'
import { useRounds } from '@/lib/rounds/api'
import { roundMessages } from '@/lib/rounds/messages'
import { placementIn, type Placement } from '../round-state'

const words = roundMessages.placement

/**
 * A student's outcome in a published placement: 'Geplaatst bij X (jouw 2e keuze)', or
 * 'Niet geplaatst', with the waiting lists they are on and their place in each. A caller that
 * has already worked out the `placement` passes it; otherwise it is read from the live lists.
 */
export function PlacementStatus({ scope, placement }: { scope: string; placement?: Placement }) {
  return (
    <>
      {placement ? <Outcome {...placement} /> : <LiveOutcome scope={scope} />}
      <PlacementReason scope={scope} />
    </>
  )
}

/** Why the student got this place or none (issue 27), as the placement mail says it. */
function PlacementReason({ scope }: { scope: string }) {
  const rounds = useRounds()
  const reason = rounds.data?.find((r) => r.scope === scope)?.my_reason
  return reason ? <Typography sx={{ mt: 0.5 }}>{reason}</Typography> : null
}

function LiveOutcome({ scope }: { scope: string }) {
  const excursions = useLiveExcursions()
  const subscriptions = useLiveSubscriptions()
  if (!excursions.data || !subscriptions.data) return null
  return <Outcome {...placementIn(scope, excursions.data, subscriptions.data)} />
}

function Outcome({ placed, waiting }: Placement) {
  return (
    <Box>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {placed ? words.placedAt(placed.excursion.name, placed.rank) : words.notPlaced}
      </Typography>
      {waiting.length > 0 && <WaitingLists waiting={waiting} />}
      {!placed && waiting.length === 0 && <Typography>{words.noWaitingLists}</Typography>}
    </Box>
  )
}

/** 'Je staat op de wachtlijst van:' with each list and the place in it. */
export function WaitingLists({ waiting }: { waiting: Placement['waiting'] }) {
  return (
    <>
      <Typography>{words.waitingLists}</Typography>
      <Box component="ul" sx={{ my: 0 }}>
        {waiting.map(({ excursion, position }) => (
          <li key={excursion._id}>
            <RouterLink {...excursionPath(excursion)}>
              {words.waitingAt(excursion.name, position)}
            </RouterLink>
          </li>
        ))}
      </Box>
    </>
  )
}
