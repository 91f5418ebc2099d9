import { errorMessage } from '@/lib/api-client'
import { adminMessages } from '@/lib/admin-messages'
import { notify } from '@/lib/notify'
import type { ScopeInfo } from '@/lib/scopes'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { useDeleteAllExcursions, useDeleteExcursion } from '../api'
import type { Excursion } from '../schemas'

export { ExcursionFormDialog } from './excursion-form-dialog'

const words = adminMessages.excursionAdmin
const alertDeleteFailed = (error: Error) => notify.error(`${words.failed} ${errorMessage(error)}`)

/** Asks before one excursion goes, naming it and its subscriptions. */
export function DeleteExcursionDialog({
  excursion,
  onClose,
  onDeleted,
}: {
  excursion: Excursion
  onClose: () => void
  onDeleted?: () => void
}) {
  const remove = useDeleteExcursion()
  return (
    <ConfirmActionDialog
      open
      title={words.deleteTitle(excursion.name)}
      confirmLabel={words.delete}
      pending={remove.isPending}
      onClose={onClose}
      // A promise, not mutate's callbacks: the page under the dialog may be gone by then.
      onConfirm={() =>
        remove.mutateAsync(excursion._id).then(() => {
          notify.success(words.deleted(excursion.name))
          onClose()
          onDeleted?.()
        }, alertDeleteFailed)
      }
    >
      {words.deleteText(excursion.name, excursion.subscriptions)}
    </ConfirmActionDialog>
  )
}

/** 'Alles verwijderen' for one scope: states how much goes and asks for the scope's name. */
export function DeleteAllExcursionsDialog({
  scope,
  excursions,
  onClose,
}: {
  scope: ScopeInfo
  /** The excursions of this scope, as the list shows them. */
  excursions: readonly Excursion[]
  onClose: () => void
}) {
  const removeAll = useDeleteAllExcursions()
  const subscriptions = excursions.reduce((sum, e) => sum + e.subscriptions, 0)
  return (
    <ConfirmActionDialog
      open
      title={words.deleteAllTitle(scope.label)}
      confirmLabel={words.deleteAll}
      typedConfirmation={{ label: words.typeToConfirm(scope.label), word: scope.label }}
      pending={removeAll.isPending}
      onClose={onClose}
      onConfirm={() =>
        removeAll.mutateAsync(scope.id).then(() => {
          notify.success(words.deletedAll(scope.label))
          onClose()
        }, alertDeleteFailed)
      }
    >
      {words.deleteAllText(scope.label, excursions.length, subscriptions)}
    </ConfirmActionDialog>
  )
}
