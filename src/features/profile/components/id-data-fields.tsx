import {
  Autocomplete,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import type { Dayjs } from 'dayjs'
import { useId } from 'react'
import { DATE_FORMAT } from '~domain/dates'
import { COUNTRY_NAMES, countryLabel, countryMatches, countryNamesInDutchOrder } from '../countries'

// The ID-data dialog's fields: a choice, a date that may be typed half, a country by Dutch name.

export function ChoiceField({
  label,
  name,
  value,
  options,
  error,
  onChange,
}: {
  label: string
  name: string
  value: string
  options: { value: string; label: string }[]
  error: string | undefined
  onChange: (value: string) => void
}) {
  const labelId = useId()
  return (
    <FormControl required error={Boolean(error)}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  )
}

export function DateField({
  label,
  name,
  value,
  min,
  max,
  disabled,
  error,
  helperText,
  openTo,
  onChange,
  onTouched,
}: {
  label: string
  name: string
  value: Dayjs | null
  min: Dayjs
  max: Dayjs
  disabled?: boolean
  error: string | undefined
  helperText?: string
  openTo?: 'year' | 'day'
  onChange: (value: Dayjs | null) => void
  onTouched: () => void
}) {
  return (
    <DatePicker
      label={label}
      name={name}
      value={value}
      format={DATE_FORMAT}
      minDate={min}
      maxDate={max}
      referenceDate={value ?? (openTo === 'year' ? max : undefined)}
      openTo={openTo}
      views={['year', 'month', 'day']}
      disabled={disabled}
      onChange={onChange}
      onAccept={onTouched}
      slotProps={{
        textField: {
          required: true,
          fullWidth: true,
          error: Boolean(error),
          helperText: error ?? helperText,
          onBlur: onTouched,
          // The hint stays readable while the field is disabled (contrast).
          slotProps: { formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } },
        },
      }}
    />
  )
}

export function CountryField({
  label,
  name,
  value,
  error,
  onChange,
  onTouched,
}: {
  label: string
  name: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onTouched: () => void
}) {
  // Shown and sorted by Dutch name; the value stays the API's ISO name ('Netherlands (the)').
  // A stored name from an older list stays choosable instead of vanishing.
  const inDutch = countryNamesInDutchOrder()
  const options = value && !COUNTRY_NAMES.includes(value) ? [value, ...inDutch] : inDutch
  return (
    <Autocomplete
      options={options}
      value={value || null}
      getOptionLabel={countryLabel}
      onChange={(_event, next) => onChange(next ?? '')}
      onBlur={onTouched}
      autoHighlight
      filterOptions={(list, { inputValue }) =>
        list.filter((option) => countryMatches(option, inputValue))
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          required
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  )
}
