/**
 * The one rule for the popups a logged-in user cannot get past (issue 42): at most one is shown,
 * and it is always the one whose control the user must press next. A second factor that REQUIRE_2FA
 * still asks for comes first: until it is set up the server refuses every other save (the profile's
 * too), so no popup may cover its set-up. Then the privacy policy, then an incomplete profile. The
 * ID data popup is never one of these: it opens on the user's own click (sign-up, the account page),
 * which no popup of this rule can be covering at that moment.
 */
export type SessionPopup = 'second-factor' | 'privacy' | 'profile' | null

export type SessionPopupState = {
  /** REQUIRE_2FA asks this session to set up a second factor first (or its codes are still shown). */
  secondFactorPending: boolean
  /** The own profile is loaded; without it neither the policy nor the profile can be decided. */
  profileLoaded: boolean
  privacyAccepted: boolean
  profileComplete: boolean
}

export function nextSessionPopup(state: SessionPopupState): SessionPopup {
  if (state.secondFactorPending) return 'second-factor'
  if (!state.profileLoaded) return null
  if (!state.privacyAccepted) return 'privacy'
  if (!state.profileComplete) return 'profile'
  return null
}
