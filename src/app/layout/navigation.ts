import { can, type SessionUser } from '~domain/access'
import { activityScopes } from '~domain/scopes'
import type { NavItem } from './nav-menu'

export type NavEntry =
  { kind: 'link'; item: NavItem } | { kind: 'menu'; label: string; items: NavItem[] }

/** The navigation of SPEC §2 for one user; which entries appear is decided by `can()`. */
export function navigationFor(user: SessionUser | null): NavEntry[] {
  const entries: NavEntry[] = []
  if (can(user, 'subscriptions:own'))
    entries.push({ kind: 'link', item: { label: 'Account', to: '/account' } })
  if (can(user, 'accounts:manage')) {
    const items: NavItem[] = [
      { label: 'Mijn account', to: '/account' },
      { label: 'Accounts', to: '/beheer/accounts' },
    ]
    if (can(user, 'classes:view')) items.push({ label: 'Klassen', to: '/beheer/klassen' })
    if (can(user, 'subscriptions:overview'))
      items.push(
        { label: 'X-Week inschrijvingen', to: '/beheer/x-week_inschrijvingen' },
        { label: 'Keuzedelen inschrijvingen', to: '/beheer/keuzedelen_inschrijvingen' },
      )
    if (can(user, 'rounds:manage'))
      items.push({ label: 'Inschrijfrondes', to: '/beheer/inschrijfrondes' })
    if (can(user, 'audit:read'))
      items.push(
        { label: 'Logboek', to: '/beheer/logboek' },
        { label: 'E-mail', to: '/beheer/e-mail' },
      )
    if (can(user, 'privacy:read')) items.push({ label: 'Privacy', to: '/beheer/privacy' })
    entries.push({ kind: 'menu', label: 'Beheer', items })
  }
  entries.push(
    { kind: 'link', item: { label: 'Keuzedelen', to: '/keuzedelen' } },
    {
      kind: 'menu',
      label: 'X-Week',
      items: activityScopes.map((s) => ({
        label: s.label,
        to: '/activiteiten/$scope',
        params: { scope: s.id },
      })),
    },
    {
      kind: 'menu',
      label: 'Informatie',
      items: [
        { label: 'Algemene informatie', to: '/algemene_informatie' },
        { label: 'FAQ keuzedelen', to: '/faq-keuzedelen' },
        { label: 'FAQ X-Week', to: '/faq-xweek' },
      ],
    },
    { kind: 'link', item: { label: 'Contact', to: '/contact' } },
  )
  return entries
}
