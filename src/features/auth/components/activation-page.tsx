import { Box, Button, Stack, TextField } from '@mui/material'
import { useState } from 'react'
import { Alert } from '@/components/alert'
import { Form } from '@/components/form'
import { Page } from '@/components/page'
import { errorMessage } from '@/lib/api-client'
import {
  useActivateWithCode,
  useActivateWithLink,
  useAfterPasswordSet,
  useDeadLink,
  type Activated,
} from '../activation-api'
import { activationMessages as t } from '../activation-messages'
import { fragmentToken, useLinkToken } from '@/lib/link-token'
import { PasswordPairFields, passwordPairErrors, usePasswordPairInput } from './password-pair'
import { RequestLinkForm } from './request-link-form'
import { ResetPasswordPage } from './reset-page'

type Values = { number: string; code: string; password: string; repeat: string }
const empty: Values = { number: '', code: '', password: '', repeat: '' }

/**
 * `/account-activeren`: the page of every mailed link and printed code. A reset link
 * (`#reset=`) opens the new-password form, anything else the activation (one route: the first
 * page carries each route's entry).
 */
export function AccountLinkPage() {
  const [reset] = useState(() => fragmentToken('reset') !== null)
  return reset ? <ResetPasswordPage /> : <ActivationPage />
}

/**
 * The activation: a new account gets its own password, with the link from the activation
 * mail (`#token=`) or with the student number and the printed code; then the student is logged
 * in. A link or code that is unknown, used or expired is refused in Dutch, and a new link can be
 * asked right here. What was typed stays on a refusal.
 */
function ActivationPage() {
  const token = useLinkToken('token')
  const [mode, setMode] = useState<'link' | 'code'>(token ? 'link' : 'code')
  // A used or expired link is said on opening (issue 42), not after the password was typed twice.
  const dead = useDeadLink('activation', token)
  const deadLink = mode === 'link' ? dead : null
  // With a code the password may not be the student number.
  const input = usePasswordPairInput(empty, (values, common) =>
    mode === 'code'
      ? {
          number: values.number.trim() ? undefined : 'Vul je studentnummer in',
          code: values.code.trim() ? undefined : 'Vul je inlogcode in',
          ...passwordPairErrors(values, values.number, common),
        }
      : passwordPairErrors(values, '', common),
  )
  const withLink = useActivateWithLink()
  const withCode = useActivateWithCode()
  const activation = mode === 'link' ? withLink : withCode
  const afterPasswordSet = useAfterPasswordSet()
  const { values, errorOf } = input

  const submit = async () => {
    const checked = await input.attempt()
    if (!checked) return
    const done = {
      onSuccess: (answer: Activated) => {
        input.reset()
        afterPasswordSet(answer)
      },
    }
    if (mode === 'link' && token) withLink.mutate({ token, password: checked.password }, done)
    else
      withCode.mutate(
        { number: checked.number.trim(), code: checked.code, password: checked.password },
        done,
      )
  }

  return (
    <Page title={t.activateTitle}>
      <Form input={input} onSubmit={() => void submit()}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          {deadLink ? (
            <Alert severity="error">{deadLink}</Alert>
          ) : (
            <Box component="p" sx={{ m: 0 }}>
              {mode === 'link' ? t.activateIntro : t.codeIntro}
            </Box>
          )}
          {activation.isError && <Alert severity="error">{errorMessage(activation.error)}</Alert>}
          {mode === 'code' && (
            <>
              <TextField
                label={t.number}
                name="number"
                autoComplete="username"
                inputMode="numeric"
                value={values.number}
                onChange={(e) => input.set('number', e.target.value)}
                error={Boolean(errorOf('number'))}
                helperText={errorOf('number')}
                required
                fullWidth
              />
              <TextField
                label={t.code}
                name="code"
                autoComplete="one-time-code"
                value={values.code}
                onChange={(e) => input.set('code', e.target.value)}
                error={Boolean(errorOf('code'))}
                helperText={errorOf('code') ?? t.codeHint}
                required
                fullWidth
                slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
              />
            </>
          )}
          {!deadLink && (
            <PasswordPairFields
              values={values}
              errorOf={errorOf}
              onChange={(field, value) => input.set(field, value)}
            />
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {!deadLink && (
              <Button type="submit" variant="contained" loading={activation.isPending}>
                {t.activate}
              </Button>
            )}
            {token && (
              <Button
                onClick={() => {
                  input.hideMessages()
                  setMode(mode === 'link' ? 'code' : 'link')
                }}
              >
                {mode === 'link' ? t.withCode : t.withLink}
              </Button>
            )}
          </Stack>
        </Stack>
      </Form>
      {(mode === 'code' || deadLink || withLink.isError) && <RequestLinkForm kind="activation" />}
    </Page>
  )
}
