import { Button, DialogContentText } from '@mui/material'
import { useEffect, useState } from 'react'
import { Alert } from '@/components/alert'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { notify } from '@/lib/notify'
import type { AccountRow } from '../account-rows'
import { activationWords as w } from '../activation-words'
import { useActivationCodes, useResendActivation } from '../api'

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
      <DialogContentText>
        {accounts.length ? w.resendConfirm(accounts.length, one) : w.nothingToDo}
      </DialogContentText>
    </ConfirmDialog>
  )
}

/**
 * `Inlogcodes afdrukken`: after a confirmation the server makes a code per student, and the PDF
 * (pdf-lib, loaded only here) is offered as a download.
 */
export function PrintCodesDialog({
  accounts,
  onClose,
}: {
  accounts: readonly AccountRow[]
  onClose: () => void
}) {
  const codes = useActivationCodes()
  const [pdf, setPdf] = useState<{ url: string; count: number } | null>(null)
  // The codes are secrets: the PDF's address goes with the dialog.
  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf.url)), [pdf])
  const fileName = `inlogcodes-${new Date().toISOString().slice(0, 10)}.pdf`
  return (
    <ConfirmDialog
      title={w.codesTitle}
      confirmLabel={w.codesMake}
      confirmDisabled={accounts.length === 0}
      onClose={onClose}
      onConfirm={async () => {
        const [answer, { codesPdf }] = await Promise.all([
          codes.mutateAsync(accounts.map((a) => a.id)),
          import('../codes-pdf'),
        ])
        const bytes = await codesPdf(answer.letters, answer.app_url)
        const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })
        setPdf({ url: URL.createObjectURL(blob), count: answer.letters.length })
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
      ) : (
        <DialogContentText>
          {accounts.length ? w.codesConfirm(accounts.length) : w.nothingToDo}
        </DialogContentText>
      )}
    </ConfirmDialog>
  )
}
