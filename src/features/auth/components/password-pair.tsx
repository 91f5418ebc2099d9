import { Stack, TextField } from '@mui/material'
import { loadCommonPasswords, passwordProblem } from '~domain/passwords'
import { useFormInput, verdictOf } from '@/components/form'
import { activationMessages as t } from '../activation-messages'

export type PasswordPair = { password: string; repeat: string }
export type PasswordPairErrors = Partial<Record<keyof PasswordPair, string>>

/**
 * The password rule on the client (domain/passwords.ts, the same as the server's), and the
 * two fields must match (asked only of a good password). `loginId`: what the password may not be
 * (the student number), `common`: the common passwords (`loadCommonPasswords`, loaded apart).
 */
export function passwordPairErrors(
  pair: PasswordPair,
  loginId: string,
  common: ReadonlySet<string>,
): PasswordPairErrors {
  const problem = passwordProblem(pair.password, loginId, common)
  if (problem) return { password: problem }
  return pair.password === pair.repeat ? {} : { repeat: t.mismatch }
}

/**
 * The input of a form that sets a new password: its messages show once a save was tried and
 * follow the typing from then on; `errors` checks with the common passwords, loaded apart.
 */
export function usePasswordPairInput<T extends PasswordPair>(
  empty: T,
  errors: (
    values: T,
    common: ReadonlySet<string>,
  ) => Partial<Record<keyof T & string, string | undefined>>,
) {
  return useFormInput(empty, {
    load: loadCommonPasswords,
    check: (values, common: ReadonlySet<string>) => verdictOf(values, errors(values, common)),
  })
}

/** 'Nieuw wachtwoord' and 'Herhaal het wachtwoord', with their errors. */
export function PasswordPairFields({
  values,
  errorOf,
  onChange,
}: {
  values: PasswordPair
  /** The form's message of a field (`useFormInput`'s `errorOf`). */
  errorOf: (field: keyof PasswordPair) => string | undefined
  onChange: (field: keyof PasswordPair, value: string) => void
}) {
  const errors: PasswordPairErrors = { password: errorOf('password'), repeat: errorOf('repeat') }
  return (
    <Stack spacing={2}>
      <TextField
        label={t.password}
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => onChange('password', e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ?? t.passwordHint}
        required
        fullWidth
      />
      <TextField
        label={t.repeat}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        value={values.repeat}
        onChange={(e) => onChange('repeat', e.target.value)}
        error={Boolean(errors.repeat)}
        helperText={errors.repeat}
        required
        fullWidth
      />
    </Stack>
  )
}
