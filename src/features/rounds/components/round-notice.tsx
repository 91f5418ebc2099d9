import { Box, Chip, Paper, Stack, Typography } from '@mui/material'
import { useEffect, useState } from 'react'
import { can } from '~domain/access'
import type { ScopeInfo } from '~domain/scopes'
import { useSessionUser } from '@/lib/session'
import { RouterLink } from '@/components/router-link'
import { useLiveExcursions } from '@/lib/excursions/api'
import { useRounds } from '@/lib/rounds/api'
import { roundMessages } from '@/lib/rounds/messages'
import { countdownText, noticeRounds, wishCount, windowChangesSoon } from '../round-state'
import type { Round } from '~contract/schemas/rounds'
import { formatSchoolTime, windowState } from '~domain/window'
import { isPlacedRound } from '~domain/round'
import { lazyNamed } from '@/lib/lazy'
import { ChunkBoundary } from '@/components/chunk-boundary'
import { DrawCommitment } from './draw-commitment'
import { PlacementStatus } from './placement-status'

// Students in a preference round only, until its placement is published: its form, menu and
// confirmation dialog load when it is shown (not with every notice, nor on the detail page).
const FriendGroupPanel = lazyNamed(() => import('./friend-group-panel'), 'FriendGroupPanel')

const words = roundMessages.notice
/** How often a page re-reads the clock while a window opens or closes within a day. */
const CLOCK_MS = 30_000

/**
 * The time, re-read every half minute while `active` (a countdown runs); otherwise read once per
 * render. Pages without a window near keep no timer (the idle check stays quiet).
 */
function useNow(active: (now: Date) => boolean): Date {
  const [now, setNow] = useState(() => new Date())
  const ticking = active(now)
  useEffect(() => {
    if (!ticking) return
    const timer = setInterval(() => setNow(new Date()), CLOCK_MS)
    return () => clearInterval(timer)
  }, [ticking])
  return now
}

/** The notices of the rounds of these scopes (a list or detail page); default rounds show none. */
export function RoundNotices({ scopes }: { scopes: readonly ScopeInfo[] }) {
  const rounds = useRounds()
  const shown = noticeRounds(scopes, rounds.data)
  const now = useNow((at) => shown.some((s) => windowChangesSoon(s.round, at)))
  if (shown.length === 0) return null
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      {shown.map(({ scope, round }) => (
        <RoundNotice key={scope.id} scope={scope} round={round} now={now} />
      ))}
    </Stack>
  )
}

function RoundNotice({ scope, round, now }: { scope: ScopeInfo; round: Round; now: Date }) {
  const user = useSessionUser()
  const isStudent = can(user, 'subscriptions:own')
  const state = windowState(round, now)
  const countdown = countdownText(round, now)
  const from = round.opens_at && formatSchoolTime(round.opens_at)
  const to = round.closes_at && formatSchoolTime(round.closes_at)
  const windowText =
    from && to ? words.window(from, to) : from ? words.from(from) : to ? words.until(to) : null
  const stateText =
    state === 'not-yet-open' ? words.notYetOpen : state === 'closed' ? words.closed : words.open
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={words.label(scope.label)}
      sx={{ p: 2, borderLeft: 4, borderLeftColor: 'primary.main' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{words.label(scope.label)}</Typography>
        {(windowText || round.published) && (
          <Chip
            size="small"
            color={state === 'open' ? 'success' : 'default'}
            label={round.published ? words.closed : stateText}
          />
        )}
        {countdown && (
          <Typography component="span" role="timer" sx={{ color: 'text.secondary' }}>
            {countdown}
          </Typography>
        )}
      </Stack>
      {windowText && <Typography>{windowText}</Typography>}
      {round.mode === 'preference' && !round.published && (
        <Box sx={{ mt: 1 }}>
          <Typography>{words.preference}</Typography>
          {(round.min_wishes > 0 || round.max_wishes !== null) && (
            <Typography>{words.wishRange(round.min_wishes, round.max_wishes)}</Typography>
          )}
          {isStudent && <WishesNeeded scope={scope.id} min={round.min_wishes} />}
          {isStudent && (
            <ChunkBoundary>
              <FriendGroupPanel scope={scope.id} />
            </ChunkBoundary>
          )}
        </Box>
      )}
      {isPlacedRound(round) &&
        (isStudent ? (
          <Box sx={{ mt: 1 }}>
            <PlacementStatus scope={scope.id} />
          </Box>
        ) : (
          <Typography sx={{ mt: 1 }}>{words.published}</Typography>
        ))}
      {round.mode === 'preference' && round.draw && <DrawCommitment draw={round.draw} />}
      {round.mode === 'preference' && (
        <RouterLink to="/hoe-werkt-de-plaatsing" sx={{ display: 'inline-block', mt: 1 }}>
          {words.howItWorks}
        </RouterLink>
      )}
    </Paper>
  )
}

/** 'Je hebt 1 wens opgegeven; er is nog 1 wens nodig.' */
function WishesNeeded({ scope, min }: { scope: string; min: number }) {
  const excursions = useLiveExcursions()
  if (!excursions.data) return null
  const given = wishCount(excursions.data, scope)
  return (
    <Typography role="status" sx={{ fontWeight: 600 }}>
      {given < min ? words.wishesNeeded(given, min - given) : words.wishesEnough(given)}
    </Typography>
  )
}
