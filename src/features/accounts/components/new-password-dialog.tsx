import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { Alert, Button, DialogContentText, Stack, TextField } from '@mui/material'
import { useState } from 'react'
import { messages } from '@/lib/messages'
import { useGenerateNewPassword } from '../api'
import type { AccountRow } from '../account-rows'
import { ConfirmDialog } from './confirm-dialog'

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
      title={messages.accounts.newPasswordTitle}
      confirmLabel={messages.accounts.newPasswordMake}
      onClose={onClose}
      onConfirm={async () => {
        setPassword(await generate.mutateAsync(account.id))
        return false
      }}
      actions={
        password === null ? undefined : (
          <Button variant="contained" onClick={onClose}>
            {messages.accounts.close}
          </Button>
        )
      }
    >
      {password === null ? (
        <DialogContentText>{messages.accounts.newPasswordConfirm(name)}</DialogContentText>
      ) : (
        <>
          <Alert severity="success">{messages.accounts.newPasswordDone(name)}</Alert>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              label={messages.accounts.newPasswordField}
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
              {copied ? messages.accounts.copied : messages.accounts.copy}
            </Button>
          </Stack>
        </>
      )}
    </ConfirmDialog>
  )
}
