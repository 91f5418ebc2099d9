import {
  Autocomplete,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material'
import { useId } from 'react'
import { adminMessages } from '~domain/messages/admin'
import { Form, FormDialog, useFormInput } from '@/components/form'
import type { Excursion } from '~contract/schemas/excursions'
import { fullName, type Profile } from '~domain/profile'
import { type Pin } from '~contract/schemas/rounds'

const words = adminMessages.rounds

export function PinDialog({
  students,
  excursions,
  onPin,
  onClose,
}: {
  students: Profile[]
  excursions: Excursion[]
  onPin: (pin: Pin) => void
  onClose: () => void
}) {
  const titleId = useId()
  const input = useFormInput<{ student: Profile | null; excursion: string; reason: string }>({
    student: null,
    excursion: '',
    reason: '',
  })
  const { student, excursion, reason } = input.values
  const ready = student !== null && excursion !== '' && reason.trim() !== ''
  const submit = () => {
    if (!ready) return
    input.reset()
    onPin({ student_id: student.user_id!, excursion_id: excursion, reason: reason.trim() })
  }
  return (
    <FormDialog onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Form input={input} onSubmit={submit}>
        <DialogTitle id={titleId}>{words.pinTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Autocomplete
              options={students}
              value={student}
              onChange={(_event, value) => input.set('student', value)}
              getOptionLabel={(p) => `${fullName(p)} (${p.number})`}
              isOptionEqualToValue={(a, b) => a.user_id === b.user_id}
              renderInput={(params) => <TextField {...params} label={words.pinStudent} required />}
            />
            <TextField
              select
              label={words.pinExcursion}
              value={excursion}
              onChange={(event) => input.set('excursion', event.target.value)}
              required
            >
              {excursions.map((e) => (
                <MenuItem key={e._id} value={e._id}>
                  {e.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={words.pinReason}
              value={reason}
              onChange={(event) => input.set('reason', event.target.value)}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{words.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!ready}>
            {words.pinSave}
          </Button>
        </DialogActions>
      </Form>
    </FormDialog>
  )
}
