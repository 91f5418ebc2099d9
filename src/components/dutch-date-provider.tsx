import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { nlNL } from '@mui/x-date-pickers/locales'
import type { ReactNode } from 'react'

const pickerLocaleText = nlNL.components.MuiLocalizationProvider.defaultProps.localeText

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
