import { Box, Typography } from '@mui/material'
import type { PlacementSummary } from '~contract/schemas/rounds'
import { friendGroupMessages } from '../friend-group-messages'
import { useRoundFriendGroups } from '../friend-groups-api'
import { policyNames } from '@/lib/rounds/messages'

const words = friendGroupMessages.outcome

/**
 * What the exact placement adds per policy (issue 27): proven optimal or the best found with its
 * gap, where each friend group goes, and each excursion cancelled for its minimum with where its
 * students went.
 */
export function ExactOutcome({
  scope,
  results,
  excursionNames,
}: {
  scope: string
  results: PlacementSummary[]
  excursionNames: ReadonlyMap<string, string>
}) {
  const groups = useRoundFriendGroups(scope)
  const members = new Map(
    (groups.data ?? []).map((g) => [
      g.id,
      g.members
        .filter((m) => m.state === 'member')
        .map((m) => m.name)
        .join(', '),
    ]),
  )
  const name = (id: string | null) => (id === null ? words.noPlace : (excursionNames.get(id) ?? id))
  return (
    <Box sx={{ mb: 2 }}>
      {results.map((r) => (
        <Box key={r.policy} role="group" aria-label={policyNames[r.policy]} sx={{ mb: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{policyNames[r.policy]}</Typography>
          {r.optimality && <Typography>{words.optimality(r.optimality.text)}</Typography>}
          {r.groups && r.groups.length > 0 && (
            <>
              <Typography>
                {words.groupsTogether(
                  r.groups.filter((g) => g.excursion_id !== null).length,
                  r.groups.length,
                )}
              </Typography>
              <Box component="ul" sx={{ my: 0 }}>
                {r.groups.map((g) => (
                  <li key={g.group_id}>
                    {words.group(
                      members.get(g.group_id) ?? g.group_id,
                      g.excursion_id !== null
                        ? name(g.excursion_id)
                        : g.split
                          ? words.split
                          : words.notTogether,
                    )}
                  </li>
                ))}
              </Box>
            </>
          )}
          {r.cancelled && r.cancelled.length > 0 && (
            <Box component="ul" sx={{ my: 0 }}>
              {r.cancelled.map((c) => (
                <li key={c.excursion_id}>
                  {`${name(c.excursion_id)}: ${words.cancelled}`}
                  {c.went_to.length > 0 &&
                    `; ${c.went_to.map((w) => words.wentTo(name(w.excursion_id), w.students)).join(', ')}`}
                </li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  )
}

/** In the publish dialog: a placement not proven optimal is published only knowingly. */
export function GapNotice({ result }: { result: PlacementSummary | undefined }) {
  if (!result?.optimality || result.optimality.proven) return null
  return (
    <Typography sx={{ mt: 1, fontWeight: 600 }}>
      {words.gapWarning(result.optimality.text)}
    </Typography>
  )
}
