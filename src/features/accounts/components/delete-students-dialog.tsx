import { DialogContentText, TextField } from '@mui/material'
import { useState } from 'react'
import { messages } from '@/lib/messages'
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
      title={messages.accounts.deleteStudents}
      confirmLabel={messages.accounts.deleteStudents}
      danger
      confirmDisabled={typed.trim() !== messages.accounts.deleteStudentsWord}
      onClose={onClose}
      onConfirm={async () => {
        const answer = await removeAll.mutateAsync()
        notify.success(messages.accounts.studentsDeleted(answer.deleted, answer.subscriptions))
      }}
    >
      <DialogContentText>
        {subscriptions === undefined
          ? '…'
          : messages.accounts.deleteStudentsConfirm(students, subscriptions)}
      </DialogContentText>
      <TextField
        label={messages.accounts.deleteStudentsType}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoFocus
      />
    </ConfirmDialog>
  )
}
