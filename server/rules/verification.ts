import type { VerificationAnswer } from '~contract/schemas/rounds'
import { refuse } from '../errors'
import { serverMessages } from '../messages'
import type { VerificationFile } from '../placement/verify-file'
import type { RuleContext } from './context'
import { publishedRun, roundOf } from './rounds'

/** GET rounds/verification: the published run's verification file ('Exporteren voor controle'). */
export function verificationExport(
  ctx: RuleContext,
  query: { scope: string },
): Promise<VerificationAnswer> {
  return ctx.services.store.run(async (tx) => {
    const run = await publishedRun(tx, await roundOf(tx, query.scope))
    if (!run?.verification) return refuse(409, serverMessages.rounds.noVerification)
    return run.verification as VerificationFile
  })
}
