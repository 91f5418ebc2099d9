import { useSessionUser } from '@/lib/session'
import { useOwnProfile } from '@/features/profile/api'
import { PrivacyPolicyPopup } from '@/features/profile/components/privacy-policy-popup'

/** The popups a logged-in user cannot get past: first the privacy policy, then an incomplete profile. */
export function SessionPopups() {
  const user = useSessionUser()
  const profile = useOwnProfile({ enabled: user !== null })
  if (!user || !profile.data) return null
  if (!profile.data.accept_privacy_policy) return <PrivacyPolicyPopup profile={profile.data} />
  return null
}
