import { Autocomplete, Button, Stack, TextField, createFilterOptions } from '@mui/material'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import type { Dayjs } from 'dayjs'
import { memo, useMemo, useState } from 'react'
import { DATE_FORMAT, dayjs } from '~domain/dates'
import { DutchDateProvider } from '@/components/dutch-date-provider'
import { FilterSelect, type FilterOption } from '@/components/filter-select'
import type { ListedUser } from '~contract/schemas/accounts'
import { fullName, type Profile } from '~domain/profile'
import { auditMessages as words } from '../messages'
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '../schemas'
import type { AuditSearch } from '../search'

const URL_DAY = 'YYYY-MM-DD'

// Built once, so the memoised selects are not handed new arrays on each render.
const ACTION_OPTIONS: readonly FilterOption[] = Object.entries(AUDIT_ACTIONS)
const RECORD_TYPE_OPTIONS: readonly FilterOption[] = Object.entries(AUDIT_RECORD_TYPES)

type Person = { id: string; label: string }
const personFilter = createFilterOptions<Person>({ limit: 50 })

/** The filters, each written into the URL as it is chosen (a history entry each). */
export const Filters = memo(function Filters({
  search,
  set,
  users,
  profiles,
}: {
  search: AuditSearch
  set: (change: Partial<AuditSearch>) => void
  users: readonly ListedUser[] | undefined
  profiles: readonly Profile[] | undefined
}) {
  const f = words.filters
  const people = useMemo(() => {
    const nameOf = new Map((profiles ?? []).map((p) => [p.user_id, fullName(p)]))
    return (users ?? []).map((u): Person => {
      const name = nameOf.get(u._id)
      const login = u.login_id ?? u._id
      return { id: u._id, label: name ? `${name} (${login})` : login }
    })
  }, [users, profiles])
  const person =
    search.actor === undefined
      ? null
      : (people.find((p) => p.id === search.actor) ?? {
          id: search.actor,
          label: users ? f.unknownOption(search.actor) : search.actor,
        })
  const anySet = Object.values(search).some((v) => v !== undefined)
  return (
    <Stack
      role="group"
      aria-label={f.heading}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
    >
      <Autocomplete
        options={people}
        value={person}
        loading={!users}
        filterOptions={personFilter}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, value) => set({ actor: value?.id })}
        noOptionsText={f.noPeople}
        sx={{ minWidth: 280, flexGrow: 1 }}
        renderInput={(params) => (
          <TextField {...params} label={f.person} placeholder={f.personHint} />
        )}
      />
      <FilterSelect
        label={f.action}
        value={search.action}
        options={ACTION_OPTIONS}
        onChange={(action) => set({ action })}
        allText={f.all}
        unknownText={f.unknownOption}
        minWidth={200}
      />
      <FilterSelect
        label={f.recordType}
        value={search.record_type}
        options={RECORD_TYPE_OPTIONS}
        onChange={(record_type) => set({ record_type })}
        allText={f.all}
        unknownText={f.unknownOption}
        minWidth={200}
      />
      <TextField
        // Remounted when the URL's value changes (Back, a row's record link, 'Filters wissen').
        key={search.record_id ?? ''}
        label={f.recordId}
        defaultValue={search.record_id ?? ''}
        helperText={f.recordIdHint}
        onBlur={(event) => {
          const value = event.target.value.trim() || undefined
          if (value !== search.record_id) set({ record_id: value })
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          const value = (event.target as HTMLInputElement).value.trim() || undefined
          if (value !== search.record_id) set({ record_id: value })
        }}
        sx={{ minWidth: 160 }}
      />
      <DutchDateProvider>
        <DayFilter label={f.from} value={search.from} onChange={(from) => set({ from })} />
        <DayFilter
          label={f.to}
          value={search.to}
          min={search.from}
          onChange={(to) => set({ to })}
        />
      </DutchDateProvider>
      <Button
        onClick={() =>
          set({
            actor: undefined,
            action: undefined,
            record_type: undefined,
            record_id: undefined,
            from: undefined,
            to: undefined,
          })
        }
        disabled={!anySet}
        sx={{ alignSelf: { md: 'center' } }}
      >
        {f.clear}
      </Button>
    </Stack>
  )
})

/**
 * A day of the date range. What is typed stays in the field while it is incomplete; a whole
 * day (or an emptied field) goes into the URL, and a change of the URL (Back) shows in the field.
 */
function DayFilter({
  label,
  value,
  min,
  onChange,
}: {
  label: string
  value: string | undefined
  min?: string
  onChange: (value: string | undefined) => void
}) {
  const fromUrl = (text: string | undefined) => (text ? dayjs(text, URL_DAY, true) : null)
  const [shown, setShown] = useState<Dayjs | null>(() => fromUrl(value))
  const [urlValue, setUrlValue] = useState(value)
  if (urlValue !== value) {
    setUrlValue(value)
    setShown(fromUrl(value))
  }
  return (
    <DatePicker
      label={label}
      value={shown}
      format={DATE_FORMAT}
      minDate={min ? (fromUrl(min) ?? undefined) : undefined}
      onChange={(day) => {
        setShown(day)
        if (day === null) {
          if (value !== undefined) onChange(undefined)
        } else if (day.isValid() && day.year() >= 2000) {
          const text = day.format(URL_DAY)
          if (text !== value) onChange(text)
        }
      }}
      slotProps={{ textField: { sx: { width: 190 } }, field: { clearable: true } }}
    />
  )
}
