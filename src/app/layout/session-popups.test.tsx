import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp, signIn } from '@/test/render-app'
import { sessionStore } from '@/lib/session'
import { db } from '../../../mocks/db'
import { nextSessionPopup } from './popup-order'

// The ID popup and its date pickers load lazily: transformed once here, not inside a test's limit.
beforeAll(async () => {
  await import('@/features/profile/components/id-data-dialog')
}, 60_000)

type Pending = { secondFactor: boolean; privacy: boolean; profile: boolean; idData: boolean }

const flags = [false, true]
const combinations: Pending[] = flags.flatMap((secondFactor) =>
  flags.flatMap((privacy) =>
    flags.flatMap((profile) => flags.map((idData) => ({ secondFactor, privacy, profile, idData }))),
  ),
)
const people = [
  // REQUIRE_2FA asks staff only; staff have no ID data.
  {
    role: 'staff',
    loginId: 'admin@scalda.nl',
    userId: 'u-admin',
    applies: (p: Pending) => !p.idData,
  },
  {
    role: 'student',
    loginId: '654321',
    userId: 'u-daan',
    applies: (p: Pending) => !p.secondFactor,
  },
] as const

const describeCase = (p: Pending) =>
  Object.entries(p)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .join(' + ') || 'nothing pending'

/** Puts the account in the combination's state, logs in and opens the account page. */
async function open(person: (typeof people)[number], pending: Pending) {
  const profile = db.state.profiles.find((p) => p.user_id === person.userId)!
  if (pending.privacy) profile.accept_privacy_policy = false
  if (pending.profile) profile.phone = ''
  if (pending.idData) profile.document_number = ''
  const session = await signIn(person.loginId)
  if (pending.secondFactor)
    sessionStore.set({ ...session, user: { ...session.user, second_factor_setup: true } })
  await renderApp({ url: '/account' })
}

/** The control is reachable (not under a modal: aria-hidden) and sits in the one open dialog. */
async function expectUncovered(dialogName: string | RegExp, control: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogName })
  const button = await within(dialog).findByRole('button', { name: control })
  expect(screen.getAllByRole('dialog')).toEqual([dialog])
  return button
}

describe('the popups a session cannot get past (issue 42)', () => {
  it('come in one order: the second factor first, then the policy, then the profile', () => {
    const state = { profileLoaded: true, privacyAccepted: false, profileComplete: false }
    expect(nextSessionPopup({ ...state, secondFactorPending: true })).toBe('second-factor')
    expect(nextSessionPopup({ ...state, secondFactorPending: false })).toBe('privacy')
    expect(nextSessionPopup({ ...state, secondFactorPending: false, privacyAccepted: true })).toBe(
      'profile',
    )
    expect(nextSessionPopup({ ...state, profileLoaded: false, secondFactorPending: true })).toBe(
      'second-factor',
    )
  })

  for (const person of people)
    for (const pending of combinations.filter(person.applies))
      it(`${person.role}, ${describeCase(pending)}: the control to press next is never covered`, async () => {
        const user = userEvent.setup()
        await open(person, pending)
        if (pending.secondFactor) {
          await expectUncovered('Tweestapsverificatie', 'Tweestapsverificatie instellen')
          expect(screen.queryByRole('dialog', { name: 'Vul je profiel aan' })).toBeNull()
        } else if (pending.privacy) {
          const accept = await expectUncovered('Privacybeleid', 'Accepteren')
          await waitFor(() => expect(accept).toBeEnabled())
        } else if (pending.profile) {
          await expectUncovered('Vul je profiel aan', 'Opslaan')
        } else if (pending.idData) {
          await user.click(
            await screen.findByRole('button', { name: 'Paspoort/ID-gegevens invullen' }),
          )
          await expectUncovered('Paspoort/ID-gegevens', 'Opslaan')
        } else {
          await screen.findByRole('heading', { name: 'Mijn account' })
          await screen.findByRole('button', { name: 'Wachtwoord wijzigen' })
          expect(screen.queryAllByRole('dialog')).toEqual([])
        }
      })
})
