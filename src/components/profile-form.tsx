import { Box, Button, Stack, TextField, Typography } from '@mui/material'
import { Alert } from '@/components/alert'
import { useId, useState } from 'react'
import type { Role } from '~domain/access'
import { errorMessage } from '@/lib/api-client'
import { Form, useFormInput } from '@/components/form'
import { profileMessages } from '~domain/messages/profile'
import { useExcursions } from '@/lib/excursions/api'
import { pointsLabel, subscribedPoints } from '~domain/points'
import { useUpdateOwnProfile } from '@/lib/profile/api'
import {
  profileFormSchema,
  type Profile,
  type ProfileForm as ProfileFormValues,
} from '~domain/profile'

type EditableField = keyof ProfileFormValues

export const PROFILE_FORM_HEADING = 'Algemene gegevens'

/**
 * The profile form of SPEC §2 ('Algemene gegevens'), used on /account and in the
 * incomplete-profile popup. What the user types is kept as edits on top of the loaded profile,
 * so the form follows the server until someone types, and keeps the typing when a save fails.
 */
export function ProfileForm({
  profile,
  role,
  headingLevel = 'h2',
  onSaved,
}: {
  profile: Profile
  role: Role
  headingLevel?: 'h2' | 'h3'
  /** Called after a successful save (also when the form was unmounted by it). */
  onSaved?: () => void
}) {
  const headingId = useId()
  const pointsId = useId()
  const isStudent = role === 'student'
  // Kept as a draft: an expired session or a reload does not lose what was typed.
  const merged = (edits: Partial<ProfileFormValues>): ProfileFormValues => ({
    phone: edits.phone ?? profile.phone,
    grade: edits.grade ?? profile.grade,
  })
  // Kept as a draft: an expired session or a reload does not lose what was typed.
  const input = useFormInput<Partial<ProfileFormValues>, ProfileFormValues>(
    {},
    {
      draft: `profile:${profile._id ?? profile.login_id}`,
      matchesSaved: (edits) =>
        Object.entries(edits).every(([field, value]) => profile[field as EditableField] === value),
      // SPEC §4: validity is recomputed on each change.
      check: (edits) => profileFormSchema(role).safeParse(merged(edits)),
    },
  )
  const values = merged(input.values)
  const [saved, setSaved] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const update = useUpdateOwnProfile()
  const excursions = useExcursions(undefined, { enabled: isStudent })

  const submit = async () => {
    const checked = input.attempt()
    if (!checked || update.isPending) return
    setSaved(false)
    try {
      // SPEC §4: the whole profile is sent, with the edited fields.
      await update.mutateAsync({
        ...profile,
        ...checked,
        phone: checked.phone.trim(),
        grade: checked.grade.trim(),
      })
      input.reset()
      setErrors([])
      setSaved(true)
      onSaved?.()
    } catch (error) {
      setErrors((list) => [...list, errorMessage(error)])
    }
  }

  const points = isStudent && excursions.data ? subscribedPoints(excursions.data) : null
  const editable = (field: EditableField) => ({
    name: field,
    required: true,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      input.set(field, event.target.value)
      input.touch(field)
    },
    onBlur: () => input.touch(field),
    error: Boolean(input.errorOf(field)),
    helperText: input.errorOf(field),
  })

  return (
    <Form input={input} aria-labelledby={headingId} onSubmit={submit} sx={{ maxWidth: 640 }}>
      <Typography id={headingId} variant={headingLevel} component={headingLevel} sx={{ mb: 2 }}>
        {PROFILE_FORM_HEADING}
      </Typography>
      <Stack spacing={1} sx={{ mb: saved || errors.length > 0 ? 2 : 0 }}>
        {saved && (
          <Alert
            severity="success"
            onClose={() => setSaved(false)}
            slotProps={{ closeButton: { 'aria-label': 'Melding sluiten' } }}
          >
            {profileMessages.saved}
          </Alert>
        )}
        {errors.length > 0 && (
          <Alert
            severity="error"
            onClose={() => setErrors([])}
            slotProps={{ closeButton: { 'aria-label': 'Foutmeldingen sluiten' } }}
          >
            {errors.length === 1 ? (
              errors[0]
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {errors.map((error, index) => (
                  <li key={index}>{error}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </Stack>
      <Stack spacing={2}>
        {isStudent && <ReadOnlyField label="Studentnummer" value={profile.number} />}
        <ReadOnlyField label="Voornaam" value={profile.first_name} />
        <ReadOnlyField label="Tussenvoegsel" value={profile.last_name_prefix} />
        <ReadOnlyField label="Achternaam" value={profile.last_name} />
        <TextField
          label="Telefoonnummer"
          type="tel"
          autoComplete="tel"
          placeholder="+31612345678"
          {...editable('phone')}
        />
        {isStudent && <TextField label="Mentor/Coach" {...editable('grade')} />}
        {isStudent && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <TextField
              label="Punten"
              name="hours"
              type="number"
              placeholder="20"
              value={profile.hours ?? ''}
              variant="filled"
              sx={{ width: 160 }}
              slotProps={{
                input: readOnlyInput,
                htmlInput: { 'aria-describedby': points === null ? undefined : pointsId },
              }}
            />
            {points !== null && (
              <Typography id={pointsId} color="text.secondary">
                {pointsLabel(points, profile.hours)}
              </Typography>
            )}
          </Stack>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={!input.valid}
            loading={update.isPending}
          >
            Opslaan
          </Button>
        </Box>
      </Stack>
    </Form>
  )
}

/** Read-only fields look different from the ones a user can change: filled, without an outline. */
const readOnlyInput = { readOnly: true, disableUnderline: true } as const

export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <TextField label={label} value={value} variant="filled" slotProps={{ input: readOnlyInput }} />
  )
}
