import { useSessionUser } from '@/lib/session'
import { useOwnProfile } from '@/features/profile/api'
import { IncompleteProfilePopup } from '@/features/profile/components/incomplete-profile-popup'
import { PrivacyPolicyPopup } from '@/features/profile/components/privacy-policy-popup'
import { isProfileComplete } from '@/features/profile/schemas'

/** The popups a logged-in user cannot get past: first the privacy policy, then an incomplete profile. */
export function SessionPopups() {
  const user = useSessionUser()
  const profile = useOwnProfile({ enabled: user !== null })
  if (!user || !profile.data) return null
  if (!profile.data.accept_privacy_policy) return <PrivacyPolicyPopup profile={profile.data} />
  if (!isProfileComplete(profile.data, user.role))
    return <IncompleteProfilePopup profile={profile.data} role={user.role} />
  return null
}
