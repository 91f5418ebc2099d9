import { appTextTitle } from '~domain/app-texts'
import { useUnreviewedTexts } from '@/lib/launch/api'
import { adminMessages } from '~domain/messages/admin'
import { Alert } from './alert'

/**
 * Inviting students (the import, printed codes, activation mails) while the privacy policy or
 * the terms are still the install's unreviewed model text: said before it is done (issue 42).
 */
export function UnreviewedTextsWarning() {
  const unreviewed = useUnreviewedTexts()
  if (!unreviewed.length) return null
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {adminMessages.launch.inviteWarning(unreviewed.map(appTextTitle))}
    </Alert>
  )
}
