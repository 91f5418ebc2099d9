import { Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material'
import { useState } from 'react'
import { Alert } from '@/components/alert'
import { Page } from '@/components/page'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/notify'
import { useOutbox, useRetryMail, type MailState, type OutboxMail } from '../api'
import { mailMessages as t } from '../messages'

const moment = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Amsterdam',
})
const when = (iso: string) => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : moment.format(date)
}
const stateLabel = (state: string) =>
  Object.hasOwn(t.states, state) ? t.states[state as MailState] : state
const stateColor = (state: string) =>
  state === 'sent' ? 'success' : state === 'failed' ? 'error' : 'default'

/**
 * Beheer › E-mail (`/beheer/e-mail`, admins): the outbox with each mail's recipient, subject,
 * moment, state and text; a failed mail can be sent again.
 */
export function OutboxPage() {
  const [state, setState] = useState<MailState | ''>('')
  const outbox = useOutbox(state || undefined)
  const mails = outbox.data?.pages.flatMap((p) => p.mails) ?? []
  return (
    <Page title={t.title}>
      <Typography sx={{ mb: 2 }}>{t.intro}</Typography>
      <Typography sx={{ mb: 2 }}>{t.noLinks}</Typography>
      <TextField
        select
        label={t.filter}
        value={state}
        onChange={(e) => setState(e.target.value as MailState | '')}
        sx={{ minWidth: 240, mb: 2 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t.all}</MenuItem>
        {(Object.keys(t.states) as MailState[]).map((s) => (
          <MenuItem key={s} value={s}>
            {t.states[s]}
          </MenuItem>
        ))}
      </TextField>
      {outbox.isError && <Alert severity="error">{errorMessage(outbox.error)}</Alert>}
      {outbox.isPending && <Typography role="status">{t.loading}</Typography>}
      {outbox.isSuccess && mails.length === 0 && <Typography>{t.empty}</Typography>}
      <Stack component="ul" aria-label={t.list} spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {mails.map((mail) => (
          <MailItem key={mail._id} mail={mail} />
        ))}
      </Stack>
      {outbox.hasNextPage && (
        <Button
          sx={{ mt: 2 }}
          onClick={() => void outbox.fetchNextPage()}
          loading={outbox.isFetchingNextPage}
        >
          {t.more}
        </Button>
      )}
    </Page>
  )
}

function MailItem({ mail }: { mail: OutboxMail }) {
  const retry = useRetryMail()
  const headingId = `mail-${mail._id}`
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={headingId} component="h2" variant="h3" sx={{ flexGrow: 1, m: 0 }}>
          {mail.subject}
        </Typography>
        <Chip label={stateLabel(mail.state)} color={stateColor(mail.state)} size="small" />
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          my: 1,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        <dt>{t.to}</dt>
        <dd>{mail.recipient}</dd>
        <dt>{t.at}</dt>
        <dd>{when(mail.sent_at ?? mail.created_at)}</dd>
        <dt>{t.state}</dt>
        <dd>
          {stateLabel(mail.state)}
          {mail.attempts > 0 && ` (${t.attempts(mail.attempts)})`}
        </dd>
        {mail.last_error && (
          <>
            <dt>{t.error}</dt>
            <dd>{mail.last_error}</dd>
          </>
        )}
      </Box>
      <details>
        <summary>{t.text}</summary>
        <Box
          component="pre"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', mt: 1 }}
        >
          {mail.text}
        </Box>
      </details>
      {retry.isError && <Alert severity="error">{errorMessage(retry.error)}</Alert>}
      {mail.state === 'failed' && (
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          loading={retry.isPending}
          onClick={() => retry.mutate(mail._id, { onSuccess: () => notify.success(t.retried) })}
        >
          {t.retry}
        </Button>
      )}
    </Paper>
  )
}
