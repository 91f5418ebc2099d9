import {
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material'
import { Alert } from '@/components/alert'
import { DutchDateProvider } from '@/components/dutch-date-provider'
import { Form, FormDialog, useFormInput } from '@/components/form'
import type { Dayjs } from 'dayjs'
import { useId, useState, type ReactNode } from 'react'
import { errorMessage } from '@/lib/api-client'
import { dayjs, formatDate, parseDate } from '~domain/dates'
import { idDataMessages } from '~domain/messages/profile'
import { notify } from '@/lib/notify'
import { useOwnProfile, useUpdateOwnProfile } from '@/lib/profile/api'
import { idValidityShortfall } from '@/lib/profile/id-validity'
import {
  DOCUMENT_TYPES,
  GENDERS,
  ID_FIELDS,
  defaultValidityDate,
  idDataSchema,
  idDateLimits,
  unknownIdValues,
  withProfileDefaults,
  type IdData,
  type Profile,
} from '~domain/profile'
import { documentTypeLabels, genderLabels } from '@/lib/profile/labels'
import { ChoiceField, DateField, CountryField } from './id-data-fields'

export type IdDataDialogProps = {
  open: boolean
  onClose: () => void
  /** Called after a successful save, before `onClose`. */
  onSaved?: () => void
  /**
   * The return (or date) of the trip the document is for, DD-MM-YYYY: a validity date less than
   * 3 months after it is warned about (SPEC §5's hint).
   */
  tripEnd?: string | null
}

/**
 * The passport/ID popup (SPEC §5): the ten fields, every date rule, defaults from the loaded
 * profile. A save sends the whole profile with the ID fields; success shows 'Gegevens opgeslagen',
 * calls `onSaved` and closes; a failure lists the error in the dialog and keeps what was typed.
 * Open it through `LazyIdDataDialog` so the date pickers stay out of the first page's bundle.
 */
export function IdDataDialog({ open, onClose, onSaved, tripEnd }: IdDataDialogProps) {
  const titleId = useId()
  const profile = useOwnProfile()
  const update = useUpdateOwnProfile()
  const close = () => {
    if (!update.isPending) onClose()
  }
  let body: ReactNode
  const current = profile.data
  if (current) {
    body = (
      <IdDataForm
        profile={current}
        tripEnd={tripEnd ?? null}
        saving={update.isPending}
        // The whole profile travels, with the ID fields as typed.
        save={(data) => update.mutateAsync({ ...current, ...data })}
        onCancel={close}
        onSaved={() => {
          notify.success(idDataMessages.saved)
          onSaved?.()
          onClose()
        }}
      />
    )
  } else {
    body = (
      <>
        <DialogContent dividers>
          {profile.isError ? (
            <Alert severity="error">{errorMessage(profile.error)}</Alert>
          ) : (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label="Gegevens laden" />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Annuleren</Button>
        </DialogActions>
      </>
    )
  }
  return (
    <DutchDateProvider>
      <FormDialog
        open={open}
        busy={update.isPending}
        onClose={onClose}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
        scroll="paper"
      >
        <DialogTitle id={titleId}>Paspoort/ID-gegevens</DialogTitle>
        {body}
      </FormDialog>
    </DutchDateProvider>
  )
}

type DateKey = 'document_issue_date' | 'document_validity_date' | 'bday'
type TextKey = Exclude<keyof IdData, DateKey>
/** What the form holds: the texts as typed, the dates as the pickers hold them. */
type IdDataValues = { texts: Record<TextKey, string>; dates: Record<DateKey, Dayjs | null> }

/** Stands for a date that is typed only partly or not at all valid, so the schema refuses it. */
const INVALID_DATE_TEXT = 'ongeldig'

function dateText(date: Dayjs | null): string {
  if (date === null) return ''
  return date.isValid() ? formatDate(date) : INVALID_DATE_TEXT
}

/** The values as the schema reads them: a date as its text, a half-typed one as invalid. */
const candidateOf = ({ texts, dates }: IdDataValues) => ({
  ...texts,
  document_issue_date: dateText(dates.document_issue_date),
  document_validity_date: dateText(dates.document_validity_date),
  bday: dateText(dates.bday),
})

function IdDataForm({
  profile,
  tripEnd,
  saving,
  save,
  onCancel,
  onSaved,
}: {
  profile: Profile
  tripEnd: string | null
  saving: boolean
  save: (data: IdData) => Promise<unknown>
  onCancel: () => void
  onSaved: () => void
}) {
  const [today] = useState(() => dayjs())
  const limits = idDateLimits(today)
  // SPEC §3's defaults on load (nationality, document country and names) are shown here, and
  // saved only from here: submitting the form confirms them.
  const input = useFormInput(
    (): IdDataValues => {
      const shown = withProfileDefaults(profile)
      return {
        texts: {
          document_type: shown.document_type,
          document_number: shown.document_number,
          document_country: shown.document_country,
          gender: shown.gender,
          document_first_name: shown.document_first_name,
          document_surname: shown.document_surname,
          nationality: shown.nationality,
        } as Record<TextKey, string>,
        dates: {
          document_issue_date: parseDate(shown.document_issue_date),
          document_validity_date: parseDate(shown.document_validity_date),
          bday: parseDate(shown.bday),
        } as Record<DateKey, Dayjs | null>,
      }
    },
    {
      check: (values) => idDataSchema(today).safeParse(candidateOf(values)),
      // What was already filled in shows its errors at once (e.g. a document that expires soon).
      touched: () => ID_FIELDS.filter((field) => Boolean(profile[field])),
    },
  )
  const { texts, dates } = input.values
  const setTexts = (change: (current: Record<TextKey, string>) => Record<TextKey, string>) =>
    input.update((current) => ({ ...current, texts: change(current.texts) }))
  const [errors, setErrors] = useState<string[]>([])

  const candidate = candidateOf(input.values)
  // A stored value the app does not know ('M') is marked at once, as it is.
  const unknown = Object.fromEntries(
    unknownIdValues(texts).map(({ field, value }) => [field, value]),
  ) as Partial<Record<keyof IdData, string>>
  const errorOf = (field: keyof IdData) =>
    unknown[field] !== undefined
      ? idDataMessages.unknownValue(unknown[field])
      : input.errorOf(field)

  const touch = (field: keyof IdData) => input.touch(field)
  const setText = (field: TextKey, value: string) => {
    setTexts((current) => ({ ...current, [field]: value }))
    touch(field)
  }
  const setDate = (field: DateKey, value: Dayjs | null) =>
    input.update((current) => ({ ...current, dates: { ...current.dates, [field]: value } }))

  const changeIssueDate = (value: Dayjs | null) => {
    setDate('document_issue_date', value)
    // SPEC §5: choosing an issue date sets validity to issue date + 10 years.
    if (value?.isValid())
      setDate('document_validity_date', parseDate(defaultValidityDate(formatDate(value))))
  }
  const changeCountry = (value: string) => {
    // SPEC §5: choosing the document country sets nationality to it.
    setTexts((current) => ({
      ...current,
      document_country: value,
      nationality: value || current.nationality,
    }))
    touch('document_country')
  }

  const submit = async () => {
    const checked = input.attempt()
    if (!checked || saving) return
    try {
      await save(checked)
      onSaved()
    } catch (error) {
      setErrors((list) => [...list, errorMessage(error)])
    }
  }

  const textProps = (field: 'document_number' | 'document_first_name' | 'document_surname') => ({
    name: field,
    required: true,
    value: texts[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setText(field, event.target.value),
    onBlur: () => touch(field),
    error: Boolean(errorOf(field)),
    helperText: errorOf(field),
  })

  const issueDateSet = dates.document_issue_date?.isValid() === true
  const validityError = errorOf('document_validity_date')
  const shortfall = idValidityShortfall(candidate.document_validity_date, tripEnd)
  const validityHelp = issueDateSet
    ? idDataMessages.validityHint
    : `${idDataMessages.validityNeedsIssueDate}. ${idDataMessages.validityHint}`

  return (
    <Form
      input={input}
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogContent dividers>
        {errors.length > 0 && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            onClose={() => setErrors([])}
            slotProps={{ closeButton: { 'aria-label': 'Foutmeldingen sluiten' } }}
          >
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {errors.map((error, index) => (
                <li key={index}>{error}</li>
              ))}
            </Box>
          </Alert>
        )}
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <ChoiceField
            label="Documenttype"
            name="document_type"
            value={texts.document_type}
            options={DOCUMENT_TYPES.map((type) => ({
              value: type,
              label: documentTypeLabels[type],
            }))}
            error={errorOf('document_type')}
            onChange={(value) => setText('document_type', value)}
          />
          <TextField label="Documentnummer" autoComplete="off" {...textProps('document_number')} />
          <DateField
            label="Afgiftedatum"
            name="document_issue_date"
            value={dates.document_issue_date}
            min={limits.issue.min}
            max={limits.issue.max}
            error={errorOf('document_issue_date')}
            onChange={changeIssueDate}
            onTouched={() => touch('document_issue_date')}
          />
          <DateField
            label="Geldig tot"
            name="document_validity_date"
            value={dates.document_validity_date}
            min={limits.validity.min}
            max={limits.validity.max}
            disabled={!issueDateSet}
            error={issueDateSet ? validityError : undefined}
            helperText={validityHelp}
            onChange={(value) => setDate('document_validity_date', value)}
            onTouched={() => touch('document_validity_date')}
          />
          {shortfall && (
            <Alert severity="warning">
              {idDataMessages.validityAfterReturn(shortfall.validUntil, shortfall.needed)}
            </Alert>
          )}
          <CountryField
            label="Land van afgifte"
            name="document_country"
            value={texts.document_country}
            error={errorOf('document_country')}
            onChange={changeCountry}
            onTouched={() => touch('document_country')}
          />
          <ChoiceField
            label="Geslacht"
            name="gender"
            value={texts.gender}
            options={GENDERS.map((gender) => ({ value: gender, label: genderLabels[gender] }))}
            error={errorOf('gender')}
            onChange={(value) => setText('gender', value)}
          />
          <TextField
            label="Voornaam (zoals op het document)"
            {...textProps('document_first_name')}
          />
          <TextField
            label="Achternaam (zoals op het document)"
            {...textProps('document_surname')}
          />
          <DateField
            label="Geboortedatum"
            name="bday"
            value={dates.bday}
            min={limits.birth.min}
            max={limits.birth.max}
            openTo="year"
            error={errorOf('bday')}
            onChange={(value) => setDate('bday', value)}
            onTouched={() => touch('bday')}
          />
          <CountryField
            label="Nationaliteit"
            name="nationality"
            value={texts.nationality}
            error={errorOf('nationality')}
            onChange={(value) => setText('nationality', value)}
            onTouched={() => touch('nationality')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          Annuleren
        </Button>
        <Button type="submit" variant="contained" disabled={!input.valid} loading={saving}>
          Opslaan
        </Button>
      </DialogActions>
    </Form>
  )
}
