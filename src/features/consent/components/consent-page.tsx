import { Box, Button, Stack, TextField, Typography } from '@mui/material'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { detailsListSx } from '@/components/details-list'
import { Alert } from '@/components/alert'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { focusRingSx } from '@/components/link-style'
import { Form, useFormInput } from '@/components/form'
import { ContentView } from '@/components/content-view'
import { Page } from '@/components/page'
import { errorMessage } from '@/lib/api-client'
import { answerConsent, consentPage } from '@/lib/consent/api'
import { useLinkToken } from '@/lib/link-token'
import { CONSENT_STATE_LABELS } from '~domain/consent'
import { consentMessages } from '~domain/messages/consent'

/**
 * `/toestemming#token=…` (issue 44): the parent's page, no account needed. The trip's facts and
 * terms, then 'Ik geef toestemming' (with their name typed) or 'Ik geef geen toestemming'. A
 * link that is unknown, replaced, used or expired is refused in Dutch.
 */
export function ConsentPage() {
  const token = useLinkToken('token')
  const page = useQuery({
    queryKey: ['consent-page', token],
    queryFn: () => consentPage(token!),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  })
  const input = useFormInput({ name: '' })
  const name = input.values.name
  const [nameError, setNameError] = useState<string | null>(null)
  const [confirmingRefusal, setConfirmingRefusal] = useState(false)
  const answer = useMutation({ mutationFn: answerConsent })
  const title = 'Toestemming ouder/verzorger'
  if (!token)
    return (
      <Page title={title}>
        <Alert severity="error">{consentMessages.linkUnknown}</Alert>
      </Page>
    )
  if (page.isPending) return <Page title={title} />
  if (page.isError)
    return (
      <Page title={title}>
        <Alert severity="error">{errorMessage(page.error)}</Alert>
      </Page>
    )
  const { trip, student, state } = page.data
  const give = () => {
    if (!name.trim()) return setNameError(consentMessages.typeName)
    setNameError(null)
    answer.mutate(
      { token, answer: 'given', name: name.trim() },
      { onSuccess: () => input.reset(input.values) },
    )
  }
  return (
    <Page title={title}>
      <Typography sx={{ mb: 2 }}>
        {student} vraagt uw toestemming om mee te gaan met deze reis.
      </Typography>
      <Box component="dl" sx={{ ...detailsListSx, gap: 1 }}>
        <dt>Reis</dt>
        <dd>{trip.name}</dd>
        <dt>Data</dt>
        <dd>{trip.dates}</dd>
        <dt>Bestemming</dt>
        <dd>{trip.destination}</dd>
        <dt>Punten</dt>
        <dd>{trip.points}</dd>
      </Box>
      {trip.description && <Typography sx={{ my: 2 }}>{trip.description}</Typography>}
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
        {trip.terms}
      </Typography>
      <Box sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', p: 2 }}>
        <ContentView name={trip.terms_key} />
      </Box>
      {answer.isSuccess ? (
        <AnswerRecorded
          message={answer.data.message}
          next={
            answer.variables.answer === 'given'
              ? consentMessages.afterGiven(student)
              : consentMessages.afterRefused(student)
          }
        />
      ) : state !== 'pending' ? (
        <Alert severity="info" sx={{ mt: 3 }}>
          {CONSENT_STATE_LABELS[state]}
        </Alert>
      ) : (
        <Form input={input} sx={{ mt: 3, maxWidth: 520 }} onSubmit={give}>
          <TextField
            label="Uw naam"
            required
            fullWidth
            value={name}
            onChange={(event) => {
              input.set('name', event.target.value)
              // The message goes as soon as the name is there, not at the next send.
              if (nameError && event.target.value.trim()) setNameError(null)
            }}
            error={Boolean(nameError)}
            helperText={nameError ?? 'Typ uw naam om toestemming te geven.'}
            autoComplete="name"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" loading={answer.isPending} sx={focusRingSx}>
              Ik geef toestemming
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={answer.isPending}
              onClick={() => setConfirmingRefusal(true)}
              sx={focusRingSx}
            >
              Ik geef geen toestemming
            </Button>
          </Stack>
          {confirmingRefusal && (
            <ConfirmDialog
              title={consentMessages.refuseTitle}
              confirmLabel="Ik geef geen toestemming"
              danger
              onConfirm={() => answer.mutateAsync({ token, answer: 'refused' })}
              onClose={() => setConfirmingRefusal(false)}
            >
              {consentMessages.refuseQuestion(student, trip.name)}
            </ConfirmDialog>
          )}
          {answer.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(answer.error)}
            </Alert>
          )}
        </Form>
      )}
    </Page>
  )
}

/**
 * The recorded answer, in place of the form: a heading and what happens now, focused (the button
 * pressed is gone), so that it is seen and read out at once. Not a lazy alert: it shows with the
 * answer, whatever is still loading.
 */
function AnswerRecorded({ message, next }: { message: string; next: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby="consent-recorded"
      sx={{
        mt: 3,
        p: 2,
        border: 2,
        borderColor: 'success.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
        maxWidth: 640,
        ...focusRingSx,
      }}
    >
      <Typography id="consent-recorded" component="h2" variant="h3" sx={{ mb: 1 }}>
        {consentMessages.answerRecorded}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{message}</Typography>
      <Typography sx={{ mt: 1 }}>{next}</Typography>
    </Box>
  )
}
