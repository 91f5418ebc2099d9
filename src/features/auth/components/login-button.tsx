import { Button, type ButtonProps } from '@mui/material'
import { loginDialog } from '@/features/auth/login-dialog-store'

/**
 * Opens the login dialog. Its code is fetched as soon as the button is pointed at, focused or
 * touched, so the dialog opens at once and a visitor who never logs in never downloads it.
 */
export function LoginButton(props: Omit<ButtonProps, 'onClick'>) {
  return (
    <Button
      onPointerEnter={loginDialog.prepare}
      onFocus={loginDialog.prepare}
      onTouchStart={loginDialog.prepare}
      onClick={() => loginDialog.open()}
      {...props}
    />
  )
}
