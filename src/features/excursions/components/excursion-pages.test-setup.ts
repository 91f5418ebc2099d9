/** The students and look-ups the excursion page tests (excursion-*.test.tsx) share. */
import { screen } from '@testing-library/react'
import { db } from '~mocks/db'

export const daan = '654321'
export const sanne = '123456'

export const subscriptionsOf = (studentId: string) =>
  db.state.subscriptions
    .filter((s) => s.student_id === studentId)
    .map((s) => [s.excursion_id, s.preference] as const)
    .sort()

/** Sanne (123456) with the privacy policy accepted and a complete contact profile, but no terms and no ID data. */
export function completeSanneProfile() {
  const profile = db.state.profiles.find((p) => p.user_id === 'u-sanne')!
  Object.assign(profile, {
    accept_privacy_policy: true,
    phone: '+31611111111',
    grade: 'J. de Boer',
  })
}

export const subscribeSection = () => screen.findByRole('region', { name: 'Inschrijven' })
