import { errorMessage } from '@/lib/api-client'
import { adminMessages } from '~domain/messages/admin'
import { notify } from '@/lib/notify'
import type { ScopeInfo } from '~domain/scopes'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useDeleteAllExcursions, useDeleteExcursion } from '@/lib/excursions/api'
import type { Excursion } from '~contract/schemas/excursions'

export { ExcursionFormDialog } from './excursion-form-dialog'

const words = adminMessages.excursionAdmin
const deleteFailedText = (error: unknown) => `${words.failed} ${errorMessage(error)}`

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
    <ConfirmDialog
      title={words.deleteTitle(excursion.name)}
      confirmLabel={words.delete}
      danger
      onClose={onClose}
      errorText={deleteFailedText}
      // A promise, not mutate's callbacks: the page under the dialog may be gone by then.
      onConfirm={async () => {
        await remove.mutateAsync(excursion._id)
        notify.success(words.deleted(excursion.name))
        onDeleted?.()
      }}
    >
      {words.deleteText(excursion.name, excursion.subscriptions)}
    </ConfirmDialog>
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
    <ConfirmDialog
      title={words.deleteAllTitle(scope.label)}
      confirmLabel={words.deleteAll}
      danger
      typedConfirmation={{ label: words.typeToConfirm(scope.label), word: scope.label }}
      onClose={onClose}
      errorText={deleteFailedText}
      onConfirm={async () => {
        await removeAll.mutateAsync(scope.id)
        notify.success(words.deletedAll(scope.label))
      }}
    >
      {words.deleteAllText(scope.label, excursions.length, subscriptions)}
    </ConfirmDialog>
  )
}
