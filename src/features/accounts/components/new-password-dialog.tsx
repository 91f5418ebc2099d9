import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material'
import { useId, useState } from 'react'
import { Alert } from '@/components/alert'
import { errorMessage } from '@/lib/api-client'
import { adminMessages } from '~domain/messages/admin'
import { mailAddressOf, needsActivationCode, type AccountRow } from '../account-rows'
import { activationWords as w } from '../activation-words'
import { useMailNewPasswordLink } from '@/lib/accounts/api'
import { useCodesPdf } from './use-codes-pdf'

const m = adminMessages.accounts

/**
 * `Nieuw wachtwoord` for another account (issue 25): nobody but its owner chooses or sees the
 * password. Either a link by mail (POST /users/new_password; a reset link, or a new activation
 * link for an account not yet active), or, for a student with a number who has not activated yet,
 * a printed one-time code (the `Inlogcodes afdrukken` PDF for this one account).
 */
export function NewPasswordDialog({
  account,
  onClose,
}: {
  account: AccountRow
  onClose: () => void
}) {
  const titleId = useId()
  const mail = useMailNewPasswordLink()
  const { pdf, make, fileName } = useCodesPdf()
  const [pending, setPending] = useState<'mail' | 'code' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const name = account.name || account.loginId
  const to = mailAddressOf(account)
  // A code only for a student not yet active (issue 43: the server refuses it for one in use).
  const canPrint = needsActivationCode(account)
  const activeStudent = account.role === 'student' && account.active !== false
  const done = mail.data ?? (pdf ? m.newPasswordCodeDone(name) : null)

  const run = async (kind: 'mail' | 'code') => {
    setPending(kind)
    setError(null)
    try {
      if (kind === 'mail') await mail.mutateAsync(account.id)
      else await make([account.id])
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setPending(null)
    }
  }
  const close = () => {
    if (!pending) onClose()
  }

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{m.newPasswordTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          {done ? (
            <Alert severity="success">{done}</Alert>
          ) : (
            <>
              <DialogContentText>{m.newPasswordIntro(name)}</DialogContentText>
              {to && (
                <DialogContentText>
                  {m.newPasswordByMail(name, to, account.active !== false)}
                </DialogContentText>
              )}
              {canPrint && <DialogContentText>{m.newPasswordByCode(name)}</DialogContentText>}
              {activeStudent && <DialogContentText>{m.newPasswordNoCode(name)}</DialogContentText>}
              {!to && !canPrint && !activeStudent && (
                <DialogContentText>{m.newPasswordNoWay}</DialogContentText>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {done ? (
          <>
            <Button onClick={onClose} variant={pdf ? 'text' : 'contained'}>
              {m.close}
            </Button>
            {pdf && (
              <Button variant="contained" href={pdf.url} download={fileName}>
                {w.codesDownload}
              </Button>
            )}
          </>
        ) : (
          <>
            <Button onClick={close} disabled={pending !== null}>
              {m.cancel}
            </Button>
            {canPrint && (
              <Button
                variant={to ? 'outlined' : 'contained'}
                disabled={pending === 'mail'}
                loading={pending === 'code'}
                onClick={() => void run('code')}
              >
                {m.newPasswordPrint}
              </Button>
            )}
            {to && (
              <Button
                variant="contained"
                disabled={pending === 'code'}
                loading={pending === 'mail'}
                onClick={() => void run('mail')}
              >
                {m.newPasswordMail}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  )
}
