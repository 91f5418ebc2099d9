import { Box, Button, Typography } from '@mui/material'
import { useId, useState } from 'react'
import { messages } from '@/lib/messages'
import { hasCompleteIdData, unknownIdValues, type Profile } from '../schemas'
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
  const unknown = unknownIdValues(profile)
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 640 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        Paspoort/ID-gegevens
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {complete ? messages.idData.complete : messages.idData.incomplete}
      </Typography>
      {unknown.length > 0 && (
        <Box component="ul" sx={{ mt: 0, mb: 2, color: 'error.main' }}>
          {unknown.map(({ field, value }) => (
            <li key={field}>
              {fieldLabels[field]}: {messages.idData.unknownValue(value)}
            </li>
          ))}
        </Box>
      )}
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {complete ? 'Paspoort/ID-gegevens wijzigen' : 'Paspoort/ID-gegevens invullen'}
      </Button>
      <LazyIdDataDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  )
}
