import { useState } from 'react'
import { lazyNamed } from '@/lib/lazy'
import { useSession } from '@/lib/session'
import { useOwnProfile } from '@/lib/profile/api'
import { isProfileComplete } from '~domain/profile'
import { nextSessionPopup } from './popup-order'

// Each popup's code (dialogs, the profile form, the second factor's set-up) loads when it is
// shown: most sessions show none, and a student's list page at the opening minute needs none.
const SecondFactorPopup = lazyNamed(
  () => import('@/features/account-security/components/second-factor-popup'),
  'SecondFactorPopup',
)
const PrivacyPolicyPopup = lazyNamed(
  () => import('@/features/profile/components/privacy-policy-popup'),
  'PrivacyPolicyPopup',
)
const IncompleteProfilePopup = lazyNamed(
  () => import('@/features/profile/components/incomplete-profile-popup'),
  'IncompleteProfilePopup',
)
const ProfileLoadError = lazyNamed(() => import('./profile-load-error'), 'ProfileLoadError')

/**
 * The popups a logged-in user cannot get past, one at a time in the order of `nextSessionPopup`:
 * the second factor REQUIRE_2FA asks for, the privacy policy, an incomplete profile. Without the
 * own profile the last two cannot be decided: the load error says so, with 'Opnieuw proberen'
 * (sign-up stays closed meanwhile, with that reason beside it).
 */
export function SessionPopups() {
  const session = useSession()
  const user = session?.user ?? null
  const profile = useOwnProfile({ enabled: user !== null })
  // Once closed, sign-up's own notice (with its retry) carries the reason.
  const [closed, setClosed] = useState(false)
  // The set-up popup stays while its recovery codes are shown, after the session's flag is gone.
  const [enrolling, setEnrolling] = useState(false)
  if (user?.second_factor_setup && !enrolling) setEnrolling(true)
  if (!user) return null
  const popup = nextSessionPopup({
    secondFactorPending: enrolling || Boolean(user.second_factor_setup),
    profileLoaded: Boolean(profile.data),
    privacyAccepted: Boolean(profile.data?.accept_privacy_policy),
    profileComplete: profile.data ? isProfileComplete(profile.data, user.role) : false,
  })
  if (popup === 'second-factor') return <SecondFactorPopup onDone={() => setEnrolling(false)} />
  if (!profile.data) {
    // An expired session has the login dialog on top; logging in again asks once more.
    if (!profile.isError || session?.expired || closed) return null
    return (
      <ProfileLoadError
        error={profile.error}
        retrying={profile.isFetching}
        onRetry={() => void profile.refetch()}
        onClose={() => setClosed(true)}
      />
    )
  }
  if (popup === 'privacy') return <PrivacyPolicyPopup profile={profile.data} />
  if (popup === 'profile') return <IncompleteProfilePopup profile={profile.data} role={user.role} />
  return null
}
