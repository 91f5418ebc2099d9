import {
  Button,
  Checkbox,
  FormControlLabel,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material'
import { Alert } from '@/components/alert'
import { Suspense, useCallback, useId, useMemo, useState, type ReactNode } from 'react'
import {
  can,
  canGrantRole,
  canManageAccount,
  roles,
  type AccountAction,
  type Role,
  type SessionUser,
} from '~domain/access'
import { errorMessage } from '@/lib/api-client'
import { lazyNamed } from '@/lib/lazy'
import { adminMessages } from '~domain/messages/admin'
import { useSessionUser } from '@/lib/session'
import { useUrlSearch, type SearchNavigate } from '@/lib/url-search'
import { Page } from '@/components/page'
import { ResultCount } from '@/components/result-count'
import { sortRows, type TableSort } from '@/components/data-table/columns'
// The route's own chunk is lazy (router code splitting), so the grid stays off the first page.
import { DataTable } from '@/components/data-table/data-table'
import { useAllProfiles, useAllUsers } from '@/lib/accounts/api'
import {
  accountRows,
  filterAccounts,
  needsActivationCode,
  needsActivationMail,
  type AccountRow,
} from '../account-rows'
import { activationWords as w } from '../activation-words'
import type { AccountsSearch } from '../search'
import { accountColumns, accountDataColumns } from './account-columns'
import { SkippedRecordsNote } from '@/components/skipped-records-note'
import { roleLabel } from '@/lib/accounts/role-label'

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
const ResendActivationDialog = lazyNamed(
  () => import('./activation-dialogs'),
  'ResendActivationDialog',
)
const PrintCodesDialog = lazyNamed(() => import('./activation-dialogs'), 'PrintCodesDialog')
const ForgetDeviceDialog = lazyNamed(() => import('./forget-device-dialog'), 'ForgetDeviceDialog')

type DialogState =
  | { kind: 'add' | 'deleteStudents' | 'import' }
  | { kind: 'resend' | 'codes'; rows: AccountRow[] }
  | { kind: 'edit' | 'password' | 'delete' | 'forgetDevice'; row: AccountRow }
  | null

/**
 * Accounts management (SPEC §2, §6; teachers and admins): every account with its profile,
 * searchable and filtered by role, 'incomplete profile', state and Mentor/Coach (all in the URL),
 * with add, edit, new password, delete, delete all students, the class-list import, and the
 * activation mails and printed codes for the picked (or else the shown) accounts.
 */
export function AccountsPage({
  search,
  onSearchChange,
  before,
}: {
  search: AccountsSearch
  onSearchChange: SearchNavigate<AccountsSearch>
  /** Shown above the filters (the route gives admins 'Klaar voor de start'). */
  before?: ReactNode
}) {
  const me = useSessionUser()
  const users = useAllUsers()
  const profiles = useAllProfiles()
  const [dialog, setDialog] = useState<DialogState>(null)
  const [menu, setMenu] = useState<{ row: AccountRow; anchor: HTMLElement } | null>(null)
  const menuId = useId()
  // The URL is the one source of truth; `view` adds the text being typed (deferred, so typing
  // stays responsive).
  const { view, text, settled, set, setPage, setText } = useUrlSearch(search, onSearchChange)

  const rows = useMemo(
    () => (users.data && profiles.data ? accountRows(users.data, profiles.data) : []),
    [users.data, profiles.data],
  )
  // What the signed-in user may do to each row (canManageAccount, the rule both backends keep).
  const actionsOf = useCallback((row: AccountRow) => rowActions(me, row), [me])
  // The rows picked for the bulk actions, by id (they stay picked across filters and pages).
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set())
  const columns = useMemo(
    () =>
      accountColumns({
        actionsOf,
        menuId,
        openFor: menu?.row.id,
        onOpen: (row, anchor) => setMenu({ row, anchor }),
        selection: {
          has: (row) => picked.has(row.id),
          toggle: (row) =>
            setPicked((now) => {
              const next = new Set(now)
              if (!next.delete(row.id)) next.add(row.id)
              return next
            }),
        },
      }),
    [actionsOf, menuId, menu?.row.id, picked],
  )
  const sort = useMemo(
    () => (view.sort ? { field: view.sort, direction: view.order ?? 'asc' } : undefined),
    [view.sort, view.order],
  )
  // Sorted once per sort, then filtered (which keeps the order): typing never sorts again.
  // By the data columns, which the row menu's state does not touch.
  const sorted = useMemo(() => sortRows(rows, accountDataColumns, sort), [rows, sort])
  const shown = useMemo(() => filterAccounts(sorted, view), [sorted, view])
  const loading = users.isPending || profiles.isPending
  const loadError = users.error ?? profiles.error
  const students = rows.filter((r) => r.role === 'student').length
  const close = () => setDialog(null)
  const menuAction = (kind: 'edit' | 'password' | 'delete' | 'forgetDevice') => () => {
    if (menu) setDialog({ kind, row: menu.row })
    setMenu(null)
  }
  // The bulk actions work on the picked rows, or else on the rows the filters show.
  const targets = picked.size ? rows.filter((r) => picked.has(r.id)) : shown
  const manageable = targets.filter((r) => rowActions(me, r).includes('new-password'))
  const toMail = manageable.filter(needsActivationMail)
  const toPrint = manageable.filter(needsActivationCode)
  const grades = useMemo(
    () =>
      [...new Set(rows.filter((r) => r.role === 'student' && r.grade).map((r) => r.grade))].sort(
        (a, b) => a.localeCompare(b, 'nl'),
      ),
    [rows],
  )
  const menuActions = menu ? actionsOf(menu.row) : []
  // Stable, so the memoised table is not rendered again for nothing.
  const changeSort = useCallback(
    (next: TableSort | undefined) => set({ sort: next?.field, order: next?.direction }),
    [set],
  )
  const changePage = useCallback((page: number) => setPage(page + 1), [setPage])

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
          {/* Admins only (issue 25), with its typed confirmation. */}
          {can(me, 'accounts:admin') && (
            <Button
              variant="outlined"
              color="error"
              // The question names how many students go: not before the list is loaded, not for none.
              disabled={loading || loadError !== null || students === 0}
              onClick={() => setDialog({ kind: 'deleteStudents' })}
            >
              {adminMessages.accounts.deleteStudents}
            </Button>
          )}
        </Stack>
      }
    >
      {before}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        // Five filters: they wrap on a narrow screen rather than widen the page.
        useFlexGap
        sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          label={adminMessages.accounts.search}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ minWidth: { md: 320 } }}
        />
        <TextField
          select
          label={adminMessages.accounts.roleFilter}
          value={view.role ?? ''}
          onChange={(event) => set({ role: (event.target.value as Role | '') || undefined })}
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
              checked={view.incomplete ?? false}
              onChange={(event) => set({ incomplete: event.target.checked || undefined })}
            />
          }
          label={adminMessages.accounts.incompleteFilter}
        />
        <TextField
          select
          label={w.stateFilter}
          value={view.state ?? ''}
          onChange={(event) =>
            set({ state: (event.target.value as 'active' | 'inactive' | '') || undefined })
          }
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{w.allStates}</MenuItem>
          <MenuItem value="inactive">{w.inactive}</MenuItem>
          <MenuItem value="active">{w.active}</MenuItem>
        </TextField>
        <TextField
          select
          label={w.gradeFilter}
          value={view.grade ?? ''}
          onChange={(event) => set({ grade: event.target.value || undefined })}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{w.allGrades}</MenuItem>
          {grades.map((grade) => (
            <MenuItem key={grade} value={grade}>
              {grade}
            </MenuItem>
          ))}
        </TextField>
        <ResultCount
          text={loading ? '' : adminMessages.accounts.shownCount(shown.length, rows.length)}
          settled={settled}
          sx={{ ml: { md: 'auto' } }}
        />
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <span>{w.scope(picked.size)}</span>
        <Button
          variant="outlined"
          disabled={loading || toMail.length === 0}
          onClick={() => setDialog({ kind: 'resend', rows: toMail })}
        >
          {w.resendCount(toMail.length)}
        </Button>
        <Button
          variant="outlined"
          disabled={loading || toPrint.length === 0}
          onClick={() => setDialog({ kind: 'codes', rows: toPrint })}
        >
          {w.codesCount(toPrint.length)}
        </Button>
        <Button
          disabled={shown.length === 0}
          onClick={() => setPicked(new Set([...picked, ...shown.map((r) => r.id)]))}
        >
          {w.selectShown(shown.length)}
        </Button>
        {picked.size > 0 && (
          <>
            <span role="status">{w.selected(picked.size)}</span>
            <Button onClick={() => setPicked(new Set())}>{w.clearSelection}</Button>
          </>
        )}
      </Stack>
      {loadError && <Alert severity="error">{errorMessage(loadError)}</Alert>}
      <SkippedRecordsNote />
      <DataTable
        label={adminMessages.accounts.tableLabel}
        rows={shown}
        columns={columns}
        getRowId={accountId}
        loading={loading}
        sort={sort}
        onSortChange={changeSort}
        page={(view.page ?? 1) - 1}
        onPageChange={changePage}
      />

      <Menu
        anchorEl={menu?.anchor}
        open={menu !== null}
        onClose={() => setMenu(null)}
        // Named by its button ('Acties voor …'), which points to it while open.
        slotProps={{ list: { id: menuId, 'aria-labelledby': menu?.anchor.id } }}
      >
        {menuActions.includes('edit') && (
          <MenuItem onClick={menuAction('edit')}>
            <ListItemText>{adminMessages.accounts.editAction}</ListItemText>
          </MenuItem>
        )}
        {menuActions.includes('new-password') && (
          <MenuItem onClick={menuAction('password')}>
            <ListItemText>{adminMessages.accounts.newPassword}</ListItemText>
          </MenuItem>
        )}
        {menu && needsActivationMail(menu.row) && menuActions.includes('new-password') && (
          <MenuItem
            onClick={() => {
              setDialog({ kind: 'resend', rows: [menu.row] })
              setMenu(null)
            }}
          >
            <ListItemText>{w.resend}</ListItemText>
          </MenuItem>
        )}
        {menuActions.includes('forget-device') && (
          <MenuItem onClick={menuAction('forgetDevice')}>
            <ListItemText>{adminMessages.accounts.forgetDevice.action}</ListItemText>
          </MenuItem>
        )}
        {menuActions.includes('delete') && (
          <MenuItem onClick={menuAction('delete')}>
            <ListItemText>{adminMessages.accounts.delete}</ListItemText>
          </MenuItem>
        )}
      </Menu>

      <Suspense fallback={null}>
        {dialog?.kind === 'add' && (
          <AccountDialog canAddAdmins={canGrantRole(me, 'admin')} onClose={close} />
        )}
        {dialog?.kind === 'edit' && <AccountDialog account={dialog.row} onClose={close} />}
        {dialog?.kind === 'password' && <NewPasswordDialog account={dialog.row} onClose={close} />}
        {dialog?.kind === 'delete' && <DeleteAccountDialog account={dialog.row} onClose={close} />}
        {dialog?.kind === 'forgetDevice' && (
          <ForgetDeviceDialog account={dialog.row} onClose={close} />
        )}
        {dialog?.kind === 'deleteStudents' && (
          <DeleteStudentsDialog students={students} onClose={close} />
        )}
        {dialog?.kind === 'import' && <ImportDialog accounts={rows} onClose={close} />}
        {dialog?.kind === 'resend' && (
          <ResendActivationDialog accounts={dialog.rows} onClose={close} />
        )}
        {dialog?.kind === 'codes' && <PrintCodesDialog accounts={dialog.rows} onClose={close} />}
      </Suspense>
    </Page>
  )
}

/**
 * The row menu's actions for the signed-in user: what `canManageAccount` allows (a teacher has
 * none on an admin's account; nobody deletes their own), and editing only where there is a
 * profile to edit.
 */
const accountId = (row: AccountRow) => row.id

function rowActions(me: SessionUser | null, row: AccountRow): AccountAction[] {
  const target = { _id: row.id, role: row.role }
  return (['edit', 'new-password', 'forget-device', 'delete'] as const).filter(
    (action) => canManageAccount(me, target, action) && (action !== 'edit' || row.profile !== null),
  )
}
