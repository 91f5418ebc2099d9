import { adminMessages } from '~domain/messages/admin'
import { notify } from '@/lib/notify'
import { type ScopeInfo } from '~domain/scopes'
import { ConfirmDialog } from '@/components/confirm-dialog'
import {
  subscriptionErrorText,
  useUnsubscribeAllInScopes,
  useUnsubscribeStudent,
} from '@/lib/subscriptions/api'
import { type OverviewRow } from '../overview'

const words = adminMessages.overview

export function UnsubscribeDialog({ row, onClose }: { row: OverviewRow; onClose: () => void }) {
  const unsubscribe = useUnsubscribeStudent()
  return (
    <ConfirmDialog
      title={words.unsubscribeTitle}
      confirmLabel={words.unsubscribe}
      danger
      onClose={onClose}
      errorText={subscriptionErrorText}
      onConfirm={async () => {
        await unsubscribe.mutateAsync(row.id)
        notify.success(words.unsubscribed(row.name))
      }}
    >
      {words.unsubscribeText(row.name, row.excursion)}
    </ConfirmDialog>
  )
}

/** Every subscription of the page's scopes goes: the count first, then a typed confirmation. */
export function UnsubscribeAllDialog({
  scopes,
  count,
  onClose,
}: {
  scopes: readonly ScopeInfo[]
  count: number
  onClose: () => void
}) {
  const unsubscribeAll = useUnsubscribeAllInScopes()
  return (
    <ConfirmDialog
      title={words.unsubscribeAllTitle}
      confirmLabel={words.unsubscribeAll}
      danger
      typedConfirmation={{ label: words.unsubscribeAllType, word: words.unsubscribeAllWord }}
      onClose={onClose}
      errorText={subscriptionErrorText}
      onConfirm={async () => {
        await unsubscribeAll.mutateAsync(scopes.map((s) => s.id))
        notify.success(words.unsubscribedAll(count))
      }}
    >
      {words.unsubscribeAllText(count, scopes.map((s) => s.label).join(' en '))}
    </ConfirmDialog>
  )
}
