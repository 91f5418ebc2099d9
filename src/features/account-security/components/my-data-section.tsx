import { Box, Button, Stack, Typography } from '@mui/material'
import { Link } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { Alert } from '@/components/alert'
import { errorMessage } from '@/lib/api-client'
import { dayjs } from '~domain/dates'
import { getMyData, useMyData } from '../api'
import { securityMessages } from '../messages'

const m = securityMessages.myData

/** Saves a value as a JSON file in the browser's downloads. */
function saveJson(value: unknown, fileName: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}

/**
 * 'Privacy' on the account page (AVG): when a student's ID data goes, and 'Mijn gegevens
 * downloaden', everything held about the user as JSON.
 */
export function MyDataSection({ hasIdData }: { hasIdData: boolean }) {
  const headingId = useId()
  const data = useMyData(hasIdData)
  const download = useMutation({
    mutationFn: getMyData,
    onSuccess: (answer) => saveJson(answer, m.fileName),
  })
  const erasure = data.data?.id_data_erased_on
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 640 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {m.heading}
      </Typography>
      {hasIdData && erasure && (
        <Typography sx={{ mb: 1 }}>{m.erasure(dayjs(erasure).format('DD-MM-YYYY'))}</Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {m.help}
      </Typography>
      {download.isError && <Alert severity="error">{errorMessage(download.error)}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" component={Link} to="/account/mijn-gegevens">
          {m.view}
        </Button>
        <Button variant="outlined" loading={download.isPending} onClick={() => download.mutate()}>
          {m.download}
        </Button>
      </Stack>
    </Box>
  )
}
