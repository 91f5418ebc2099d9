import { Dialog, DialogActions, DialogContent } from '@mui/material'
import { useId } from 'react'
import { LogoutButton } from '@/components/logout-button'
import { SecondFactorSection } from './second-factor-section'

/**
 * A session that REQUIRE_2FA asks for a second factor gets its set-up first, in a popup that
 * cannot be closed (issue 42: the profile popup covered the account page's button, and its save
 * was refused until the second factor was on). It stays while the recovery codes are shown:
 * `onDone` runs once the user says they kept them. 'Uitloggen' stays within reach.
 */
export function SecondFactorPopup({ onDone }: { onDone: () => void }) {
  const titleId = useId()
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogContent dividers>
        <SecondFactorSection headingId={titleId} onRecoveryDone={onDone} />
      </DialogContent>
      <DialogActions>
        <LogoutButton />
      </DialogActions>
    </Dialog>
  )
}
