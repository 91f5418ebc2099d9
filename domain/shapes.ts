import { z } from 'zod/mini'

/** A number, also when sent as a numeric text ("20"): the entities here and the answers read it. */
export const numberish = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
])
