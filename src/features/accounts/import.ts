import { isApiError, errorMessage } from '@/lib/api-client'

/** How many accounts the import adds at the same time. */
export const IMPORT_BATCH_SIZE = 5

export type ImportResult<T> = {
  added: T[]
  failed: { item: T; reason: string }[]
  /** Not tried: the import was stopped or broken off. */
  notProcessed: T[]
  /** Why the import broke off (no connection, session ended), if it did. */
  interruption: string | null
}

/** A refusal that would hit every next row too (no connection, session ended): stop there. */
const isFatal = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status === 401 || error.status === 403

/**
 * Adds `items` a few at a time (`batchSize` calls in parallel, batch after batch). A row the
 * server refuses is recorded with its reason and the import goes on; a stop (`signal`) or an
 * error that would hit every next row ends it after the running batch, so the result always
 * says exactly what was added and what was not.
 */
export async function importInBatches<T>(
  items: readonly T[],
  add: (item: T) => Promise<unknown>,
  {
    batchSize = IMPORT_BATCH_SIZE,
    signal,
    onProgress,
  }: {
    batchSize?: number
    signal?: AbortSignal
    onProgress?: (result: ImportResult<T>) => void
  } = {},
): Promise<ImportResult<T>> {
  const result: ImportResult<T> = { added: [], failed: [], notProcessed: [], interruption: null }
  let next = 0
  while (next < items.length && !signal?.aborted && result.interruption === null) {
    const batch = items.slice(next, next + batchSize)
    next += batch.length
    const outcomes = await Promise.allSettled(batch.map((item) => add(item)))
    outcomes.forEach((outcome, i) => {
      const item = batch[i]!
      if (outcome.status === 'fulfilled') result.added.push(item)
      else {
        result.failed.push({ item, reason: errorMessage(outcome.reason) })
        if (isFatal(outcome.reason)) result.interruption ??= errorMessage(outcome.reason)
      }
    })
    onProgress?.({ ...result, added: [...result.added], failed: [...result.failed] })
  }
  result.notProcessed = items.slice(next)
  return result
}
