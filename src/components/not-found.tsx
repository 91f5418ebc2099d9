import { Box } from '@mui/material'
import { RouterButton } from './links'
import { Page } from './page'

export function NotFound() {
  return (
    <Page title="Pagina niet gevonden">
      <Box component="p" sx={{ typography: 'body1', mt: 0, mb: 2 }}>
        Deze pagina bestaat niet (meer). Misschien is de link verouderd of is er een typefout
        gemaakt.
      </Box>
      <RouterButton to="/" variant="contained">
        Naar de startpagina
      </RouterButton>
    </Page>
  )
}
