import { Button, CircularProgress, Typography } from '@mui/material'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/notify'
import { useClassReminderPreview, useSendClassReminders } from '../api'
import { classMessages as t } from '../messages'

/**
 * The round's reminder mail to the students of one class who lack something (the reminders of
 * Inschrijfrondes, for one class): the question names how many first.
 */
export function ClassReminderButton({
  scope,
  className,
  label,
}: {
  scope: string
  className: string
  label: string
}) {
  const [asking, setAsking] = useState(false)
  const preview = useClassReminderPreview(scope, className, asking)
  const send = useSendClassReminders()
  const counts = preview.data
  return (
    <>
      <Button variant="outlined" onClick={() => setAsking(true)}>
        {t.remind}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t.remindTitle(label)}
          confirmLabel={counts ? t.remindSend(counts.mails) : t.remind}
          confirmDisabled={!counts || counts.mails === 0}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            const sent = await send.mutateAsync({ scope, class: className })
            notify.success(t.reminded(sent.mails))
          }}
        >
          {preview.isError && errorMessage(preview.error)}
          {preview.isPending && <CircularProgress size={20} aria-label={t.remindCounting} />}
          {counts && (
            <Typography component="span">
              {t.remindText(counts.students, counts.mails)}
              {counts.students > counts.mails && t.remindSkipped(counts.students - counts.mails)}.
            </Typography>
          )}
        </ConfirmDialog>
      )}
    </>
  )
}
