import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material'
import type { SxProps, Theme } from '@mui/material/styles'
import { useId, type ChangeEvent, type ReactNode } from 'react'

type FieldProps<E> = {
  label: string
  value: string
  onChange: (event: ChangeEvent<E>) => void
  sx?: SxProps<Theme>
}

/**
 * MUI's outlined TextField as its parts (FormControl, InputLabel, OutlinedInput): the same look
 * and label, without the Select that TextField always brings (and with it Menu, Popover and
 * Modal). For the fields of pages a visitor opens first.
 */
export function OutlinedTextField({
  label,
  value,
  onChange,
  sx,
  type,
}: FieldProps<HTMLInputElement | HTMLTextAreaElement> & { type?: string }) {
  const id = useId()
  return (
    <FormControl sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} type={type} label={label} value={value} onChange={onChange} />
    </FormControl>
  )
}

/** The browser's own select (a phone shows its own picker) in the same outline and label. */
export function OutlinedNativeSelect({
  label,
  value,
  onChange,
  sx,
  children,
}: FieldProps<HTMLSelectElement> & { children: ReactNode }) {
  const id = useId()
  return (
    <FormControl sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <NativeSelect
        input={<OutlinedInput id={id} label={label} />}
        value={value}
        onChange={onChange}
      >
        {children}
      </NativeSelect>
    </FormControl>
  )
}
