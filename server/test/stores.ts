export type TargetKind = 'memory' | 'pglite' | 'postgres'

/**
 * The stores TEST_STORES names (comma-separated: `memory` for the mutation run,
 * stryker.config.mjs), or null when it names none: then every store (the default).
 */
export function chosenStores(): TargetKind[] | null {
  const named = (process.env.TEST_STORES ?? '').split(',').map((s) => s.trim())
  const kinds = named.filter((s): s is TargetKind => ['memory', 'pglite', 'postgres'].includes(s))
  return kinds.length > 0 ? kinds : null
}
