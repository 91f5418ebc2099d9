import { Box, Button, CircularProgress, Typography } from '@mui/material'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/notify'
import type { ScopeInfo } from '~domain/scopes'
import { useReminderPreview, useSendReminders } from '@/lib/rounds/api'
import type { Round } from '~contract/schemas/rounds'
import { windowState } from '~domain/window'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * Inschrijfrondes: a reminder by mail to every student of the scope whose sign-up still lacks
 * something (no sign-up, fewer wishes than the minimum, ID data for a trip abroad). The question
 * names how many first; only while the round still takes sign-ups.
 */
export function RemindersButton({ scope, round }: { scope: ScopeInfo; round: Round }) {
  const [asking, setAsking] = useState(false)
  const preview = useReminderPreview(scope.id, asking)
  const send = useSendReminders()
  if (round.published || windowState(round, new Date()) === 'closed') return null
  const counts = preview.data
  return (
    <Box sx={{ mt: 2 }}>
      <Button variant="outlined" onClick={() => setAsking(true)}>
        Herinnering sturen
      </Button>
      {asking && (
        <ConfirmDialog
          title={`Herinnering sturen: ${scope.label}`}
          confirmLabel={counts ? `${plural(counts.mails, 'e-mail', 'e-mails')} sturen` : 'Sturen'}
          confirmDisabled={!counts || counts.mails === 0}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            const sent = await send.mutateAsync(scope.id)
            notify.success(`${plural(sent.mails, 'herinnering', 'herinneringen')} klaargezet`)
          }}
        >
          {preview.isError && errorMessage(preview.error)}
          {preview.isPending && <CircularProgress size={20} aria-label="Tellen" />}
          {counts && (
            <Typography component="span">
              {plural(counts.students, 'student mist', 'studenten missen')} nog iets: geen
              inschrijving, minder wensen dan het minimum of ID-gegevens voor een reis.{' '}
              {plural(counts.mails, 'student krijgt', 'studenten krijgen')} een herinnering per
              e-mail
              {counts.students > counts.mails &&
                ` (${counts.students - counts.mails} zette herinneringen uit of heeft geen e-mailadres)`}
              .
            </Typography>
          )}
        </ConfirmDialog>
      )}
    </Box>
  )
}
