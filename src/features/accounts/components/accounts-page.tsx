import {
  Button,
  Checkbox,
  FormControlLabel,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { Alert } from '@/components/alert'
import { Suspense, useDeferredValue, useMemo, useState } from 'react'
import { can, roles, type Role } from '@/lib/access'
import { errorMessage } from '@/lib/api-client'
import { lazyNamed } from '@/lib/lazy'
import { adminMessages } from '@/lib/admin-messages'
import { useSessionUser } from '@/lib/session'
import { Page } from '@/components/page'
import { sortRows } from '@/components/data-table/columns'
// The route's own chunk is lazy (router code splitting), so the grid stays off the first page.
import { DataTable } from '@/components/data-table/data-table'
import { useAllProfiles, useAllUsers } from '../api'
import { accountRows, filterAccounts, roleLabel, type AccountRow } from '../account-rows'
import type { AccountsSearch } from '../search'
import { accountColumns } from './account-columns'
import { SkippedRecordsNote } from './skipped-records-note'

const AccountDialog = lazyNamed(() => import('./account-dialog'), 'AccountDialog')
const NewPasswordDialog = lazyNamed(() => import('./new-password-dialog'), 'NewPasswordDialog')
const DeleteAccountDialog = lazyNamed(
  () => import('./delete-account-dialog'),
  'DeleteAccountDialog',
)
const DeleteStudentsDialog = lazyNamed(
  () => import('./delete-students-dialog'),
  'DeleteStudentsDialog',
)
const ImportDialog = lazyNamed(() => import('./import-dialog'), 'ImportDialog')

type DialogState =
  | { kind: 'add' | 'deleteStudents' | 'import' }
  | { kind: 'edit' | 'password' | 'delete'; row: AccountRow }
  | null

/**
 * Accounts management (SPEC §2, §6; teachers and admins): every account with its profile,
 * searchable and filtered by role and 'incomplete profile' (both in the URL), with add, edit,
 * new password, delete, delete all students and the class-list import.
 */
export function AccountsPage({
  search,
  onSearchChange,
}: {
  search: AccountsSearch
  onSearchChange: (change: Partial<AccountsSearch>) => void
}) {
  const me = useSessionUser()
  const users = useAllUsers()
  const profiles = useAllProfiles()
  const [dialog, setDialog] = useState<DialogState>(null)
  const [menu, setMenu] = useState<{ row: AccountRow; anchor: HTMLElement } | null>(null)
  const [query, setQuery] = useState(search.q ?? '')
  const deferredSearch = useDeferredValue(search)

  const rows = useMemo(
    () => (users.data && profiles.data ? accountRows(users.data, profiles.data) : []),
    [users.data, profiles.data],
  )
  const columns = useMemo(() => accountColumns((row, anchor) => setMenu({ row, anchor })), [])
  const sort = deferredSearch.sort
    ? { field: deferredSearch.sort, direction: deferredSearch.order ?? 'asc' }
    : undefined
  const shown = useMemo(
    () => sortRows(filterAccounts(rows, deferredSearch), columns, sort),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sort is derived from deferredSearch
    [rows, columns, deferredSearch],
  )
  const loading = users.isPending || profiles.isPending
  const loadError = users.error ?? profiles.error
  const close = () => setDialog(null)
  const menuAction = (kind: 'edit' | 'password' | 'delete') => () => {
    if (menu) setDialog({ kind, row: menu.row })
    setMenu(null)
  }

  return (
    <Page
      title={adminMessages.accounts.title}
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" onClick={() => setDialog({ kind: 'add' })}>
            {adminMessages.accounts.add}
          </Button>
          <Button variant="outlined" onClick={() => setDialog({ kind: 'import' })}>
            {adminMessages.accounts.import}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setDialog({ kind: 'deleteStudents' })}
          >
            {adminMessages.accounts.deleteStudents}
          </Button>
        </Stack>
      }
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { md: 'center' } }}
      >
        <TextField
          label={adminMessages.accounts.search}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            onSearchChange({ q: event.target.value || undefined })
          }}
          sx={{ minWidth: { md: 320 } }}
        />
        <TextField
          select
          label={adminMessages.accounts.roleFilter}
          value={search.role ?? ''}
          onChange={(event) =>
            onSearchChange({ role: (event.target.value as Role | '') || undefined })
          }
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{adminMessages.accounts.allRoles}</MenuItem>
          {roles.map((role) => (
            <MenuItem key={role} value={role}>
              {roleLabel(role)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={search.incomplete ?? false}
              onChange={(event) =>
                onSearchChange({ incomplete: event.target.checked || undefined })
              }
            />
          }
          label={adminMessages.accounts.incompleteFilter}
        />
        <Typography role="status" color="text.secondary" sx={{ ml: { md: 'auto' } }}>
          {loading ? '' : adminMessages.accounts.shownCount(shown.length, rows.length)}
        </Typography>
      </Stack>
      {loadError && <Alert severity="error">{errorMessage(loadError)}</Alert>}
      <SkippedRecordsNote />
      <DataTable
        label={adminMessages.accounts.tableLabel}
        rows={shown}
        columns={columns}
        getRowId={(row) => row.id}
        loading={loading}
        sort={sort}
        onSortChange={(next) => onSearchChange({ sort: next?.field, order: next?.direction })}
      />

      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {/* An account without a profile has nothing to edit. */}
        <MenuItem onClick={menuAction('edit')} disabled={!menu?.row.profile}>
          <ListItemText>{adminMessages.accounts.editAction}</ListItemText>
        </MenuItem>
        <MenuItem onClick={menuAction('password')}>
          <ListItemText>{adminMessages.accounts.newPassword}</ListItemText>
        </MenuItem>
        {/* An account never deletes itself: the UI does not offer it. */}
        {menu && menu.row.id !== me?._id && (
          <MenuItem onClick={menuAction('delete')}>
            <ListItemText>{adminMessages.accounts.delete}</ListItemText>
          </MenuItem>
        )}
      </Menu>

      <Suspense fallback={null}>
        {dialog?.kind === 'add' && (
          <AccountDialog canAddAdmins={can(me, 'content:edit')} onClose={close} />
        )}
        {dialog?.kind === 'edit' && <AccountDialog account={dialog.row} onClose={close} />}
        {dialog?.kind === 'password' && <NewPasswordDialog account={dialog.row} onClose={close} />}
        {dialog?.kind === 'delete' && <DeleteAccountDialog account={dialog.row} onClose={close} />}
        {dialog?.kind === 'deleteStudents' && (
          <DeleteStudentsDialog
            students={rows.filter((r) => r.role === 'student').length}
            onClose={close}
          />
        )}
        {dialog?.kind === 'import' && <ImportDialog accounts={rows} onClose={close} />}
      </Suspense>
    </Page>
  )
}
