import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material'
import { useId } from 'react'
import { Alert } from '@/components/alert'
import { errorMessage } from '@/lib/api-client'
import { dayjs } from '~domain/dates'
import { useLogoutOthers, useLogoutSession, useOwnSessions } from '../api'
import { securityMessages } from '../messages'

const m = securityMessages.sessions
const moment = (iso: string | null) => (iso ? dayjs(iso).format('DD-MM-YYYY HH:mm') : '–')

/** The account page's list of the user's own sessions, with 'Overal uitloggen' (issue 25). */
export function SessionsList() {
  const headingId = useId()
  const helpId = useId()
  const sessions = useOwnSessions()
  const logoutOthers = useLogoutOthers()
  const logoutOne = useLogoutSession()
  const others = (sessions.data ?? []).filter((s) => !s.current).length
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 640 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {m.heading}
      </Typography>
      {sessions.isPending && <CircularProgress aria-label={m.loading} />}
      {sessions.isError && <Alert severity="error">{errorMessage(sessions.error)}</Alert>}
      {sessions.data && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {sessions.data.map((s, index) => (
            <Box
              component="li"
              key={s.id || index}
              sx={{
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
              }}
            >
              <Box>
                <Typography sx={{ fontWeight: 'bold' }}>
                  {s.device || m.unknownDevice}
                  {s.current && ` (${m.current})`}
                </Typography>
                <Typography color="text.secondary">
                  {m.started} {moment(s.created_at)} · {m.lastUsed} {moment(s.last_used_at)}
                </Typography>
              </Box>
              {!s.current && (
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={m.logoutOneLabel(s.device || m.unknownDevice)}
                  loading={logoutOne.isPending && logoutOne.variables === s.id}
                  onClick={() => logoutOne.mutate(s.id)}
                >
                  {m.logoutOne}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      <Stack spacing={1}>
        {logoutOthers.isSuccess && <Alert severity="success">{logoutOthers.data.message}</Alert>}
        {logoutOthers.isError && <Alert severity="error">{errorMessage(logoutOthers.error)}</Alert>}
        {logoutOne.isSuccess && <Alert severity="success">{logoutOne.data.message}</Alert>}
        {logoutOne.isError && <Alert severity="error">{errorMessage(logoutOne.error)}</Alert>}
        <Typography id={helpId} color="text.secondary">
          {m.logoutOthersHelp}
        </Typography>
        <Box>
          <Button
            variant="outlined"
            aria-describedby={helpId}
            disabled={others === 0}
            loading={logoutOthers.isPending}
            onClick={() => logoutOthers.mutate()}
          >
            {m.logoutOthers}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
