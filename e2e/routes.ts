import { demo } from './fixtures'

export type Role = 'anonymous' | 'student' | 'teacher' | 'admin'
export const everyone: Role[] = ['anonymous', 'student', 'teacher', 'admin']

/** SPEC §2: every route and who may see it; anyone else is sent to /. */
export const routes: { path: string; allowed: Role[] }[] = [
  { path: '/', allowed: everyone },
  { path: '/algemene_informatie', allowed: everyone },
  { path: '/algemene_informatie/faq', allowed: everyone },
  { path: '/faq-keuzedelen', allowed: everyone },
  { path: '/faq-xweek', allowed: everyone },
  { path: '/account', allowed: ['student', 'teacher', 'admin'] },
  { path: '/account/mijn-gegevens', allowed: ['student', 'teacher', 'admin'] },
  { path: '/beheer/x-week_inschrijvingen', allowed: ['admin'] },
  { path: '/beheer/keuzedelen_inschrijvingen', allowed: ['admin'] },
  { path: '/beheer/accounts', allowed: ['teacher', 'admin'] },
  { path: '/beheer/klassen', allowed: ['teacher', 'admin'] },
  { path: '/beheer/inschrijfrondes', allowed: ['admin'] },
  { path: '/beheer/logboek', allowed: ['admin'] },
  { path: '/beheer/e-mail', allowed: ['admin'] },
  { path: '/beheer/privacy', allowed: ['admin'] },
  { path: '/account-activeren', allowed: everyone },
  { path: '/toestemming', allowed: everyone },
  { path: '/keuzedelen', allowed: everyone },
  { path: '/keuzedelen/k1', allowed: everyone },
  { path: '/activiteiten', allowed: everyone },
  { path: '/activiteiten/x-week', allowed: everyone },
  { path: '/activiteiten/buitenland', allowed: everyone },
  { path: '/activiteiten/x-week/x1', allowed: everyone },
  { path: '/activiteiten/buitenland/b1', allowed: everyone },
  { path: '/contact', allowed: everyone },
  { path: '/hoe-werkt-de-plaatsing', allowed: everyone },
]

/** The not-found page's heading. */
export const notFoundHeading = 'Pagina niet gevonden'

export const accounts: Record<Exclude<Role, 'anonymous'>, string> = {
  student: demo.student,
  teacher: demo.teacher,
  admin: demo.admin,
}
