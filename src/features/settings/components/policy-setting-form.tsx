import { Button, Stack, TextField, Typography } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Alert } from '@/components/alert'
import { Form, useFormInput } from '@/components/form'
import { contentQueryOptions } from '@/lib/content/api'
import { contentNameSchema } from '~contract/content-edit'
import { errorMessage } from '@/lib/api-client'
import { adminMessages } from '~domain/messages/admin'
import { useSetSetting } from '@/lib/settings/api'
import { POLICY_SETTING } from '~contract/schemas/settings'
import { APP_TEXTS, appTextTitle } from '~domain/app-texts'

/**
 * Which content holds the privacy policy (`policy` setting, SPEC §3). Saved with `settings/set`;
 * the footer and the acceptance popup follow it from the next settings reload. A name without
 * text is refused (here, and by the server when no content has that name): everyone would be
 * asked to accept an empty policy. The texts are offered by their Dutch titles, never by their
 * internal names (issue 42); a name the app does not know (set earlier) stays as it is.
 */
export function PolicySettingForm({ current }: { current: string }) {
  const input = useFormInput({ value: current })
  const value = input.values.value
  const [error, setError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  const save = useSetSetting()
  const queryClient = useQueryClient()
  const choices = APP_TEXTS.some((text) => text.name === current)
    ? APP_TEXTS
    : [...APP_TEXTS, { name: current, title: appTextTitle(current) }]
  const submit = async () => {
    if (checking || save.isPending) return
    const parsed = contentNameSchema.safeParse(value)
    if (!parsed.success) return setError(adminMessages.contentEditor.invalidContentName)
    setChecking(true)
    // Content that does not exist reads as empty (SPEC §8's 400); a failure leaves it to the server.
    const text = await queryClient
      .fetchQuery({ ...contentQueryOptions(parsed.data), staleTime: 0 })
      .then(
        ({ content }) => content,
        () => null,
      )
    setChecking(false)
    if (text !== null && !text.trim())
      return setError(adminMessages.contentEditor.unknownContentName(parsed.data))
    save.mutate(
      { name: POLICY_SETTING, value: parsed.data },
      { onSuccess: () => input.reset({ value: parsed.data }) },
    )
  }
  return (
    <Form
      input={input}
      onSubmit={() => void submit()}
      sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          Instelling
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            select
            label={adminMessages.contentEditor.policySetting}
            value={value}
            size="small"
            slotProps={{ select: { native: true } }}
            error={error !== null}
            helperText={error ?? adminMessages.contentEditor.policySettingHelp}
            onChange={(event) => {
              input.set('value', event.target.value)
              setError(null)
              save.reset()
            }}
            sx={{ minWidth: 280 }}
          >
            {choices.map((text) => (
              <option key={text.name} value={text.name}>
                {text.title}
              </option>
            ))}
          </TextField>
          <Button type="submit" variant="outlined" loading={checking || save.isPending}>
            Opslaan
          </Button>
        </Stack>
        {save.isSuccess && (
          <Alert severity="success">{adminMessages.contentEditor.policySettingSaved}</Alert>
        )}
        {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      </Stack>
    </Form>
  )
}
