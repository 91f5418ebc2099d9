import { errorMessage } from '@/lib/api-client'
import { adminMessages } from '~domain/messages/admin'
import { notify } from '@/lib/notify'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useExcursions } from '@/lib/excursions/api'
import { useDeleteAllStudents } from '@/lib/accounts/api'

/**
 * Deletes every student with their profiles and subscriptions (POST /users/delete/students),
 * behind a typed confirmation. The subscription count comes from the excursions' counts, which
 * teachers may read too; every subscription belongs to a student. The question states both
 * numbers, so it cannot be answered before they are known.
 */
export function DeleteStudentsDialog({
  students,
  onClose,
}: {
  /** The number of students in the loaded list (the page offers this only once it is loaded). */
  students: number
  onClose: () => void
}) {
  const excursions = useExcursions()
  const removeAll = useDeleteAllStudents()
  const subscriptions = excursions.data?.reduce((sum, e) => sum + (e.subscriptions ?? 0), 0)
  return (
    <ConfirmDialog
      title={adminMessages.accounts.deleteStudents}
      confirmLabel={adminMessages.accounts.deleteStudents}
      danger
      typedConfirmation={{
        label: adminMessages.accounts.deleteStudentsType,
        word: adminMessages.accounts.deleteStudentsWord,
      }}
      confirmDisabled={subscriptions === undefined}
      onClose={onClose}
      onConfirm={async (typed) => {
        // The server checks the typed word too (issue 43).
        const answer = await removeAll.mutateAsync(typed)
        notify.success(adminMessages.accounts.studentsDeleted(answer.deleted, answer.subscriptions))
      }}
    >
      {subscriptions === undefined
        ? excursions.error
          ? errorMessage(excursions.error)
          : '…'
        : adminMessages.accounts.deleteStudentsConfirm(students, subscriptions)}
    </ConfirmDialog>
  )
}
