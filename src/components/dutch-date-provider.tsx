import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { nlNL } from '@mui/x-date-pickers/locales'
import type { ReactNode } from 'react'

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
