import { Typography } from '@mui/material'
import { errorMessage } from '@/lib/api-client'
import { scopeRegistry } from '~domain/scopes'
import { consentSettingOf } from '~domain/consent'
import { Alert } from '@/components/alert'
import { Page } from '@/components/page'
import { Panel } from '@/components/panel'
import { useAllProfiles } from '@/lib/accounts/api'
import { useLiveExcursions } from '@/lib/excursions/api'
import { adminMessages } from '~domain/messages/admin'
import { useRounds } from '@/lib/rounds/api'
import { RemindersButton } from './reminders-button'
import { RoundGroups } from './round-groups'
import { RoundForm } from './round-form'
import { PlacementSection } from './placement-section'

const words = adminMessages.rounds

/**
 * Beheer > Inschrijfrondes (admins): per scope its round (mode, window, wishes, policy) and, in
 * preference mode, the placement: preview policies side by side with pins and leftover seats,
 * publish one, undo it while nothing changed since.
 */
export function RoundsAdminPage() {
  const rounds = useRounds()
  const excursions = useLiveExcursions()
  const profiles = useAllProfiles()
  return (
    <Page title={words.title}>
      <Typography sx={{ mb: 3 }}>{words.intro}</Typography>
      {rounds.isError && <Alert severity="error">{errorMessage(rounds.error)}</Alert>}
      {rounds.data &&
        scopeRegistry.map((scope) => {
          const round = rounds.data.find((r) => r.scope === scope.id)
          if (!round) return null
          return (
            <Panel key={scope.id} title={scope.label}>
              {/* A saved round starts the form again from what was saved. */}
              <RoundForm
                key={round.opens_at + String(round.closes_at) + round.mode}
                round={round}
                asksConsent={
                  excursions.data &&
                  excursions.data.some(
                    (e) => e.scope === scope.id && consentSettingOf(e) !== 'none',
                  )
                }
              />
              <RemindersButton scope={scope} round={round} />
              {round.mode === 'preference' && (
                <PlacementSection
                  scope={scope}
                  round={round}
                  excursions={(excursions.data ?? []).filter((e) => e.scope === scope.id)}
                  students={(profiles.data ?? []).filter((p) => p.number)}
                />
              )}
              {round.mode === 'preference' && <RoundGroups scope={scope} round={round} />}
            </Panel>
          )
        })}
    </Page>
  )
}
