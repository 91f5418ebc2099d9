/**
 * The texts the app itself shows (its pages, the three sets of terms, the privacy policy), by
 * content name with their Dutch titles (issue 42): a fresh install gets a model text for each,
 * the admin sees these titles, never the names, and the server never answers one as missing.
 */
export const APP_TEXTS = [
  { name: 'privacy_policy', title: 'Privacybeleid' },
  { name: 'activity_terms', title: 'Activiteitenvoorwaarden' },
  { name: 'reis_terms', title: 'Reisvoorwaarden' },
  { name: 'keuzedelen_terms', title: 'Keuzedeelvoorwaarden' },
  { name: 'home', title: 'Home' },
  { name: 'contact', title: 'Contact' },
  { name: 'algemene_informatie', title: 'Algemene informatie' },
  { name: 'faq', title: 'Veelgestelde vragen' },
  { name: 'faq_xweek', title: 'FAQ X-Week' },
  { name: 'faq_keuzedelen', title: 'FAQ keuzedelen' },
] as const

export type AppTextName = (typeof APP_TEXTS)[number]['name']

/** The texts a student accepts: the policy and the terms (reviewed before students are invited). */
export const ACCEPTED_TEXTS: readonly AppTextName[] = [
  'privacy_policy',
  'activity_terms',
  'reis_terms',
  'keuzedelen_terms',
]

export const isAppText = (name: string): name is AppTextName =>
  APP_TEXTS.some((text) => text.name === name)

/** A text's Dutch title; a name the app does not know is shown as it is. */
export const appTextTitle = (name: string) =>
  APP_TEXTS.find((text) => text.name === name)?.title ?? name

/** The setting that lists the model texts no admin has saved or marked 'Gecontroleerd' yet. */
export const MODEL_TEXTS_SETTING = 'model_texts'

/** The mark at the top of every model text. */
export const MODEL_TEXT_MARK = 'Voorbeeldtekst — pas aan voor uw school'

/** The `model_texts` setting's names (a JSON array; anything else reads as none). */
export function modelTextNames(value: string | null): string[] {
  try {
    const names: unknown = JSON.parse(value ?? '[]')
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : []
  } catch {
    return []
  }
}
