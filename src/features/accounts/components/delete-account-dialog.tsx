import { adminMessages } from '~domain/messages/admin'
import { notify } from '@/lib/notify'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useDeleteUser } from '@/lib/accounts/api'
import type { AccountRow } from '../account-rows'

/** Deletes one account (POST /users/delete) after a confirmation that names it. */
export function DeleteAccountDialog({
  account,
  onClose,
}: {
  account: AccountRow
  onClose: () => void
}) {
  const remove = useDeleteUser()
  const name = account.name ? `${account.name} (${account.loginId})` : account.loginId
  return (
    <ConfirmDialog
      title={adminMessages.accounts.deleteTitle}
      confirmLabel={adminMessages.accounts.delete}
      danger
      onClose={onClose}
      onConfirm={async () => {
        await remove.mutateAsync(account.id)
        notify.success(adminMessages.accounts.deleted(name))
      }}
    >
      {adminMessages.accounts.deleteConfirm(name)}
    </ConfirmDialog>
  )
}
