import { Box, Button, Typography } from '@mui/material'
import { Alert } from '@/components/alert'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/notify'
import { useVerificationExport } from '@/lib/rounds/api'
import { drawMessages as words } from '../draw-messages'

/** Saves a file in the browser's downloads. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // The click starts the download; the address may go after it.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * 'Exporteren voor controle' on a published round: the anonymised input, seed, nonce and outcome
 * as JSON, for `npm run placement:verify BESTAND`.
 */
export function VerificationExport({ scope }: { scope: string }) {
  const exporting = useVerificationExport()
  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        {words.exportHelp}
      </Typography>
      {exporting.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {words.failed(errorMessage(exporting.error))}
        </Alert>
      )}
      <Button
        variant="outlined"
        loading={exporting.isPending}
        onClick={() =>
          exporting.mutate(scope, {
            onSuccess: (file) => {
              const day = new Date().toISOString().slice(0, 10)
              saveFile(
                new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
                words.exportFileName(scope, day),
              )
              notify.success(words.exported)
            },
          })
        }
      >
        {words.exportVerification}
      </Button>
    </Box>
  )
}
