import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material'
import { Alert } from '@/components/alert'
import { useId, useRef, useState } from 'react'
import { roles, type Role } from '~domain/access'
import { errorMessage } from '@/lib/api-client'
import { adminMessages } from '~domain/messages/admin'
import { notify } from '@/lib/notify'
import { Form, FormDialog, useFormInput } from '@/components/form'
import { fullName } from '~domain/profile'
import { ReadOnlyField } from '@/components/profile-form'
import { useSaveAccount } from '@/lib/accounts/api'
import type { AccountRow } from '../account-rows'
import { roleLabel } from '@/lib/accounts/role-label'
import {
  accountEditSchema,
  accountFormSchema,
  DEFAULT_POINTS_TARGET,
  type AccountForm,
} from '~contract/schemas/accounts'

type Values = {
  role: AccountRow['role']
  first_name: string
  last_name_prefix: string
  last_name: string
  email: string
  phone: string
  number: string
  grade: string
  hours: string
}
type Field = keyof Values

const emptyValues: Values = {
  role: 'student',
  first_name: '',
  last_name_prefix: '',
  last_name: '',
  email: '',
  phone: '',
  number: '',
  grade: '',
  hours: String(DEFAULT_POINTS_TARGET),
}

function valuesOf(account: AccountRow): Values {
  const p = account.profile
  return {
    role: account.role,
    first_name: p?.first_name ?? '',
    last_name_prefix: p?.last_name_prefix ?? '',
    last_name: p?.last_name ?? '',
    email: p?.email ?? '',
    phone: p?.phone ?? '',
    number: p?.number ?? '',
    grade: p?.grade ?? '',
    hours: p?.hours === null || p?.hours === undefined ? '' : String(p.hours),
  }
}

/**
 * `Account toevoegen` (POST /users/add, login id = e-mail) without `account`, `Account bewerken`
 * (POST /users_info/update) with one. Checked with the schemas the import uses; a refusal of the
 * server shows here and keeps what was typed.
 */
export function AccountDialog({
  account,
  canAddAdmins = false,
  onClose,
}: {
  account?: AccountRow
  canAddAdmins?: boolean
  onClose: () => void
}) {
  const titleId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const editing = account !== undefined
  const input = useFormInput((): Values => (account ? valuesOf(account) : emptyValues), {
    check: (values) =>
      (editing ? accountEditSchema(values.role) : accountFormSchema(values.role)).safeParse(values),
  })
  const values = input.values
  const [serverError, setServerError] = useState<string | null>(null)
  const save = useSaveAccount()

  const isStudent = values.role === 'student'
  const fieldError = input.errorOf

  const field = (name: Field, label: string, extra?: { type?: string; required?: boolean }) => ({
    name,
    label,
    value: values[name],
    required: extra?.required ?? false,
    type: extra?.type,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => input.set(name, event.target.value),
    onBlur: () => input.touch(name),
    error: Boolean(fieldError(name)),
    helperText: fieldError(name),
  })

  const submit = async () => {
    const checked = input.attempt()
    if (!checked) {
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
      return
    }
    if (save.isPending) return
    setServerError(null)
    try {
      // Editing sends the whole stored profile with the changes (users_info/update); adding sends
      // the add form, checked by accountFormSchema (users/add).
      await save.mutateAsync(
        account?.profile
          ? { ...account.profile, ...checked, role: account.role }
          : (checked as AccountForm),
      )
      const name = editing ? account.name : fullName(values)
      notify.success(
        editing ? adminMessages.accounts.saved(name) : adminMessages.accounts.added(name),
      )
      onClose()
    } catch (error) {
      setServerError(errorMessage(error))
    }
  }

  const offeredRoles = roles.filter((r) => r !== 'admin' || canAddAdmins)

  return (
    <FormDialog
      busy={save.isPending}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Form input={input} ref={formRef} onSubmit={submit}>
        <DialogTitle id={titleId}>
          {editing ? adminMessages.accounts.edit : adminMessages.accounts.add}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            {editing ? (
              <>
                <ReadOnlyField label="Rol" value={roleLabel(values.role)} />
                <ReadOnlyField label="Voornaam" value={values.first_name} />
                <ReadOnlyField label="Tussenvoegsel" value={values.last_name_prefix} />
                <ReadOnlyField label="Achternaam" value={values.last_name} />
                <ReadOnlyField label="E-mailadres" value={values.email} />
              </>
            ) : (
              <>
                <TextField
                  select
                  label="Rol"
                  required
                  value={values.role}
                  onChange={(event) => input.set('role', event.target.value as Role)}
                >
                  {offeredRoles.map((role) => (
                    <MenuItem key={role} value={role}>
                      {roleLabel(role)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField {...field('first_name', 'Voornaam', { required: true })} />
                <TextField {...field('last_name_prefix', 'Tussenvoegsel')} />
                <TextField {...field('last_name', 'Achternaam', { required: true })} />
                <TextField
                  {...field('email', 'E-mailadres', { type: 'email', required: true })}
                  helperText={fieldError('email') ?? adminMessages.accounts.loginIdHint}
                />
              </>
            )}
            {isStudent && (
              <TextField
                {...field('number', 'Studentnummer', { required: true })}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            )}
            <TextField
              {...field('phone', 'Telefoonnummer', { type: 'tel' })}
              placeholder="+31612345678"
            />
            {isStudent && <TextField {...field('grade', 'Mentor/Coach', { required: true })} />}
            {isStudent && (
              <TextField
                {...field('hours', 'Punten', { type: 'number', required: true })}
                placeholder="20"
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {adminMessages.accounts.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {editing ? adminMessages.accounts.save : adminMessages.accounts.add}
          </Button>
        </DialogActions>
      </Form>
    </FormDialog>
  )
}
