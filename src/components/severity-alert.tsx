import MuiAlert, { type AlertProps } from '@mui/material/Alert'

/**
 * MUI's Alert with the role its severity calls for: errors and warnings interrupt (role alert);
 * success and information are status messages, read out when the reader is free (role status).
 * An explicit role stays. Loaded with the first alert (./alert).
 */
export function SeverityAlert({ role, ...props }: AlertProps) {
  const urgent = props.severity === 'error' || props.severity === 'warning'
  return <MuiAlert role={role ?? (urgent ? 'alert' : 'status')} {...props} />
}
