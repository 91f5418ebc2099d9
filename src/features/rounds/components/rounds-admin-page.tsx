import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  IconButton,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import DeleteIcon from '@mui/icons-material/Delete'
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker'
import type { Dayjs } from 'dayjs'
import { useId, useMemo, useState } from 'react'
import { adminMessages } from '~domain/messages/admin'
import { DATE_FORMAT } from '~domain/dates'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/notify'
import { findScope, scopeRegistry, type ScopeInfo } from '~domain/scopes'
import { Alert } from '@/components/alert'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { DutchDateProvider, usePartlyTyped } from '@/components/dutch-date-provider'
import { Form, FormDialog, useFormInput } from '@/components/form'
import { Page } from '@/components/page'
import { Panel } from '@/components/panel'
import { useAllProfiles } from '@/features/accounts/api'
import { useLiveExcursions } from '@/features/excursions/api'
import type { Excursion } from '~contract/schemas/excursions'
import { fullName, type Profile } from '~contract/schemas/profile'
import {
  usePreviewPlacement,
  usePublishPlacement,
  useRounds,
  useSetRound,
  useUndoPlacement,
} from '../api'
import { policyNames } from '../messages'
import {
  FAIR_START_DEFAULT_SECONDS,
  placementPolicies,
  roundInputSchema,
  type Pin,
  type PlacementPolicyName,
  type PlacementSummary,
  type PreviewAnswer,
  type Round,
  type RoundInput,
  type RoundMode,
} from '~contract/schemas/rounds'
import { fromSchoolTime, toSchoolTime } from '../school-time'
import { formatSchoolTime, windowState } from '~domain/window'
import { ExactOutcome, GapNotice } from './exact-outcome'
import { RemindersButton } from './reminders-button'
import { RoundGroups } from './round-groups'

const words = adminMessages.rounds

/**
 * Beheer > Inschrijfrondes (admins): per scope its round (mode, window, wishes, policy) and, in
 * preference mode, the placement: preview policies side by side with pins and leftover seats,
 * publish one, undo it while nothing changed since.
 */
export function RoundsAdminPage() {
  const rounds = useRounds()
  const excursions = useLiveExcursions()
  const profiles = useAllProfiles()
  return (
    <Page title={words.title}>
      <Typography sx={{ mb: 3 }}>{words.intro}</Typography>
      {rounds.isError && <Alert severity="error">{errorMessage(rounds.error)}</Alert>}
      {rounds.data &&
        scopeRegistry.map((scope) => {
          const round = rounds.data.find((r) => r.scope === scope.id)
          if (!round) return null
          return (
            <Panel key={scope.id} title={scope.label}>
              {/* A saved round starts the form again from what was saved. */}
              <RoundForm
                key={round.opens_at + String(round.closes_at) + round.mode}
                round={round}
              />
              <RemindersButton scope={scope} round={round} />
              {round.mode === 'preference' && (
                <PlacementSection
                  scope={scope}
                  round={round}
                  excursions={(excursions.data ?? []).filter((e) => e.scope === scope.id)}
                  students={(profiles.data ?? []).filter((p) => p.number)}
                />
              )}
              {round.mode === 'preference' && <RoundGroups scope={scope} round={round} />}
            </Panel>
          )
        })}
    </Page>
  )
}

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

const count = (text: string) => (text.trim() === '' ? NaN : Number(text))
const INVALID_TIME = 'ongeldig'
/** How the app writes a date (DD-MM-YYYY, domain/dates.ts) with a 24-hour time. */
const SCHOOL_TIME_FORMAT = `${DATE_FORMAT} HH:mm`

/** The form's values as the API takes them, or each field's first error. */
function checkRoundForm(scope: string, values: FormValues) {
  const errors: Partial<Record<Field, string>> = {}
  const time = (text: string, field: Field) => {
    if (text === '') return null
    if (text === INVALID_TIME) errors[field] = words.invalidTime
    return text === INVALID_TIME ? null : text
  }
  const candidate = {
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
  }
  const parsed = roundInputSchema.safeParse(candidate)
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message
  return Object.keys(errors).length === 0 && parsed.success
    ? { input: parsed.data, errors: null }
    : { input: null, errors }
}

function RoundForm({ round }: { round: Round }) {
  const modeLabel = useId()
  const input = useFormInput<FormValues>(() => ({
    mode: round.mode,
    opens: round.opens_at ?? '',
    closes: round.closes_at ?? '',
    min: String(round.min_wishes),
    max: round.max_wishes === null ? '' : String(round.max_wishes),
    policy: round.policy,
    remind: round.remind_days_before == null ? '' : String(round.remind_days_before),
    fair: Boolean(round.fair_start_seconds),
    fairSeconds: String(round.fair_start_seconds || FAIR_START_DEFAULT_SECONDS),
  }))
  const values = input.values
  // The pickers keep their own (possibly half-typed) value; the form checks what it stands for.
  const [opens, setOpens] = useState(() => toSchoolTime(round.opens_at))
  const [closes, setCloses] = useState(() => toSchoolTime(round.closes_at))
  // Errors show once the form was submitted, or beside a time field once it was left.
  const [touched, setTouched] = useState(false)
  const [left, setLeft] = useState<Partial<Record<Field, boolean>>>({})
  const save = useSetRound()
  const checked = checkRoundForm(round.scope, values)
  const errorOf = (field: Field) => (touched || left[field] ? checked.errors?.[field] : undefined)
  const set = (field: keyof FormValues) => (event: { target: { value: string } }) =>
    input.set(field, event.target.value as never)
  const state = windowState(round, new Date())

  const submit = () => {
    setTouched(true)
    if (!checked.input || save.isPending) return
    save.mutate(checked.input as RoundInput, {
      onSuccess: () => {
        input.reset(values)
        notify.success(`${words.saved}: ${findScope(round.scope)?.label ?? round.scope}`)
      },
    })
  }

  return (
    <Form input={input} onSubmit={submit} aria-label={words.settings}>
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
              onLeave={() => setLeft((l) => ({ ...l, opens_at: true }))}
              error={errorOf('opens_at')}
            />
            <SchoolTimeField
              label={words.closesAt}
              value={closes}
              onChange={(value, text) => {
                setCloses(value)
                input.set('closes', text)
              }}
              onLeave={() => setLeft((l) => ({ ...l, closes_at: true }))}
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
}: {
  label: string
  value: Dayjs | null
  onChange: (value: Dayjs | null, text: string) => void
  onLeave: () => void
  error: string | undefined
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
          helperText: error ?? words.windowHint,
        },
      }}
    />
  )
}

function PlacementSection({
  scope,
  round,
  excursions,
  students,
}: {
  scope: ScopeInfo
  round: Round
  excursions: Excursion[]
  students: Profile[]
}) {
  const headingId = useId()
  const names = useMemo(
    () => new Map(students.map((p) => [p.user_id ?? '', fullName(p)])),
    [students],
  )
  const excursionNames = useMemo(
    () => new Map(excursions.map((e) => [e._id, e.name])),
    [excursions],
  )
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h3" sx={{ mb: 2 }}>
        {words.placement}
      </Typography>
      {round.publication ? (
        <Published scope={scope} round={round} names={names} excursionNames={excursionNames} />
      ) : (
        <Preview
          scope={scope}
          round={round}
          excursions={excursions}
          students={students}
          names={names}
          excursionNames={excursionNames}
        />
      )}
    </Box>
  )
}

type Names = ReadonlyMap<string, string>

function Published({
  scope,
  round,
  names,
  excursionNames,
}: {
  scope: ScopeInfo
  round: Round
  names: Names
  excursionNames: Names
}) {
  const publication = round.publication!
  const undo = useUndoPlacement()
  const [asking, setAsking] = useState(false)
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        {words.published(
          formatSchoolTime(publication.published_at),
          policyNames[publication.policy],
          publication.seed,
        )}
      </Typography>
      <PlacementResults
        caption={words.resultsFor(scope.label)}
        results={[publication.summary]}
        names={names}
        excursionNames={excursionNames}
      />
      <ExactOutcome
        scope={scope.id}
        results={[publication.summary]}
        excursionNames={excursionNames}
      />
      {!publication.can_undo && <Typography sx={{ mb: 1 }}>{words.undoImpossible}</Typography>}
      <Button variant="outlined" disabled={!publication.can_undo} onClick={() => setAsking(true)}>
        {words.undo}
      </Button>
      {asking && (
        <ConfirmDialog
          title={words.undoTitle}
          confirmLabel={words.undo}
          onClose={() => setAsking(false)}
          errorText={(error) => words.failed(errorMessage(error))}
          onConfirm={async () => {
            await undo.mutateAsync(scope.id)
            notify.success(words.undone)
          }}
        >
          {words.undoText}
        </ConfirmDialog>
      )}
    </Box>
  )
}

function Preview({
  scope,
  round,
  excursions,
  students,
  names,
  excursionNames,
}: {
  scope: ScopeInfo
  round: Round
  excursions: Excursion[]
  students: Profile[]
  names: Names
  excursionNames: Names
}) {
  const compareLabel = useId()
  const [policies, setPolicies] = useState<PlacementPolicyName[]>([...placementPolicies])
  const [withoutWishes, setWithoutWishes] = useState(false)
  const [pins, setPins] = useState<Pin[]>([])
  const [pinning, setPinning] = useState(false)
  const [answer, setAnswer] = useState<PreviewAnswer | null>(null)
  const [publishing, setPublishing] = useState<PlacementPolicyName | null>(null)
  const preview = usePreviewPlacement()
  const publish = usePublishPlacement()
  const closed = windowState(round, new Date()) === 'closed' && round.closes_at !== null

  const calculate = (seed: number | undefined) =>
    preview.mutate(
      { scope: scope.id, policies, seed, pins, place_without_wishes: withoutWishes },
      { onSuccess: setAnswer },
    )

  return (
    <Box>
      <FormControl component="fieldset" sx={{ mb: 2 }}>
        <FormLabel component="legend" id={compareLabel}>
          {words.compare}
        </FormLabel>
        <FormGroup row aria-labelledby={compareLabel}>
          {placementPolicies.map((policy) => (
            <FormControlLabel
              key={policy}
              label={policyNames[policy]}
              control={
                <Checkbox
                  checked={policies.includes(policy)}
                  onChange={(event) =>
                    setPolicies((list) =>
                      event.target.checked
                        ? placementPolicies.filter((p) => p === policy || list.includes(p))
                        : list.filter((p) => p !== policy),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <FormControlLabel
        sx={{ display: 'flex', mb: 2 }}
        label={words.withoutWishes}
        control={
          <Checkbox
            checked={withoutWishes}
            onChange={(event) => setWithoutWishes(event.target.checked)}
          />
        }
      />
      <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {words.pins}
      </Typography>
      {pins.length === 0 ? (
        <Typography sx={{ mb: 1 }}>{words.noPins}</Typography>
      ) : (
        <Box component="ul" sx={{ mt: 0.5 }}>
          {pins.map((pin) => {
            const name = names.get(pin.student_id) ?? pin.student_id
            return (
              <li key={pin.student_id}>
                {words.pinLine(name, excursionNames.get(pin.excursion_id) ?? '', pin.reason)}
                <IconButton
                  size="small"
                  aria-label={words.pinRemove(name)}
                  onClick={() => setPins((list) => list.filter((p) => p !== pin))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </li>
            )
          })}
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ my: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setPinning(true)}>
          {words.pin}
        </Button>
        <Button
          variant="contained"
          disabled={policies.length === 0}
          loading={preview.isPending}
          onClick={() => calculate(answer?.seed)}
        >
          {words.calculate}
        </Button>
        {answer && (
          <Button onClick={() => calculate(undefined)} disabled={preview.isPending}>
            {words.newLottery}
          </Button>
        )}
      </Stack>
      {preview.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {words.failed(errorMessage(preview.error))}
        </Alert>
      )}
      {answer && (
        <Box>
          <Typography sx={{ mb: 1 }}>{words.seed(answer.seed)}</Typography>
          <PlacementResults
            caption={words.resultsFor(scope.label)}
            results={answer.results}
            names={names}
            excursionNames={excursionNames}
          />
          <ExactOutcome scope={scope.id} results={answer.results} excursionNames={excursionNames} />
          {!closed && <Typography sx={{ mb: 1 }}>{words.publishWhenClosed}</Typography>}
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            {answer.results.map((result) => (
              <Button
                key={result.policy}
                variant="contained"
                disabled={!closed}
                onClick={() => setPublishing(result.policy)}
              >
                {words.publish(policyNames[result.policy])}
              </Button>
            ))}
          </Stack>
        </Box>
      )}
      {pinning && (
        <PinDialog
          students={students}
          excursions={excursions}
          onClose={() => setPinning(false)}
          onPin={(pin) => {
            setPins((list) => [...list.filter((p) => p.student_id !== pin.student_id), pin])
            setPinning(false)
          }}
        />
      )}
      {publishing && answer && (
        <ConfirmDialog
          title={words.publishTitle}
          confirmLabel={words.publishConfirm}
          onClose={() => setPublishing(null)}
          errorText={(error) => words.failed(errorMessage(error))}
          onConfirm={async () => {
            await publish.mutateAsync({
              scope: scope.id,
              policy: publishing,
              seed: answer.seed,
              pins,
              place_without_wishes: withoutWishes,
              // The dialog showed the gap: publishing it is the admin's choice (issue 27).
              accept_gap:
                answer.results.find((r) => r.policy === publishing)?.optimality?.proven === false,
            })
            notify.success(words.publishedDone)
          }}
        >
          {words.publishText(policyNames[publishing])}
          <GapNotice result={answer.results.find((r) => r.policy === publishing)} />
        </ConfirmDialog>
      )}
    </Box>
  )
}

/** Policies side by side: the wishes' histogram, each excursion's fill, who has no place and why. */
export function PlacementResults({
  caption,
  results,
  names,
  excursionNames,
}: {
  caption: string
  results: PlacementSummary[]
  names: Names
  excursionNames: Names
}) {
  const ranks = Math.max(0, ...results.map((r) => r.histogram.by_rank.length))
  const head = (
    <TableHead>
      <TableRow>
        <TableCell />
        {results.map((r) => (
          <TableCell key={r.policy} component="th" scope="col">
            {policyNames[r.policy]}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  )
  const row = (label: string, cell: (r: PlacementSummary) => string | number) => (
    <TableRow key={label}>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      {results.map((r) => (
        <TableCell key={r.policy}>{cell(r)}</TableCell>
      ))}
    </TableRow>
  )
  const unplaced = new Map<string, Map<PlacementPolicyName, string>>()
  for (const r of results)
    for (const u of r.unplaced) {
      const reasons = unplaced.get(u.student_id) ?? new Map()
      reasons.set(r.policy, words.reasons[u.reason])
      unplaced.set(u.student_id, reasons)
    }
  const UNPLACED_SHOWN = 50
  const unplacedRows = [...unplaced.entries()]
    .map(([id, reasons]) => ({ id, name: names.get(id) ?? id, reasons }))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'))
  return (
    <Box aria-label={caption} role="group" sx={{ mb: 2 }}>
      <Box sx={{ overflowX: 'auto', mb: 2 }}>
        <Table size="small">
          <caption>{words.histogram}</caption>
          {head}
          <TableBody>
            {Array.from({ length: ranks }, (_, i) =>
              row(words.rank(i + 1), (r) => r.histogram.by_rank[i] ?? 0),
            )}
            {row(words.pinned, (r) => r.histogram.pinned)}
            {row(words.leftover, (r) => r.histogram.leftover)}
            {row(words.unplaced, (r) => r.histogram.unplaced)}
            {row(words.total, (r) => r.students)}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ overflowX: 'auto', mb: 2 }}>
        <Table size="small">
          <caption>{words.fill}</caption>
          {head}
          <TableBody>
            {results[0]?.excursions.map((e, index) => (
              <TableRow key={e.excursion_id}>
                <TableCell component="th" scope="row">
                  {excursionNames.get(e.excursion_id) ?? e.excursion_id}
                </TableCell>
                {results.map((r) => {
                  const fill = r.excursions[index]!
                  return (
                    <TableCell key={r.policy}>
                      {words.fillCell(fill.placed, fill.capacity, fill.minimum)}
                      {fill.dropped && <Chip size="small" label={words.dropped} sx={{ ml: 1 }} />}
                      {fill.over_capacity && (
                        <Chip size="small" label={words.overCapacity} sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                  )
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {results
        .filter((r) => r.dropped_pins.length > 0)
        .map((r) => (
          // A pin is honoured unless its excursion does not run: the admin hears which.
          <Alert key={r.policy} severity="warning" sx={{ mb: 2 }}>
            {words.droppedPins(policyNames[r.policy])}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {r.dropped_pins.map((pin) => (
                <li key={pin.student_id}>
                  {words.droppedPin(
                    names.get(pin.student_id) ?? pin.student_id,
                    excursionNames.get(pin.excursion_id) ?? pin.excursion_id,
                    pin.reason,
                  )}
                </li>
              ))}
            </Box>
          </Alert>
        ))}
      {unplacedRows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <caption>{words.unplacedList}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {words.student}
                </TableCell>
                {results.map((r) => (
                  <TableCell key={r.policy} component="th" scope="col">
                    {policyNames[r.policy]}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {unplacedRows.slice(0, UNPLACED_SHOWN).map(({ id, name, reasons }) => (
                <TableRow key={id}>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  {results.map((r) => (
                    <TableCell key={r.policy}>
                      {reasons.get(r.policy) ?? words.placedThere}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {unplacedRows.length > UNPLACED_SHOWN && (
                <TableRow>
                  <TableCell colSpan={results.length + 1}>
                    {words.more(unplacedRows.length - UNPLACED_SHOWN)}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  )
}

function PinDialog({
  students,
  excursions,
  onPin,
  onClose,
}: {
  students: Profile[]
  excursions: Excursion[]
  onPin: (pin: Pin) => void
  onClose: () => void
}) {
  const titleId = useId()
  const input = useFormInput<{ student: Profile | null; excursion: string; reason: string }>({
    student: null,
    excursion: '',
    reason: '',
  })
  const { student, excursion, reason } = input.values
  const ready = student !== null && excursion !== '' && reason.trim() !== ''
  const submit = () => {
    if (!ready) return
    input.reset()
    onPin({ student_id: student.user_id!, excursion_id: excursion, reason: reason.trim() })
  }
  return (
    <FormDialog onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Form input={input} onSubmit={submit}>
        <DialogTitle id={titleId}>{words.pinTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Autocomplete
              options={students}
              value={student}
              onChange={(_event, value) => input.set('student', value)}
              getOptionLabel={(p) => `${fullName(p)} (${p.number})`}
              isOptionEqualToValue={(a, b) => a.user_id === b.user_id}
              renderInput={(params) => <TextField {...params} label={words.pinStudent} required />}
            />
            <TextField
              select
              label={words.pinExcursion}
              value={excursion}
              onChange={(event) => input.set('excursion', event.target.value)}
              required
            >
              {excursions.map((e) => (
                <MenuItem key={e._id} value={e._id}>
                  {e.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={words.pinReason}
              value={reason}
              onChange={(event) => input.set('reason', event.target.value)}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{words.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!ready}>
            {words.pinSave}
          </Button>
        </DialogActions>
      </Form>
    </FormDialog>
  )
}
