import AddIcon from '@mui/icons-material/Add'
import { Button, Stack } from '@mui/material'
import { Suspense, useState, type ReactNode } from 'react'
import { lazyNamed } from '@/lib/lazy'
import { adminMessages } from '~domain/messages/admin'
import type { ScopeInfo } from '~domain/scopes'
import type { Excursion, ExcursionUpdate } from '~contract/schemas/excursions'

const words = adminMessages.excursionAdmin

// The dialogs (form, date picker, confirmations) load on first use.
const load = () => import('./excursion-admin-dialogs')
const ExcursionFormDialog = lazyNamed(load, 'ExcursionFormDialog')
const DeleteExcursionDialog = lazyNamed(load, 'DeleteExcursionDialog')
const DeleteAllExcursionsDialog = lazyNamed(load, 'DeleteAllExcursionsDialog')

/** A button that opens a lazily loaded dialog; the dialog unmounts when it closes. */
function DialogButton({
  label,
  ariaLabel,
  icon,
  color,
  variant = 'outlined',
  dialog,
}: {
  label: string
  ariaLabel?: string
  icon?: ReactNode
  color?: 'error'
  variant?: 'outlined' | 'contained' | 'text'
  dialog: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        size="small"
        variant={variant}
        color={color}
        startIcon={icon}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open && <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense>}
    </>
  )
}

/**
 * Admin controls above a list: add, and 'Alles verwijderen' for each scope of the list that has
 * excursions (for an empty scope there is nothing to delete).
 */
export function ExcursionListAdmin({
  scopes,
  excursions,
}: {
  scopes: readonly ScopeInfo[]
  excursions: readonly Excursion[]
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      <DialogButton
        label={words.add}
        icon={<AddIcon />}
        variant="contained"
        dialog={(close) => <ExcursionFormDialog defaultScope={scopes[0]?.id} onClose={close} />}
      />
      {scopes.map((scope) => {
        const inScope = excursions.filter((e) => e.scope === scope.id)
        if (inScope.length === 0) return null
        return (
          <DialogButton
            key={scope.id}
            label={scopes.length > 1 ? words.deleteAllLabel(scope.label) : words.deleteAll}
            color="error"
            dialog={(close) => (
              <DeleteAllExcursionsDialog scope={scope} excursions={inScope} onClose={close} />
            )}
          />
        )
      })}
    </Stack>
  )
}

/** Bewerken and Verwijderen for one excursion (its list row and its detail page). */
export function ExcursionActions({
  excursion,
  onSaved,
  onDeleted,
}: {
  excursion: Excursion
  onSaved?: (saved: ExcursionUpdate) => void
  onDeleted?: () => void
}) {
  return (
    <Stack direction="row" spacing={1}>
      <DialogButton
        label={words.edit}
        ariaLabel={words.editLabel(excursion.name)}
        dialog={(close) => (
          <ExcursionFormDialog excursion={excursion} onClose={close} onSaved={onSaved} />
        )}
      />
      <DialogButton
        label={words.delete}
        ariaLabel={words.deleteLabel(excursion.name)}
        color="error"
        dialog={(close) => (
          <DeleteExcursionDialog excursion={excursion} onClose={close} onDeleted={onDeleted} />
        )}
      />
    </Stack>
  )
}
