import { CircularProgress, Divider, Stack } from '@mui/material'
import { Alert } from '@/components/alert'
import { createFileRoute } from '@tanstack/react-router'
import { can } from '~domain/access'
import { errorMessage } from '@/lib/api-client'
import { requirePermission } from '@/lib/router-context'
import { useSessionUser } from '@/lib/session'
import { Page } from '@/components/page'
import { useOwnProfile } from '@/lib/profile/api'
import { IdDataStatus } from '@/features/profile/components/id-data-status'
import { MailSettings } from '@/features/profile/components/mail-settings'
import { ProfileForm } from '@/components/profile-form'
import { MyPlacements } from '@/features/rounds/components/my-placements'
import { ChangePasswordForm } from '@/features/account-security/components/change-password-form'
import { SecondFactorSection } from '@/features/account-security/components/second-factor-section'
import { SessionsList } from '@/features/account-security/components/sessions-list'
import { MyDataSection } from '@/features/account-security/components/my-data-section'

export const Route = createFileRoute('/account')({
  beforeLoad: requirePermission('account:view'),
  component: AccountPage,
})

function AccountPage() {
  const user = useSessionUser()
  const profile = useOwnProfile({ enabled: user !== null })
  return (
    <Page title="Mijn account">
      {profile.isError && <Alert severity="error">{errorMessage(profile.error)}</Alert>}
      {profile.isPending && <CircularProgress aria-label="Profiel laden" />}
      {user && profile.data && (
        <Stack spacing={4} divider={<Divider flexItem />}>
          <ProfileForm profile={profile.data} role={user.role} />
          {/* ID data is for trips, which only students join. */}
          {can(user, 'subscriptions:own') && <IdDataStatus profile={profile.data} />}
          {can(user, 'subscriptions:own') && <MailSettings profile={profile.data} />}
          <ChangePasswordForm userId={user._id} />
          {can(user, 'second-factor:own') && <SecondFactorSection />}
          <SessionsList />
          <MyDataSection hasIdData={Boolean(profile.data.document_number)} />
        </Stack>
      )}
      {user && profile.data && can(user, 'subscriptions:own') && <MyPlacements />}
    </Page>
  )
}
