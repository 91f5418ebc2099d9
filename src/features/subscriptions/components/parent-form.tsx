import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material'
import { useId } from 'react'
import { Form, useFormInput, type FormInput } from '@/components/form'
import { parentSchema, type ParentInput } from '~contract/schemas/consent'
import { consentSettingOf } from '~domain/consent'
import { formatLongDate } from '~domain/dates'
import { consentMessages } from '~domain/messages/consent'

/** The parent's name and address as typed, checked with the server's schema (parentSchema). */
export function useParentFields() {
  return useFormInput<ParentInput, ParentInput>(
    { name: '', email: '' },
    { check: (values) => parentSchema.safeParse(values) },
  )
}

export type ParentFields = FormInput<ParentInput, ParentInput>

/**
 * The two fields (the sign-up's dialog and the trip page's 'Ander adres' use them); `autoFocus`:
 * the name takes the focus when they open.
 */
export function ParentInputs({ fields, autoFocus }: { fields: ParentFields; autoFocus?: boolean }) {
  const set = (field: keyof ParentInput) => (event: { target: { value: string } }) =>
    fields.set(field, event.target.value)
  return (
    <Stack spacing={2}>
      <TextField
        label="Naam ouder/verzorger"
        required
        autoFocus={autoFocus}
        value={fields.values.name}
        onChange={set('name')}
        onBlur={() => fields.touch('name')}
        error={Boolean(fields.errorOf('name'))}
        helperText={fields.errorOf('name')}
        autoComplete="off"
      />
      <TextField
        label="E-mailadres ouder/verzorger"
        required
        type="email"
        value={fields.values.email}
        onChange={set('email')}
        onBlur={() => fields.touch('email')}
        error={Boolean(fields.errorOf('email'))}
        helperText={fields.errorOf('email')}
        autoComplete="off"
      />
    </Stack>
  )
}

/** Why this student needs consent for this trip: the trip asks everyone, or a minor on its first day. */
function consentReason(trip: {
  name: string
  scope: string
  consent?: string | null
  datetime: string
}) {
  return consentSettingOf(trip) === 'everyone'
    ? consentMessages.reasonEveryone(trip.name)
    : consentMessages.reasonMinor(trip.name, formatLongDate(trip.datetime))
}

/**
 * Before the sign-up of a trip that needs a parent's consent of this student: their name and
 * address, and why it is needed. What was typed stays (the fields live in the controls) when the
 * sign-up fails. The name takes the focus on opening.
 */
export function ParentDialog({
  open,
  trip,
  fields,
  onSubmit,
  onCancel,
}: {
  open: boolean
  trip: { name: string; scope: string; consent?: string | null; datetime: string }
  fields: ParentFields
  onSubmit: (parent: ParentInput) => void
  onCancel: () => void
}) {
  const titleId = useId()
  const introId = useId()
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={introId}
      maxWidth="sm"
      fullWidth
    >
      <Form
        input={fields}
        onSubmit={() => {
          const parent = fields.attempt()
          // Kept (as saved, so leaving asks nothing) in case the sign-up is refused.
          if (parent) {
            fields.reset(fields.values)
            onSubmit(parent)
          }
        }}
      >
        <DialogTitle id={titleId}>Toestemming ouder/verzorger</DialogTitle>
        <DialogContent dividers>
          <DialogContentText id={introId} sx={{ mb: 2 }}>
            {consentReason(trip)} Je ouder/verzorger krijgt een e-mail met een link om wel of geen
            toestemming te geven.
          </DialogContentText>
          <ParentInputs fields={fields} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Annuleren</Button>
          <Button type="submit" variant="contained">
            Inschrijven en e-mail versturen
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  )
}
