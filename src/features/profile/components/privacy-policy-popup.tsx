import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { Alert } from '@/components/alert'
import { useId } from 'react'
import { errorMessage } from '@/lib/api-client'
import { LogoutButton } from '@/components/logout-button'
import { useContent } from '@/lib/content/api'
import { ContentView } from '@/components/content-view'
import { useSetting } from '@/lib/settings/api'
import { DEFAULT_POLICY_CONTENT, POLICY_SETTING } from '~contract/schemas/settings'
import { useUpdateOwnProfile } from '@/lib/profile/api'
import type { Profile } from '~domain/profile'

/**
 * The privacy policy (the content named by the `policy` setting). It cannot be dismissed:
 * no close button, Escape and the backdrop do nothing; only 'Accepteren' closes it, once the
 * text is shown. A text that fails to load says so with 'Opnieuw proberen', and 'Uitloggen'
 * stays within reach (the modal hides the navigation).
 */
export function PrivacyPolicyPopup({ profile }: { profile: Profile }) {
  const titleId = useId()
  const policy = useSetting(POLICY_SETTING)
  const update = useUpdateOwnProfile()
  const contentName = policy.data?.value || DEFAULT_POLICY_CONTENT
  // One cache entry with the ContentView below: accepting is possible once the text is shown.
  const content = useContent(contentName, { enabled: !policy.isPending })
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>Privacybeleid</DialogTitle>
      <DialogContent dividers>
        {!policy.isPending && <ContentView name={contentName} />}
        {update.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(update.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <LogoutButton />
        <Button
          variant="contained"
          loading={update.isPending}
          disabled={!content.isSuccess}
          onClick={() => update.mutate({ ...profile, accept_privacy_policy: true })}
        >
          Accepteren
        </Button>
      </DialogActions>
    </Dialog>
  )
}
