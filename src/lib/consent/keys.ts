/** The query keys of parents' consents (issue 44): apart, so the sign-up's hook needs no calls. */
export const consentKeys = {
  own: ['consents', 'own'] as const,
  all: ['consents', 'all'] as const,
}
