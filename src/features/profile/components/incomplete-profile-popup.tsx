import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { useId } from 'react'
import type { Role } from '~domain/access'
import { profileMessages } from '~domain/messages/profile'
import { notify } from '@/lib/notify'
import { LogoutButton } from '@/components/logout-button'
import type { Profile } from '~domain/profile'
import { ProfileForm } from '@/components/profile-form'

/**
 * Shown while the loaded profile is incomplete (DESIGN.md). It cannot be closed: no close
 * button, Escape and the backdrop do nothing. A save that completes the profile removes it (the
 * caller stops rendering it), so the success message goes to the app's alerts to stay visible.
 */
export function IncompleteProfilePopup({ profile, role }: { profile: Profile; role: Role }) {
  const titleId = useId()
  const introId = useId()
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      aria-describedby={introId}
      maxWidth="sm"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId}>{profileMessages.incompleteTitle}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText id={introId} sx={{ mb: 2 }}>
          {profileMessages.incompleteIntro}
        </DialogContentText>
        <ProfileForm
          profile={profile}
          role={role}
          headingLevel="h3"
          onSaved={() => notify.success(profileMessages.saved)}
        />
      </DialogContent>
      <DialogActions>
        {/* The modal hides the navigation: logging out stays within reach. */}
        <LogoutButton />
      </DialogActions>
    </Dialog>
  )
}
