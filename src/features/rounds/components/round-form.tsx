import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker'
import type { Dayjs } from 'dayjs'
import { useId, useState } from 'react'
import { adminMessages } from '~domain/messages/admin'
import { DATE_FORMAT } from '~domain/dates'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/notify'
import { findScope } from '~domain/scopes'
import { Alert } from '@/components/alert'
import { DutchDateProvider, usePartlyTyped } from '@/components/dutch-date-provider'
import { Form, useFormInput, type CheckResult } from '@/components/form'
import { useSetRound } from '@/lib/rounds/api'
import { policyNames } from '@/lib/rounds/messages'
import {
  FAIR_START_DEFAULT_SECONDS,
  placementPolicies,
  roundInputSchema,
  type PlacementPolicyName,
  type Round,
  type RoundInput,
  type RoundMode,
} from '~contract/schemas/rounds'
import { fromSchoolTime, toSchoolTime } from '../school-time'
import { ConsentChoice, type ConsentBy } from './round-consent-choice'
import { windowState } from '~domain/window'

const words = adminMessages.rounds

/**
 * The form's values as typed: a time is the stored UTC ISO text it stands for, '' for none, or
 * INVALID_TIME while the picker holds a date that is incomplete or not a real one.
 */
type FormValues = {
  mode: RoundMode
  opens: string
  closes: string
  min: string
  max: string
  policy: PlacementPolicyName
  remind: string
  fair: boolean
  fairSeconds: string
  /** Parents' consent: before the window closes, or by `deadline` (a time as `opens`). */
  consentBy: ConsentBy
  deadline: string
}
type Field =
  | 'mode'
  | 'opens_at'
  | 'closes_at'
  | 'min_wishes'
  | 'max_wishes'
  | 'policy'
  | 'remind_days_before'
  | 'fair_start_seconds'
  | 'consent_deadline'

const count = (text: string) => (text.trim() === '' ? NaN : Number(text))
const INVALID_TIME = 'ongeldig'
/** How the app writes a date (DD-MM-YYYY, domain/dates.ts) with a 24-hour time. */
const SCHOOL_TIME_FORMAT = `${DATE_FORMAT} HH:mm`

/** The form's values as the API takes them (roundInputSchema), or each field's messages. */
function checkRoundForm(scope: string, values: FormValues): CheckResult<RoundInput> {
  const timeIssues: { path: [Field]; message: string }[] = []
  const time = (text: string, field: Field) => {
    if (text === INVALID_TIME) timeIssues.push({ path: [field], message: words.invalidTime })
    return text === '' || text === INVALID_TIME ? null : text
  }
  const byDate = values.consentBy === 'date'
  if (byDate && values.deadline === '')
    timeIssues.push({ path: ['consent_deadline'], message: words.consentDeadlineMissing })
  const parsed = roundInputSchema.safeParse({
    scope,
    mode: values.mode,
    opens_at: time(values.opens, 'opens_at'),
    closes_at: time(values.closes, 'closes_at'),
    min_wishes: values.min.trim() === '' ? 0 : count(values.min),
    max_wishes: values.max.trim() === '' ? null : count(values.max),
    policy: values.policy,
    remind_days_before: values.remind.trim() === '' ? null : count(values.remind),
    fair_start_seconds:
      values.fair && values.mode === 'first-come' ? count(values.fairSeconds) : null,
    consent_deadline: byDate ? time(values.deadline, 'consent_deadline') : null,
  })
  if (parsed.success && timeIssues.length === 0) return parsed
  return {
    success: false,
    error: { issues: [...timeIssues, ...(parsed.success ? [] : parsed.error.issues)] },
  }
}

/** `asksConsent`: whether a trip of the round's scope asks a parent's consent (undefined: not known yet). */
export function RoundForm({ round, asksConsent }: { round: Round; asksConsent?: boolean }) {
  const modeLabel = useId()
  const input = useFormInput(
    (): FormValues => ({
      mode: round.mode,
      opens: round.opens_at ?? '',
      closes: round.closes_at ?? '',
      min: String(round.min_wishes),
      max: round.max_wishes === null ? '' : String(round.max_wishes),
      policy: round.policy,
      remind: round.remind_days_before == null ? '' : String(round.remind_days_before),
      fair: Boolean(round.fair_start_seconds),
      fairSeconds: String(round.fair_start_seconds || FAIR_START_DEFAULT_SECONDS),
      consentBy: round.consent_deadline ? 'date' : 'closing',
      deadline: round.consent_deadline ?? '',
    }),
    { check: (values) => checkRoundForm(round.scope, values) },
  )
  const values = input.values
  // The pickers keep their own (possibly half-typed) value; the form checks what it stands for.
  const [opens, setOpens] = useState(() => toSchoolTime(round.opens_at))
  const [closes, setCloses] = useState(() => toSchoolTime(round.closes_at))
  const [deadline, setDeadline] = useState(() => toSchoolTime(round.consent_deadline ?? null))
  // Errors show once the form was submitted, or beside a time field once it was left.
  const save = useSetRound()
  const errorOf = (field: Field) => input.errorOf(field)
  const set = (field: keyof FormValues) => (event: { target: { value: string } }) =>
    input.set(field, event.target.value as never)
  const state = windowState(round, new Date())

  const submit = () => {
    const checked = input.attempt()
    if (!checked || save.isPending) return
    save.mutate(checked, {
      onSuccess: () => {
        input.reset(values)
        notify.success(`${words.saved}: ${findScope(round.scope)?.label ?? round.scope}`)
      },
    })
  }

  return (
    // Named with its scope: each scope's panel has one, and two forms of one name are two
    // landmarks a screen reader cannot tell apart (axe's landmark-unique).
    <Form
      input={input}
      onSubmit={submit}
      aria-label={`${words.settings}: ${findScope(round.scope)?.label ?? round.scope}`}
    >
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Typography>
          {words.state[state]}
          {round.opens_at || round.closes_at ? '' : ` (${words.windowHint.toLowerCase()})`}
        </Typography>
        <FormControl component="fieldset">
          <FormLabel component="legend" id={modeLabel}>
            {words.mode}
          </FormLabel>
          <RadioGroup row aria-labelledby={modeLabel} value={values.mode} onChange={set('mode')}>
            {(['first-come', 'preference'] as const).map((mode) => (
              <FormControlLabel
                key={mode}
                value={mode}
                control={<Radio />}
                label={words.modes[mode]}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {values.mode !== round.mode && <Alert severity="info">{words.modeChange}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DutchDateProvider>
            <SchoolTimeField
              label={words.opensAt}
              value={opens}
              onChange={(value, text) => {
                setOpens(value)
                input.set('opens', text)
              }}
              onLeave={() => input.touch('opens_at')}
              error={errorOf('opens_at')}
            />
            <SchoolTimeField
              label={words.closesAt}
              value={closes}
              onChange={(value, text) => {
                setCloses(value)
                input.set('closes', text)
              }}
              onLeave={() => input.touch('closes_at')}
              error={errorOf('closes_at')}
            />
          </DutchDateProvider>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={words.minWishes}
            value={values.min}
            onChange={set('min')}
            error={Boolean(errorOf('min_wishes'))}
            helperText={errorOf('min_wishes')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
          <TextField
            label={words.maxWishes}
            value={values.max}
            onChange={set('max')}
            error={Boolean(errorOf('max_wishes'))}
            helperText={errorOf('max_wishes') ?? words.maxHint}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
        </Stack>
        <TextField
          label={words.remindDays}
          value={values.remind}
          onChange={set('remind')}
          error={Boolean(errorOf('remind_days_before'))}
          helperText={errorOf('remind_days_before') ?? words.remindHint}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        {values.mode === 'first-come' && (
          <Stack spacing={1}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.fair}
                  onChange={(event) => input.set('fair', event.target.checked)}
                />
              }
              label={words.fairStart}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {words.fairStartHint}
            </Typography>
            {values.fair && (
              <TextField
                label={words.fairStartSeconds}
                value={values.fairSeconds}
                onChange={set('fairSeconds')}
                error={Boolean(errorOf('fair_start_seconds'))}
                helperText={errorOf('fair_start_seconds')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            )}
          </Stack>
        )}
        <ConsentChoice
          mode={values.mode}
          asksConsent={asksConsent}
          value={values.consentBy}
          onChange={(by) => input.set('consentBy', by)}
        />
        {values.consentBy === 'date' && (
          <DutchDateProvider>
            <SchoolTimeField
              label={words.consentDeadline}
              value={deadline}
              onChange={(value, text) => {
                setDeadline(value)
                input.set('deadline', text)
              }}
              onLeave={() => input.touch('consent_deadline')}
              error={errorOf('consent_deadline')}
              hint={words.consentDeadlineHint}
            />
          </DutchDateProvider>
        )}
        {values.mode === 'preference' && (
          <TextField select label={words.policy} value={values.policy} onChange={set('policy')}>
            {placementPolicies.map((policy) => (
              <MenuItem key={policy} value={policy}>
                {policyNames[policy]}
              </MenuItem>
            ))}
          </TextField>
        )}
        {save.isError && <Alert severity="error">{words.failed(errorMessage(save.error))}</Alert>}
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {words.save}
          </Button>
        </Box>
      </Stack>
    </Form>
  )
}

/**
 * A round's opening or closing: the app's Dutch date-time picker, 24-hour, typed or picked as
 * Dutch time ('DD-MM-JJJJ uu:mm'); emptied (Wissen, or every part deleted) it is no limit.
 * `onChange` gets the picker's value and what the form keeps for it (see FormValues).
 */
function SchoolTimeField({
  label,
  value,
  onChange,
  onLeave,
  error,
  hint = words.windowHint,
}: {
  label: string
  value: Dayjs | null
  onChange: (value: Dayjs | null, text: string) => void
  onLeave: () => void
  error: string | undefined
  hint?: string
}) {
  // An empty field typed in part is refused with a message (and counts as unsaved input).
  const parts = usePartlyTyped(
    value,
    (partly) => onChange(null, partly ? INVALID_TIME : ''),
    onLeave,
  )
  return (
    <DateTimePicker
      label={label}
      value={value}
      format={SCHOOL_TIME_FORMAT}
      ampm={false}
      // null here is every part emptied: the parts shown may still be the old ones.
      onChange={(next) =>
        onChange(next, next === null ? '' : (fromSchoolTime(next) ?? INVALID_TIME))
      }
      onAccept={onLeave}
      slotProps={{
        field: { clearable: true },
        textField: {
          fullWidth: true,
          // The label always above the field: at rest inside it, the long label was cut off, and
          // the empty field shows the format to type ('DD-MM-JJJJ uu:mm').
          slotProps: { inputLabel: { shrink: true } },
          ...parts,
          error: Boolean(error),
          helperText: error ?? hint,
        },
      }}
    />
  )
}
