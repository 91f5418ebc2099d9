/**
 * The scope registry (DESIGN.md "Scopes"): everything that depends on an excursion's scope is
 * read from here, so no component switches on scope names.
 */
export type TermsName = 'activity_terms' | 'reis_terms' | 'keuzedelen_terms'

export type ScopeInfo = {
  id: string
  /** Dutch label, used in headings and the navigation. */
  label: string
  /** Singular Dutch noun for one excursion of this scope. */
  noun: string
  /** Which overview covers the scope. */
  group: 'x-week' | 'keuzedeel'
  terms: TermsName
  /** Dutch title of the terms text (as in the footer). */
  termsLabel: string
  needsIdData: boolean
  countsTowardPoints: boolean
}

export const scopeRegistry = [
  {
    id: 'keuzedeel',
    label: 'Keuzedelen',
    noun: 'keuzedeel',
    group: 'keuzedeel',
    terms: 'keuzedelen_terms',
    termsLabel: 'Keuzedeelvoorwaarden',
    needsIdData: false,
    countsTowardPoints: false,
  },
  {
    id: 'x-week',
    label: 'Activiteiten in Nederland',
    noun: 'activiteit',
    group: 'x-week',
    terms: 'activity_terms',
    termsLabel: 'Activiteitenvoorwaarden',
    needsIdData: false,
    countsTowardPoints: true,
  },
  {
    id: 'buitenland',
    label: 'Buitenlandreizen',
    noun: 'reis',
    group: 'x-week',
    terms: 'reis_terms',
    termsLabel: 'Reisvoorwaarden',
    needsIdData: true,
    countsTowardPoints: true,
  },
] as const satisfies readonly ScopeInfo[]

export type ScopeId = (typeof scopeRegistry)[number]['id']

export function findScope(id: string): ScopeInfo | undefined {
  return scopeRegistry.find((s) => s.id === id)
}

/** Scopes listed under /activiteiten (the X-Week offers). */
export const activityScopes: readonly ScopeInfo[] = scopeRegistry.filter(
  (s) => s.group === 'x-week',
)

/** Scopes listed under /keuzedelen. */
export const electiveScopes: readonly ScopeInfo[] = scopeRegistry.filter(
  (s) => s.group === 'keuzedeel',
)

export function isActivityScope(id: string): boolean {
  return activityScopes.some((s) => s.id === id)
}

export function scopesOfGroup(group: ScopeInfo['group']): string[] {
  return scopeRegistry.filter((s) => s.group === group).map((s) => s.id)
}

/** Where the list of a scope lives. */
export function scopeListPath(
  scope: string,
): { to: '/keuzedelen' } | { to: '/activiteiten/$scope'; params: { scope: string } } {
  return findScope(scope)?.group === 'keuzedeel'
    ? { to: '/keuzedelen' }
    : { to: '/activiteiten/$scope', params: { scope } }
}

/** Where the detail page of an excursion lives. */
export function excursionPath(excursion: {
  _id: string
  scope: string
}):
  | { to: '/keuzedelen/$excursionId'; params: { excursionId: string } }
  | { to: '/activiteiten/$scope/$excursionId'; params: { scope: string; excursionId: string } } {
  return findScope(excursion.scope)?.group === 'keuzedeel'
    ? { to: '/keuzedelen/$excursionId', params: { excursionId: excursion._id } }
    : {
        to: '/activiteiten/$scope/$excursionId',
        params: { scope: excursion.scope, excursionId: excursion._id },
      }
}
