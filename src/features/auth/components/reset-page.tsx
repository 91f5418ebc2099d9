import { Box, Button, Stack } from '@mui/material'
import { Alert } from '@/components/alert'
import { Form } from '@/components/form'
import { Page } from '@/components/page'
import { errorMessage } from '@/lib/api-client'
import { useAfterPasswordSet, useDeadLink, useResetPassword } from '../activation-api'
import { activationMessages as t } from '../activation-messages'
import { useLinkToken } from '@/lib/link-token'
import {
  PasswordPairFields,
  passwordPairErrors,
  usePasswordPairInput,
  type PasswordPair,
} from './password-pair'
import { RequestLinkForm } from './request-link-form'

const empty: PasswordPair = { password: '', repeat: '' }

/**
 * `/account-activeren#reset=…`: the link of the reset mail (valid one hour) sets a new
 * password; the user is then logged in here and out everywhere else. Without a good link a new
 * one is asked here. A link that is used or expired is said on opening, before any typing.
 */
export function ResetPasswordPage() {
  const token = useLinkToken('reset')
  const input = usePasswordPairInput(empty, (values, common) =>
    passwordPairErrors(values, '', common),
  )
  const reset = useResetPassword()
  const dead = useDeadLink('reset', token)
  const afterPasswordSet = useAfterPasswordSet()

  const submit = async () => {
    const checked = await input.attempt()
    if (!checked || !token) return
    reset.mutate(
      { token, password: checked.password },
      {
        onSuccess: (answer) => {
          input.reset()
          afterPasswordSet(answer)
        },
      },
    )
  }

  return (
    <Page title={t.resetTitle}>
      {dead ? (
        <Alert severity="error">{dead}</Alert>
      ) : token ? (
        <Form input={input} onSubmit={() => void submit()}>
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <Box component="p" sx={{ m: 0 }}>
              {t.resetIntro}
            </Box>
            {reset.isError && <Alert severity="error">{errorMessage(reset.error)}</Alert>}
            <PasswordPairFields
              values={input.values}
              errorOf={input.errorOf}
              onChange={(field, value) => input.set(field, value)}
            />
            <Box>
              <Button type="submit" variant="contained" loading={reset.isPending}>
                {t.reset}
              </Button>
            </Box>
          </Stack>
        </Form>
      ) : (
        <Alert severity="info">{t.noLink}</Alert>
      )}
      {(!token || dead || reset.isError) && <RequestLinkForm kind="reset" />}
    </Page>
  )
}
