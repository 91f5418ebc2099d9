import MoreVertIcon from '@mui/icons-material/MoreVert'
import { Checkbox, IconButton } from '@mui/material'
import type { MouseEvent } from 'react'
import type { AccountAction } from '~domain/access'
import { adminMessages } from '~domain/messages/admin'
import type { TableColumn } from '@/components/data-table/columns'
import type { AccountRow } from '../account-rows'
import { roleLabel } from '@/lib/accounts/role-label'
import { activationWords } from '../activation-words'

const stateText = (row: AccountRow) =>
  row.active === null ? '' : row.active ? activationWords.active : activationWords.inactive

/** The account list's columns of data: shown, sorted by and searched the same way. */
export const accountDataColumns: readonly TableColumn<AccountRow>[] = [
  { field: 'login_id', header: 'Gebruikersnaam', value: (r) => r.loginId, width: 200 },
  { field: 'number', header: 'Studentnummer', value: (r) => r.number, width: 130 },
  { field: 'name', header: 'Naam', value: (r) => r.name, width: 200 },
  { field: 'role', header: 'Rol', value: (r) => roleLabel(r.role), width: 110 },
  { field: 'email', header: 'E-mail', value: (r) => r.email, width: 230 },
  { field: 'phone', header: 'Telefoon', value: (r) => r.phone, width: 140 },
  { field: 'grade', header: 'Mentor/Coach', value: (r) => r.grade, width: 150 },
  { field: 'hours', header: 'Punten', value: (r) => r.hours, width: 90 },
  {
    field: 'policy',
    header: 'Privacybeleid geaccepteerd',
    value: (r) => r.policyAccepted,
    width: 130,
  },
  { field: 'id_data', header: 'ID-gegevens compleet', value: (r) => r.idComplete, width: 130 },
  { field: 'state', header: activationWords.stateHeader, value: stateText, width: 140 },
]

/** The account list's columns, defined once as data (DataTable): the row menu, then the data. */
export function accountColumns({
  actionsOf,
  menuId,
  openFor,
  onOpen,
  selection,
}: {
  /** The rows picked for a bulk action (resend, print codes). */
  selection: { has: (row: AccountRow) => boolean; toggle: (row: AccountRow) => void }
  /** What the signed-in user may do to a row; a row without any gets no menu button. */
  actionsOf: (row: AccountRow) => readonly AccountAction[]
  /** The row menu's element id, and the row it is open for. */
  menuId: string
  openFor: string | undefined
  onOpen: (row: AccountRow, anchor: HTMLElement) => void
}): TableColumn<AccountRow>[] {
  // The actions come first: the grid renders only the columns in view, and these must always be.
  return [
    {
      field: 'select',
      header: activationWords.select,
      value: () => null,
      // As wide as its header: 'Selecteren' in full, never 'Sel…'.
      fit: true,
      sortable: false,
      exported: false,
      render: (row) => (
        <Checkbox
          size="small"
          checked={selection.has(row)}
          onChange={() => selection.toggle(row)}
          slotProps={{
            input: { 'aria-label': activationWords.selectRow(row.name || row.loginId) },
          }}
        />
      ),
    },
    {
      field: 'actions',
      header: 'Acties',
      value: () => null,
      width: 80,
      sortable: false,
      exported: false,
      render: (row) => {
        if (actionsOf(row).length === 0) return null
        const open = openFor === row.id
        return (
          <IconButton
            size="small"
            id={`${menuId}-${row.id}`}
            aria-label={adminMessages.accounts.actionsFor(row.name || row.loginId)}
            aria-haspopup="menu"
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            onClick={(event: MouseEvent<HTMLElement>) => onOpen(row, event.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        )
      },
    },
    ...accountDataColumns,
  ]
}
