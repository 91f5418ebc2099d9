/**
 * The optimality texts of the exact placement (mip.ts), in a module of their own without the
 * solver's worker, so the demo backend in the browser says the same.
 */
export function optimalityText(gap: number) {
  const percent = Math.max(0.1, Math.ceil(gap * 1000) / 10)
  return `beste gevonden, hoogstens ${percent.toLocaleString('nl-NL')}% van optimaal`
}

export function unknownGapText(why: string) {
  return `beste gevonden, afstand tot optimaal onbekend (${why})`
}
