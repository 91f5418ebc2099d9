import { Box, Button, Typography } from '@mui/material'
import { useId, useState } from 'react'
import { findScope } from '~domain/scopes'
import { useLiveExcursions } from '@/lib/excursions/api'
import { latestTripEnd } from '@/lib/profile/id-validity'
import { idDataMessages } from '~domain/messages/profile'
import { hasCompleteIdData, unknownIdValues, type Profile } from '~domain/profile'
import { LazyIdDataDialog } from './id-data-dialog-lazy'

const fieldLabels = { gender: 'Geslacht', document_type: 'Documenttype' } as const

/**
 * On the account page: whether the passport/ID data is complete, and the button to the ID popup.
 * A stored value the app does not know is named here, as it is, to be chosen again.
 */
export function IdDataStatus({ profile }: { profile: Profile }) {
  const headingId = useId()
  const [open, setOpen] = useState(false)
  const complete = hasCompleteIdData(profile)
  // The trips signed up for: the document must outlast the last return by 3 months.
  const trips = (useLiveExcursions().data ?? []).filter(
    (e) => e.subscribed !== null && findScope(e.scope)?.needsIdData,
  )
  const unknown = unknownIdValues(profile)
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 640 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        Paspoort/ID-gegevens
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {complete ? idDataMessages.complete : idDataMessages.incomplete}
      </Typography>
      {unknown.length > 0 && (
        <Box component="ul" sx={{ mt: 0, mb: 2, color: 'error.main' }}>
          {unknown.map(({ field, value }) => (
            <li key={field}>
              {fieldLabels[field]}: {idDataMessages.unknownValue(value)}
            </li>
          ))}
        </Box>
      )}
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {complete ? 'Paspoort/ID-gegevens wijzigen' : 'Paspoort/ID-gegevens invullen'}
      </Button>
      <LazyIdDataDialog open={open} onClose={() => setOpen(false)} tripEnd={latestTripEnd(trips)} />
    </Box>
  )
}
