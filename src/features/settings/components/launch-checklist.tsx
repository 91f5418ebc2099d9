import { Box, CircularProgress, Typography } from '@mui/material'
import { useId } from 'react'
import { Alert } from '@/components/alert'
import { errorMessage } from '@/lib/api-client'
import { useLaunchChecklist } from '@/lib/launch/api'
import { appTextTitle } from '~domain/app-texts'
import { adminMessages } from '~domain/messages/admin'

const m = adminMessages.launch
const shownMoment = (iso: string) =>
  new Date(iso).toLocaleString('nl-NL', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  })

/**
 * 'Klaar voor de start' (issue 42), on an admin's home and on Beheer › Accounts: each item done
 * or still to do, with where to do it. The server decides each (GET launch_checklist).
 */
export function LaunchChecklist() {
  const headingId = useId()
  const checklist = useLaunchChecklist()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {m.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{m.intro}</Typography>
      {checklist.isPending && <CircularProgress aria-label={m.loading} />}
      {checklist.isError && <Alert severity="error">{errorMessage(checklist.error)}</Alert>}
      {checklist.data && (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {checklist.data.items.map(({ key, done }) => {
            const item = m.items[key]
            const extra =
              key === 'texts-reviewed' && checklist.data.unreviewed_texts.length
                ? m.stillModel(checklist.data.unreviewed_texts.map(appTextTitle))
                : key === 'backup' && checklist.data.last_backup
                  ? m.lastBackup(shownMoment(checklist.data.last_backup))
                  : null
            return (
              <Box component="li" key={key} sx={{ py: 0.5 }}>
                <Box component="span" aria-hidden sx={{ mr: 1 }}>
                  {done ? '✓' : '○'}
                </Box>
                <strong>{item.label}</strong>
                {`: ${done ? m.done : m.todo}`}
                {!done && (
                  <Typography variant="body2" sx={{ ml: 3, color: 'text.secondary' }}>
                    {extra ? `${extra} ` : ''}
                    {item.hint}
                  </Typography>
                )}
              </Box>
            )
          })}
        </Box>
      )}
    </Box>
  )
}
