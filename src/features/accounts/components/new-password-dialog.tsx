import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { Button, DialogContentText, Stack, TextField } from '@mui/material'
import { Alert } from '@/components/alert'
import { useState } from 'react'
import { adminMessages } from '~domain/messages/admin'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useGenerateNewPassword } from '../api'
import type { AccountRow } from '../account-rows'

/**
 * `Nieuw wachtwoord` (POST /users/new_password): after a confirmation the server makes a password
 * and answers it; it is shown here once, with a copy button, and forgotten when the dialog closes.
 */
export function NewPasswordDialog({
  account,
  onClose,
}: {
  account: AccountRow
  onClose: () => void
}) {
  const generate = useGenerateNewPassword()
  const [password, setPassword] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const name = account.name || account.loginId
  const copy = async () => {
    if (!password) return
    try {
      await navigator.clipboard.writeText(password)
      setCopied(true)
    } catch {
      // No clipboard (an insecure page, a refusal): the password stays selectable in the field.
    }
  }
  return (
    <ConfirmDialog
      title={adminMessages.accounts.newPasswordTitle}
      confirmLabel={adminMessages.accounts.newPasswordMake}
      onClose={onClose}
      onConfirm={async () => {
        setPassword(await generate.mutateAsync(account.id))
        return false
      }}
      actions={
        password === null ? undefined : (
          <Button variant="contained" onClick={onClose}>
            {adminMessages.accounts.close}
          </Button>
        )
      }
    >
      {password === null ? (
        <DialogContentText>{adminMessages.accounts.newPasswordConfirm(name)}</DialogContentText>
      ) : (
        <>
          <Alert severity="success">{adminMessages.accounts.newPasswordDone(name)}</Alert>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              label={adminMessages.accounts.newPasswordField}
              value={password}
              autoFocus
              slotProps={{
                input: { readOnly: true, sx: { fontFamily: 'monospace' } },
                htmlInput: {
                  onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
                },
              }}
              sx={{ flexGrow: 1 }}
            />
            <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
              {copied ? adminMessages.accounts.copied : adminMessages.accounts.copy}
            </Button>
          </Stack>
        </>
      )}
    </ConfirmDialog>
  )
}
