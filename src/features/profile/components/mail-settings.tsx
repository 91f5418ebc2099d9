import { Box, FormControlLabel, FormGroup, Switch, Typography } from '@mui/material'
import { useId } from 'react'
import { Alert } from '@/components/alert'
import { errorMessage } from '@/lib/api-client'
import { useUpdateOwnProfile } from '@/lib/profile/api'
import type { Profile } from '~domain/profile'

type Choice = 'mail_placement' | 'mail_reminders'

const choices: { field: Choice; label: string; help: string }[] = [
  {
    field: 'mail_placement',
    label: 'E-mail over mijn plaatsing',
    help: 'Waar je geplaatst bent, en wanneer je van een wachtlijst een plaats krijgt.',
  },
  {
    field: 'mail_reminders',
    label: 'Herinneringen per e-mail',
    help: 'Als je inschrijving nog niet compleet is voordat de inschrijving sluit.',
  },
]

/**
 * On a student's account page: the mails they may turn off. Activation and password mails
 * always go; they are not listed here.
 */
export function MailSettings({ profile }: { profile: Profile }) {
  const headingId = useId()
  const update = useUpdateOwnProfile()
  const set = (field: Choice, on: boolean) => update.mutate({ ...profile, [field]: on })
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 640 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        E-mail
      </Typography>
      {update.isError && <Alert severity="error">{errorMessage(update.error)}</Alert>}
      <FormGroup>
        {choices.map(({ field, label, help }) => (
          <Box key={field} sx={{ mb: 1 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={profile[field]}
                  disabled={update.isPending}
                  onChange={(event) => set(field, event.target.checked)}
                  slotProps={{
                    input: { role: 'switch', 'aria-describedby': `${headingId}-${field}` },
                  }}
                />
              }
              label={label}
            />
            <Typography id={`${headingId}-${field}`} variant="body2" sx={{ ml: 6 }}>
              {help}
            </Typography>
          </Box>
        ))}
      </FormGroup>
    </Box>
  )
}
