import { Box, Container, Stack } from '@mui/material'
import { linkSx } from '@/components/link-style'
import { Suspense, useState } from 'react'
import { useSetting, useVersion } from '@/lib/settings/api'
import { DEFAULT_POLICY_CONTENT, POLICY_SETTING } from '~contract/schemas/settings'
import { can } from '~domain/access'
import { lazyNamed } from '@/lib/lazy'
import { useSessionUser } from '@/lib/session'

// The terms dialog (MUI Dialog and Modal) loads when a footer link is first used.
const ContentDialog = lazyNamed(
  () => import('@/features/content/components/content-dialog'),
  'ContentDialog',
)

const termsLinks = [
  { name: 'activity_terms', label: 'Activiteitenvoorwaarden' },
  { name: 'reis_terms', label: 'Reisvoorwaarden' },
  { name: 'keuzedelen_terms', label: 'Keuzedeelvoorwaarden' },
  { name: 'privacy_policy', label: 'Privacybeleid' },
] as const

// Admins only: kept out of the first page.
const PolicySettingForm = lazyNamed(
  () => import('@/features/settings/components/policy-setting-form'),
  'PolicySettingForm',
)

export function AppFooter() {
  const [openTerms, setOpenTerms] = useState<(typeof termsLinks)[number] | null>(null)
  const version = useVersion().data
  const user = useSessionUser()
  // Privacybeleid shows the content the `policy` setting names (read when the modal opens).
  const isPolicy = openTerms?.name === 'privacy_policy'
  const policy = useSetting(POLICY_SETTING, { enabled: isPolicy })
  const policyName = policy.data?.value || DEFAULT_POLICY_CONTENT
  const dialogName = isPolicy ? (policy.isPending ? '' : policyName) : (openTerms?.name ?? '')
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
              <Box component="button" type="button" sx={linkSx} onClick={() => setOpenTerms(t)}>
                {t.label}
              </Box>
            </li>
          ))}
        </Stack>
        <Box component="p" sx={{ typography: 'body2', mt: 2, mb: 0, color: 'text.secondary' }}>
          Versie {version ?? '…'} · © {new Date().getFullYear()} Scalda. Alle rechten voorbehouden.
        </Box>
      </Container>
      {openTerms && (
        <Suspense fallback={null}>
          <ContentDialog
            name={dialogName}
            title={openTerms.label}
            open
            onClose={() => setOpenTerms(null)}
          >
            {isPolicy && !policy.isPending && can(user, 'content:edit') && (
              <Suspense key={`setting-${policyName}`}>
                <PolicySettingForm current={policyName} />
              </Suspense>
            )}
          </ContentDialog>
        </Suspense>
      )}
    </Box>
  )
}
