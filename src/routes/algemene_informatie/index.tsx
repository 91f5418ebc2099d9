import { createFileRoute } from '@tanstack/react-router'
import { Box } from '@mui/material'
import { RouterButton } from '@/components/links'
import { ContentPage } from '@/features/content/components/content-page'

export const Route = createFileRoute('/algemene_informatie/')({ component: GeneralInformationPage })

function GeneralInformationPage() {
  return (
    <ContentPage title="Algemene informatie" name="algemene_informatie">
      <Box sx={{ mt: 3 }}>
        <RouterButton to="/algemene_informatie/faq" variant="outlined">
          Veelgestelde vragen
        </RouterButton>
      </Box>
    </ContentPage>
  )
}
