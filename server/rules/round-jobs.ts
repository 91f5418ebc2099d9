import type { RoundRow, Tx } from '../store/store'
import type { Services } from '../services'
import { transaction, type RuleContext } from './context'
import { roundOf } from './rounds'

/**
 * A round's job that the server's timer runs once (server/host.ts): the scheduled reminders, the
 * consent deadline. Every round `isDue` finds is taken in its own transaction: `lock` takes the
 * round's lock (and what else the job writes), then the round is read and asked again, so with
 * several instances on one PostgreSQL only one runs the job; the job marks the round done.
 * Answers the scopes whose job ran.
 */
export async function runDueRoundJobs(
  services: Services,
  isDue: (round: RoundRow, now: Date) => boolean,
  lock: (tx: Tx, scope: string) => Promise<void>,
  job: (tx: Tx, ctx: RuleContext, round: RoundRow) => Promise<void>,
): Promise<string[]> {
  const due = (await services.store.run((tx) => tx.listRounds())).filter((r) =>
    isDue(r, services.now()),
  )
  const done: string[] = []
  for (const { scope } of due) {
    const ctx: RuleContext = {
      services,
      user: null,
      tokenHash: null,
      address: 'server',
      now: services.now(),
    }
    const ran = await transaction(ctx, async (tx) => {
      await lock(tx, scope)
      const round = await roundOf(tx, scope)
      if (!isDue(round, ctx.now)) return false
      await job(tx, ctx, round)
      return true
    })
    if (ran) done.push(scope)
  }
  return done
}
