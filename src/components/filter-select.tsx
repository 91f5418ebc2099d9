import { TextField } from '@mui/material'
import { memo } from 'react'

export type FilterOption = [value: string, text: string]

/**
 * A native select with 'Alle' (`allText`) first; 'Alle' is no filter (undefined). A value from
 * the URL that is not among the options (a bookmark of an excursion since deleted) is shown with
 * `unknownText`: the rows are filtered by it, so the select must not claim 'Alle'.
 */
export const FilterSelect = memo(function FilterSelect({
  label,
  value,
  options,
  onChange,
  allText,
  unknownText,
  minWidth,
}: {
  label: string
  value: string | undefined
  options: readonly FilterOption[]
  onChange: (value: string | undefined) => void
  allText: string
  unknownText: (value: string) => string
  minWidth: number
}) {
  const unknown = value !== undefined && !options.some(([optionValue]) => optionValue === value)
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth }}
    >
      <option value="">{allText}</option>
      {unknown && <option value={value}>{unknownText(value)}</option>}
      {options.map(([optionValue, text]) => (
        <option key={optionValue} value={optionValue}>
          {text}
        </option>
      ))}
    </TextField>
  )
})
