import { Box, Button, Stack, Typography } from '@mui/material'
import { useEffect, useId, useRef, useState } from 'react'
import { Alert } from '@/components/alert'
import { Form } from '@/components/form'
import { errorMessage, isApiError } from '@/lib/api-client'
import { readableText } from '@/lib/subscriptions/api'
import { useOwnConsents, useRequestConsent } from '@/lib/consent/api'
import { useRounds } from '@/lib/rounds/api'
import type { Excursion } from '~contract/schemas/excursions'
import { CONSENT_STATE_LABELS } from '~domain/consent'
import { consentMessages } from '~domain/messages/consent'
import { ParentInputs, useParentFields } from './parent-form'

/**
 * The trip page's consent (issue 44), for a student signed up for a trip that needs it: the
 * state ('Wacht op toestemming', 'Toestemming gegeven', 'Geen toestemming'), and before an
 * answer 'Opnieuw versturen' and another address.
 */
export function ConsentPanel({ excursion }: { excursion: Excursion }) {
  const consents = useOwnConsents(true)
  const request = useRequestConsent()
  const consent = consents.data?.find((c) => c.excursion_id === excursion._id)
  // The round asks consent by a date after the placement: the place holds only with it by then.
  const deadline = useRounds().data?.find((r) => r.scope === excursion.scope)?.consent_deadline
  const [editing, setEditing] = useState(false)
  const fields = useParentFields()
  const [done, setDone] = useState<string | null>(null)
  const mailsId = useId()
  // Closing the address form (sent or cancelled) gives the focus back to 'Ander adres'.
  const changeRef = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)
  useEffect(() => {
    if (wasEditing.current && !editing) changeRef.current?.focus()
    wasEditing.current = editing
  }, [editing])
  if (consents.isPending) return null
  const state = consent?.state ?? 'missing'
  const send = (parent: { name: string; email: string }) => {
    setDone(null)
    request.mutate(
      { excursion_id: excursion._id, parent },
      {
        onSuccess: (answer) => {
          fields.reset({ name: answer.parent_name, email: answer.parent_email })
          setEditing(false)
          setDone(consentMessages.sent(answer.parent_email))
        },
      },
    )
  }
  const open = () => {
    fields.reset({ name: consent?.parent_name ?? '', email: consent?.parent_email ?? '' })
    setEditing(true)
  }
  const canChange = state === 'pending' || state === 'missing'
  const noMailsLeft = consent?.mails_left_today === 0
  return (
    <Box component="section" aria-labelledby="consent-heading" sx={{ mt: 3 }}>
      <Typography id="consent-heading" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Toestemming ouder/verzorger
      </Typography>
      <Typography role="status" sx={{ fontWeight: 'bold' }}>
        {CONSENT_STATE_LABELS[state]}
      </Typography>
      {consent && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Gevraagd aan {consent.parent_name} ({consent.parent_email})
        </Typography>
      )}
      {deadline && state !== 'given' ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {consentMessages.holdsOnlyWith(excursion.name, deadline)}
        </Typography>
      ) : (
        state === 'refused' && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Zonder toestemming telt deze wens niet mee in de plaatsing.
          </Typography>
        )
      )}
      {canChange && !editing && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 1, alignItems: { sm: 'center' } }}
        >
          {consent && (
            <Button
              variant="outlined"
              disabled={noMailsLeft}
              aria-describedby={mailsId}
              loading={request.isPending}
              onClick={() => send({ name: consent.parent_name, email: consent.parent_email })}
              sx={{ flexShrink: 0 }}
            >
              Opnieuw versturen
            </Button>
          )}
          {/* Another address is a mail too: closed with the same reason at the day's limit. */}
          <Button
            ref={changeRef}
            variant="outlined"
            disabled={noMailsLeft}
            aria-describedby={consent ? mailsId : undefined}
            onClick={open}
            sx={{ flexShrink: 0 }}
          >
            {consent ? 'Ander adres' : 'Toestemming vragen'}
          </Button>
          {consent && (
            <Typography id={mailsId} variant="body2" sx={{ color: 'text.secondary' }}>
              {consentMessages.mailsLeft(consent.mails_left_today)}
            </Typography>
          )}
        </Stack>
      )}
      {editing && (
        <Form
          input={fields}
          sx={{ mt: 2, maxWidth: 480 }}
          onSubmit={() => {
            const parent = fields.attempt()
            if (parent) send(parent)
          }}
        >
          <ParentInputs fields={fields} autoFocus />
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" loading={request.isPending}>
              Versturen
            </Button>
            <Button onClick={() => setEditing(false)}>Annuleren</Button>
          </Stack>
        </Form>
      )}
      {request.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {isApiError(request.error, 406)
            ? (readableText(request.error.body) ?? errorMessage(request.error))
            : errorMessage(request.error)}
        </Alert>
      )}
      {done && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {done}
        </Alert>
      )}
    </Box>
  )
}
