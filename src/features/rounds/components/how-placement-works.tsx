import { Box, Typography } from '@mui/material'
import { scopeRegistry } from '~domain/scopes'
import { Page } from '@/components/page'
import { RouterLink } from '@/components/router-link'
import { useRounds } from '@/lib/rounds/api'
import { policyNames, roundMessages } from '@/lib/rounds/messages'
import { placementPolicies } from '~contract/schemas/rounds'

const words = roundMessages.howItWorks

/**
 * 'Hoe werkt de plaatsing?' for students and parents, in plain Dutch: the steps of a round with
 * wishes, the policy the school uses now (per kind of activity), every policy and the lottery.
 */
export function HowPlacementWorks() {
  const rounds = useRounds()
  const inUse = (rounds.data ?? []).filter((r) => r.mode === 'preference')
  return (
    <Page title={words.title}>
      <Box sx={{ maxWidth: 760 }}>
        <Typography sx={{ mb: 3 }}>{words.intro}</Typography>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {words.inUseHeading}
        </Typography>
        {inUse.length === 0 ? (
          <Typography sx={{ mb: 3 }}>{words.noneInUse}</Typography>
        ) : (
          <Box component="ul" sx={{ mt: 0, mb: 3 }}>
            {inUse.map((round) => (
              <li key={round.scope}>
                {words.inUse(
                  scopeRegistry.find((s) => s.id === round.scope)?.label ?? round.scope,
                  policyNames[round.policy],
                )}
              </li>
            ))}
          </Box>
        )}
        {words.steps.map((step) => (
          <Box key={step.heading} sx={{ mb: 2 }}>
            <Typography variant="h3" sx={{ mb: 0.5 }}>
              {step.heading}
            </Typography>
            <Typography>{step.text}</Typography>
          </Box>
        ))}
        <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
          {words.policiesHeading}
        </Typography>
        <Box component="dl" sx={{ mt: 0 }}>
          {placementPolicies.map((policy) => (
            <Box key={policy} sx={{ mb: 1.5 }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {policyNames[policy]}
              </Typography>
              <Typography component="dd" sx={{ ml: 0 }}>
                {words.policies[policy]}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
          {words.lotteryHeading}
        </Typography>
        {words.lottery.map((text) => (
          <Typography key={text} sx={{ mb: 1 }}>
            {text}
          </Typography>
        ))}
        <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
          {words.waitingHeading}
        </Typography>
        {words.waiting.map((text) => (
          <Typography key={text} sx={{ mb: 1 }}>
            {text}
          </Typography>
        ))}
        <Typography sx={{ mt: 3 }}>
          <RouterLink to="/contact">{words.questions}</RouterLink>
        </Typography>
      </Box>
    </Page>
  )
}
