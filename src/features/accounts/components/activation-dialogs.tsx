import { Button, DialogContentText } from '@mui/material'
import { CODES_MAX, tooManyCodes } from '~domain/limits'
import { Alert } from '@/components/alert'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { UnreviewedTextsWarning } from '@/components/unreviewed-texts-warning'
import { notify } from '@/lib/notify'
import type { AccountRow } from '../account-rows'
import { activationWords as w } from '../activation-words'
import { useResendActivation } from '@/lib/accounts/api'
import { useCodesPdf } from './use-codes-pdf'

/** `Activatiemail opnieuw sturen` for one account or for several not yet active ones. */
export function ResendActivationDialog({
  accounts,
  onClose,
}: {
  accounts: readonly AccountRow[]
  onClose: () => void
}) {
  const resend = useResendActivation()
  const one = accounts.length === 1 ? accounts[0]!.name || accounts[0]!.loginId : undefined
  return (
    <ConfirmDialog
      title={w.resendTitle}
      confirmLabel={w.resendSend}
      confirmDisabled={accounts.length === 0}
      onClose={onClose}
      onConfirm={async () => {
        const { sent, skipped } = await resend.mutateAsync(accounts.map((a) => a.id))
        notify.success(w.resent(sent, skipped))
      }}
    >
      <UnreviewedTextsWarning />
      <DialogContentText>
        {accounts.length ? w.resendConfirm(accounts.length, one) : w.nothingToDo}
      </DialogContentText>
    </ConfirmDialog>
  )
}

/** `Inlogcodes afdrukken`: after a confirmation, a PDF with a one-time code per student. */
export function PrintCodesDialog({
  accounts,
  onClose,
}: {
  accounts: readonly AccountRow[]
  onClose: () => void
}) {
  const { pdf, make, fileName } = useCodesPdf()
  // The server makes at most CODES_MAX at once: more is said here, before the click.
  const tooMany = accounts.length > CODES_MAX
  return (
    <ConfirmDialog
      title={w.codesTitle}
      confirmLabel={w.codesMake}
      confirmDisabled={accounts.length === 0 || tooMany}
      onClose={onClose}
      onConfirm={async () => {
        await make(accounts.map((a) => a.id))
        return false
      }}
      actions={
        pdf && (
          <>
            <Button onClick={onClose}>{'Sluiten'}</Button>
            <Button variant="contained" href={pdf.url} download={fileName}>
              {w.codesDownload}
            </Button>
          </>
        )
      }
    >
      {pdf ? (
        <Alert severity="success">{w.codesDone(pdf.count)}</Alert>
      ) : tooMany ? (
        <Alert severity="warning">{tooManyCodes(CODES_MAX)}</Alert>
      ) : (
        <>
          <UnreviewedTextsWarning />
          <DialogContentText>
            {accounts.length ? w.codesConfirm(accounts.length) : w.nothingToDo}
          </DialogContentText>
        </>
      )}
    </ConfirmDialog>
  )
}
