import { useMutation } from '@tanstack/react-query'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { notify } from '@/lib/notify'
import { adminMessages } from '~domain/messages/admin'
import { secondFactorReset } from '@/lib/accounts/api'

const m = adminMessages.accounts.forgetDevice

/**
 * 'Apparaat vergeten' (POST /users/2fa/reset, admins): a staff member who lost their phone logs
 * in with their password again and sets up a new second factor. In the audit log.
 */
export function ForgetDeviceDialog({
  account,
  onClose,
}: {
  account: { id: string; name: string; loginId: string }
  onClose: () => void
}) {
  const reset = useMutation({ mutationFn: secondFactorReset })
  const name = account.name || account.loginId
  return (
    <ConfirmDialog
      title={m.title}
      confirmLabel={m.confirm}
      onClose={onClose}
      onConfirm={async () => {
        await reset.mutateAsync(account.id)
        notify.success(m.done(name))
      }}
    >
      {m.question(name)}
    </ConfirmDialog>
  )
}
