import { DialogContentText, TextField } from '@mui/material'
import { useState } from 'react'
import { adminMessages } from '@/lib/admin-messages'
import { notify } from '@/lib/notify'
import { useExcursions } from '@/features/excursions/api'
import { useDeleteAllStudents } from '../api'
import { ConfirmDialog } from './confirm-dialog'

/**
 * Deletes every student with their profiles and subscriptions (POST /users/delete/students),
 * behind a typed confirmation. The subscription count comes from the excursions' counts, which
 * teachers may read too; every subscription belongs to a student.
 */
export function DeleteStudentsDialog({
  students,
  onClose,
}: {
  students: number
  onClose: () => void
}) {
  const [typed, setTyped] = useState('')
  const excursions = useExcursions()
  const removeAll = useDeleteAllStudents()
  const subscriptions = excursions.data?.reduce((sum, e) => sum + (e.subscriptions ?? 0), 0)
  return (
    <ConfirmDialog
      title={adminMessages.accounts.deleteStudents}
      confirmLabel={adminMessages.accounts.deleteStudents}
      danger
      confirmDisabled={typed.trim() !== adminMessages.accounts.deleteStudentsWord}
      onClose={onClose}
      onConfirm={async () => {
        const answer = await removeAll.mutateAsync()
        notify.success(adminMessages.accounts.studentsDeleted(answer.deleted, answer.subscriptions))
      }}
    >
      <DialogContentText>
        {subscriptions === undefined
          ? '…'
          : adminMessages.accounts.deleteStudentsConfirm(students, subscriptions)}
      </DialogContentText>
      <TextField
        label={adminMessages.accounts.deleteStudentsType}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoFocus
      />
    </ConfirmDialog>
  )
}
