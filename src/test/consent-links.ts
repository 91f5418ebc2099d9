import { hashToken, newToken } from '../../server/security/tokens'
import { db } from '../../mocks/db'

/**
 * A live consent link (issue 44) in the demo backend's store: Daan's parent asked for Stedenreis
 * Berlijn (b1), not answered yet. The parent's page opens with it.
 */
export async function liveConsentLink() {
  const token = newToken()
  const now = new Date().toISOString()
  db.state.accountTokens.push({
    _id: 't-consent-test',
    user_id: 'u-daan',
    kind: 'consent',
    token_hash: await hashToken(token),
    created_at: now,
    expires_at: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    used_at: null,
  })
  const consent = {
    _id: 'c-test',
    student_id: 'u-daan',
    excursion_id: 'b1',
    parent_name: 'Marieke Jansen',
    parent_email: 'marieke.jansen@example.nl',
    state: 'pending' as 'pending' | 'given' | 'refused',
    answered_name: null as string | null,
    answered_at: null as string | null,
    token_id: 't-consent-test',
    mail_day: '',
    mails_that_day: 0,
    created_at: now,
  }
  db.state.parentConsents.push(consent)
  return { token, consent }
}
