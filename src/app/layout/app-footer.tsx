import { Box, Container, Link, Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { ContentDialog } from '@/features/content/components/content-dialog'
import { useVersion } from '@/features/settings/api'

const termsLinks = [
  { name: 'activity_terms', label: 'Activiteitenvoorwaarden' },
  { name: 'reis_terms', label: 'Reisvoorwaarden' },
  { name: 'keuzedelen_terms', label: 'Keuzedeelvoorwaarden' },
  { name: 'privacy_policy', label: 'Privacybeleid' },
] as const

export function AppFooter() {
  const [openTerms, setOpenTerms] = useState<(typeof termsLinks)[number] | null>(null)
  const version = useVersion().data
  return (
    <Box
      component="footer"
      sx={{ mt: 6, py: 3, bgcolor: 'grey.100', borderTop: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {termsLinks.map((t) => (
            <li key={t.name}>
              <Link component="button" type="button" onClick={() => setOpenTerms(t)}>
                {t.label}
              </Link>
            </li>
          ))}
        </Stack>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          Versie {version ?? '…'} · © {new Date().getFullYear()} Scalda. Alle rechten voorbehouden.
        </Typography>
      </Container>
      <ContentDialog
        name={openTerms?.name ?? ''}
        title={openTerms?.label ?? ''}
        open={openTerms !== null}
        onClose={() => setOpenTerms(null)}
      />
    </Box>
  )
}
