import { freshLinkFor } from '../rules/account-secrets'
import type { Target } from './harness'

/**
 * The link a link mail carries as the sender hands it to SMTP (server/mail/sender.ts), for the
 * suites without an SMTP server: the outbox keeps a placeholder (issue 43), so a test asks the
 * same function the sender does. Answers the token of the link (`#token=` or `#reset=`).
 */
export async function sentToken(t: Target, mailId: string): Promise<string> {
  const now = t.services.now()
  const link = await t.store.transaction(async (tx) => {
    const mail = await tx.outbox.get(mailId)
    if (!mail) throw new Error(`geen e-mail ${mailId}`)
    const ctx = { services: t.services, user: null, tokenHash: null, address: 'test', now }
    return freshLinkFor(tx, ctx, mail)
  })
  const token = link && /#(?:token|reset)=([\w-]{43})$/.exec(link)?.[1]
  if (!token) throw new Error(`geen geldige link voor e-mail ${mailId}`)
  return token
}
