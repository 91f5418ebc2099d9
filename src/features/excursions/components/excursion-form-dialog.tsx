import {
  CONSENT_SETTING_LABELS,
  CONSENT_SETTINGS,
  consentSettingOf,
  type ConsentSetting,
} from '~domain/consent'
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { DutchDateProvider, usePartlyTyped } from '@/components/dutch-date-provider'
import { Form, FormDialog, useFormInput } from '@/components/form'
import { useId, useState } from 'react'
import type { Dayjs } from 'dayjs'
import { DATE_FORMAT, formatDate, parseDate } from '~domain/dates'
import { adminMessages } from '~domain/messages/admin'
import { scopeRegistry } from '~domain/scopes'
import { useAddExcursion, useUpdateExcursion } from '@/lib/excursions/api'
import {
  excursionInputSchema,
  type Excursion,
  type ExcursionUpdate,
} from '~contract/schemas/excursions'

const words = adminMessages.excursionAdmin

export type ExcursionFormDialogProps = {
  /** The excursion to edit; without it the dialog adds a new one. */
  excursion?: Excursion
  /** The scope a new excursion starts in (the list page's). */
  defaultScope?: string
  onClose: () => void
  /** After an edit is saved, with what was saved (its scope, and so its address, may be new). */
  onSaved?: (saved: ExcursionUpdate) => void
}

/** The form's fields as typed: numbers stay text until they are checked. */
type FormValues = {
  name: string
  scope: string
  hours: string
  datetime: string
  location: string
  description: string
  capacity: string
  minimum: string
  return_date: string
  /** 'Toestemming ouder/verzorger nodig' (issue 44): minors, everyone or none. */
  consent: ConsentSetting
  class_share: string
  kept_places: string
  kept_classes: string
  kept_students: string
}
type Field = keyof FormValues

function initialValues(excursion: Excursion | undefined, defaultScope: string): FormValues {
  return {
    name: excursion?.name ?? '',
    scope: excursion?.scope ?? defaultScope,
    hours: excursion ? String(excursion.hours) : '',
    datetime: excursion?.datetime ?? '',
    location: excursion?.location ?? '',
    description: excursion?.description ?? '',
    capacity: excursion?.capacity != null ? String(excursion.capacity) : '',
    minimum: excursion?.minimum != null ? String(excursion.minimum) : '',
    return_date: excursion?.return_date ?? '',
    consent: consentSettingOf(excursion ?? { scope: defaultScope }),
    class_share: excursion?.class_share != null ? String(excursion.class_share) : '',
    kept_places: excursion?.kept_places != null ? String(excursion.kept_places) : '',
    kept_classes: (excursion?.kept_classes ?? []).join(', '),
    kept_students: (excursion?.kept_students ?? []).join(', '),
  }
}

const noop = () => {}
const toNumber = (text: string) => (text.trim() === '' ? NaN : Number(text))
const optionalNumber = (text: string) => (text.trim() === '' ? null : toNumber(text))
/** A list typed with commas between, e.g. '4A, 4B'. */
const toList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** The values as the API takes them, checked by the backend's own schema (excursionInputSchema). */
export function checkExcursionForm(values: FormValues) {
  return excursionInputSchema.safeParse({
    name: values.name,
    scope: values.scope,
    hours: toNumber(values.hours),
    datetime: values.datetime,
    location: values.location.trim(),
    description: values.description.trim(),
    capacity: values.capacity.trim() === '' ? null : toNumber(values.capacity),
    minimum: values.minimum.trim() === '' ? null : toNumber(values.minimum),
    return_date: values.return_date === '' ? null : values.return_date,
    consent: values.consent,
    class_share: optionalNumber(values.class_share),
    kept_places: optionalNumber(values.kept_places),
    kept_classes: toList(values.kept_classes),
    kept_students: toList(values.kept_students),
  })
}

/**
 * Add or edit an excursion (admins): every field the backend keeps, checked with the same zod
 * schema as the backend; errors beside their field once it was left. A failed save shows
 * SPEC §8's alert and keeps the dialog open with everything typed.
 */
export function ExcursionFormDialog({
  excursion,
  defaultScope = scopeRegistry[0].id,
  onClose,
  onSaved,
}: ExcursionFormDialogProps) {
  const titleId = useId()
  const input = useFormInput(() => initialValues(excursion, defaultScope), {
    check: checkExcursionForm,
  })
  const values = input.values
  // The picker keeps its own (possibly half-typed) date; the form checks its text.
  const [date, setDate] = useState<Dayjs | null>(() => parseDate(excursion?.datetime))
  const [returnDate, setReturnDate] = useState<Dayjs | null>(() =>
    parseDate(excursion?.return_date),
  )
  const add = useAddExcursion()
  const update = useUpdateExcursion()
  const saving = add.isPending || update.isPending

  const set = (field: Field) => (value: string) => input.set(field, value)
  const touch = (field: Field) => () => input.touch(field)
  // A date typed only in part is an invalid date ('-'), with its message, not none.
  const dateParts = usePartlyTyped(
    date,
    (partly) => set('datetime')(partly ? '-' : ''),
    touch('datetime'),
  )
  const returnDateParts = usePartlyTyped(
    returnDate,
    (partly) => set('return_date')(partly ? '-' : ''),
    touch('return_date'),
  )
  const errorOf = (field: Field) => input.errorOf(field)
  const text = (field: Field) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    onBlur: touch(field),
    error: Boolean(errorOf(field)),
    helperText: errorOf(field),
    fullWidth: true,
  })

  const submit = () => {
    const checked = input.attempt()
    if (!checked || saving) return
    // The list shows the result; the failure alert comes from the hooks (SPEC §8) and the
    // dialog stays open. An edit resolves as a promise, not through mutate's callbacks: the page
    // under the dialog may have changed with the refreshed list by then (a new scope).
    if (excursion) {
      const saved = { ...checked, _id: excursion._id }
      update.mutateAsync(saved).then(() => {
        onSaved?.(saved)
        onClose()
      }, noop)
    } else add.mutate(checked, { onSuccess: onClose })
  }

  return (
    <DutchDateProvider>
      <FormDialog
        busy={saving}
        onClose={onClose}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
        scroll="paper"
      >
        <Form input={input} onSubmit={submit}>
          <DialogTitle id={titleId}>
            {excursion ? words.editTitle(excursion.name) : words.addTitle}
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              <TextField label={words.fields.name} required {...text('name')} />
              <TextField select label={words.fields.scope} required {...text('scope')}>
                {scopeRegistry.map((scope) => (
                  <MenuItem key={scope.id} value={scope.id}>
                    {scope.label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={words.fields.hours}
                required
                {...text('hours')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <DatePicker
                label={words.fields.datetime}
                name="datetime"
                value={date}
                format={DATE_FORMAT}
                onChange={(value) => {
                  setDate(value)
                  set('datetime')(value === null ? '' : value.isValid() ? formatDate(value) : '-')
                }}
                onAccept={touch('datetime')}
                slotProps={{
                  textField: {
                    required: true,
                    fullWidth: true,
                    ...dateParts,
                    error: Boolean(errorOf('datetime')),
                    helperText: errorOf('datetime'),
                  },
                }}
              />
              <DatePicker
                label={words.fields.returnDate}
                name="return_date"
                value={returnDate}
                format={DATE_FORMAT}
                onChange={(value) => {
                  setReturnDate(value)
                  set('return_date')(
                    value === null ? '' : value.isValid() ? formatDate(value) : '-',
                  )
                }}
                onAccept={touch('return_date')}
                slotProps={{
                  textField: {
                    fullWidth: true,
                    ...returnDateParts,
                    error: Boolean(errorOf('return_date')),
                    helperText: errorOf('return_date') ?? words.returnDateHint,
                  },
                }}
              />
              <TextField label={words.fields.location} {...text('location')} />
              <TextField
                label={words.fields.description}
                multiline
                minRows={3}
                {...text('description')}
              />
              <TextField
                label={words.fields.capacity}
                {...text('capacity')}
                helperText={errorOf('capacity') ?? words.capacityHint}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                label={words.fields.minimum}
                {...text('minimum')}
                helperText={errorOf('minimum') ?? words.minimumHint}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                select
                label={words.fields.consent}
                {...text('consent')}
                helperText="Voor minderjarigen: wie op de eerste dag van de reis jonger is dan 18 (volgens de geboortedatum in de ID-gegevens). Standaard voor buitenlandreizen."
              >
                {CONSENT_SETTINGS.map((setting) => (
                  <MenuItem key={setting} value={setting}>
                    {CONSENT_SETTING_LABELS[setting]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={words.fields.classShare}
                {...text('class_share')}
                helperText={errorOf('class_share') ?? words.classShareHint}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                label={words.fields.keptPlaces}
                {...text('kept_places')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                label={words.fields.keptClasses}
                {...text('kept_classes')}
                helperText={errorOf('kept_classes') ?? words.keptHint}
              />
              <TextField
                label={words.fields.keptStudents}
                {...text('kept_students')}
                helperText={errorOf('kept_students') ?? words.keptHint}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={saving}>
              {words.cancel}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!input.valid || saving}
              loading={saving}
            >
              {words.save}
            </Button>
          </DialogActions>
        </Form>
      </FormDialog>
    </DutchDateProvider>
  )
}
