import { Stack, Typography } from '@mui/material'
import { subscriptionMessages } from '@/lib/subscriptions/messages'
import { LoginButton } from '@/features/auth/components/login-button'

/** For a visitor: signing up starts with logging in. */
export function LoginInvitation() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Typography>{subscriptionMessages.loginInvitation}</Typography>
      <LoginButton variant="contained" sx={{ flexShrink: 0 }}>
        {subscriptionMessages.loginToSubscribe}
      </LoginButton>
    </Stack>
  )
}
