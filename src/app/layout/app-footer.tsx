import { Box, Container, Link, Stack, Typography } from '@mui/material'
import { Suspense, useState } from 'react'
import { useSetting, useVersion } from '@/features/settings/api'
import { DEFAULT_POLICY_CONTENT, POLICY_SETTING } from '@/features/settings/schemas'
import { can } from '@/lib/access'
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
