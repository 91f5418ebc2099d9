/**
 * Checked by `tsc` (never run): a call's path comes only from the contract, its input and its
 * answer have the contract's types. Each `@ts-expect-error` fails the build if the error it
 * expects goes away.
 */
import * as excursions from '~contract/excursions'
import * as rounds from '~contract/rounds'
import * as settings from '~contract/settings'
import { api } from './api-client'

export async function typed() {
  const list = await api.call(excursions.excursions, { name: 'kano' })
  const first: string | undefined = list[0]?.name

  // @ts-expect-error -- a path is not a call: paths come from the contract.
  await api.call('excursions', {})

  // @ts-expect-error -- the input lacks the excursion's fields.
  await api.call(excursions.addExcursion, { name: 'Kano' })

  const { message } = await api.call(rounds.undoPlacement, { scope: 'x-week' })
  // @ts-expect-error -- the answer is `{ message: string }`: no list.
  message.map(String)

  const open = await api.call(excursions.deleteAllExcursions, { scope: 'x-week' })
  // @ts-expect-error -- an open answer may be null (a real API's `OK`).
  open.deleted.toFixed()

  // @ts-expect-error -- a call without input takes none.
  await api.call(settings.version, { name: 'version' })

  return [first, message, open]
}
