import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { nlNL } from '@mui/x-date-pickers/locales'
import { useRef, type ReactNode } from 'react'

// The pickers' own Dutch, less the few words it leaves in English ('view', 'switch').
const pickerLocaleText = {
  ...nlNL.components.MuiLocalizationProvider.defaultProps.localeText,
  openPreviousView: 'Vorige weergave openen',
  openNextView: 'Volgende weergave openen',
  calendarViewSwitchingButtonAriaLabel: (view: string) =>
    view === 'year'
      ? 'jaarweergave is geopend, wissel naar kalenderweergave'
      : 'kalenderweergave is geopend, wissel naar jaarweergave',
}

/** The date pickers in Dutch (dayjs 'nl', the pickers' own nlNL words). Import from lazy code only. */
export function DutchDateProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="nl"
      localeText={pickerLocaleText}
    >
      {children}
    </LocalizationProvider>
  )
}

/**
 * A picker field typed only in part. MUI's pickers keep an empty field's value null until every
 * part is typed, so '01-03-JJJJ' would read as no date at all and be saved as none, without a
 * word. The field's hidden input holds the parts shown ('' when every part is empty); after each
 * key and on leaving, `onRead` hears whether an empty value has parts typed. The result goes into
 * the picker's `slotProps.textField`; `onLeave` is the field's own blur.
 */
export function usePartlyTyped(
  value: unknown,
  onRead: (partlyTyped: boolean) => void,
  onLeave: () => void,
) {
  const inputRef = useRef<HTMLInputElement>(null)
  const read = () => {
    if (value === null) onRead(Boolean(inputRef.current?.value))
  }
  return {
    inputRef,
    onKeyUp: read,
    onBlur: () => {
      read()
      onLeave()
    },
  }
}
