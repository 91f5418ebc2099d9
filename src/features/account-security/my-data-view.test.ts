import { describe, expect, it } from 'vitest'
import { updateOwnProfile } from '~contract/profile'
import { api } from '@/lib/api-client'
import { signIn } from '@/test/render-app'
import { getMyData } from './api'
import { MY_DATA_FIELDS, maskedNumber, myDataSections } from './my-data-view'

describe("'Mijn gegevens' as a page", () => {
  it('names every field of the answer in Dutch and shows every row of it', async () => {
    await signIn('654321')
    await api.call(updateOwnProfile, { phone: '+31612121212' })
    const data = await getMyData()
    const sections = myDataSections(data)
    const shown = sections.flatMap((s) => [
      ...(s.fields ?? []),
      ...(s.entries ?? []).flatMap((e) => e.fields),
    ])
    // Every field the server answers has a Dutch name (a new column without one fails here).
    const keys = new Set(shown.map((f) => f.key))
    expect([...keys].filter((key) => !Object.hasOwn(MY_DATA_FIELDS, key))).toEqual([])
    // …and every row of the answer is on the page.
    const byId = new Map(sections.map((s) => [s.id, s]))
    expect(byId.get('subscriptions')?.entries).toHaveLength(data.subscriptions.length)
    expect(byId.get('audit')?.entries).toHaveLength(data.audit.length)
    expect(byId.get('sessions')?.entries).toHaveLength(data.sessions.length)
    expect(data.subscriptions.length).toBeGreaterThan(0)
    const profileFields = Object.keys(data.profile ?? {})
    expect(
      [...(byId.get('profile')?.fields ?? []), ...(byId.get('id-data')?.fields ?? [])].map(
        (f) => f.key,
      ),
    ).toEqual(expect.arrayContaining(profileFields))
    // Readable values: the phone as saved, Ja/Nee, the Dutch action name.
    const phone = byId.get('profile')?.fields?.find((f) => f.key === 'phone')
    expect(phone?.value).toBe('+31612121212')
    expect(shown.find((f) => f.key === 'payed')?.value).toMatch(/^(Ja|Nee)$/)
    expect(byId.get('audit')?.entries?.[0]?.title).toContain('Eigen profiel opgeslagen')
    // The document number is marked secret: shown masked until the owner asks.
    const number = byId.get('id-data')?.fields?.find((f) => f.key === 'document_number')
    expect(number?.secret).toBe(true)
    expect(maskedNumber(number!.value)).toMatch(/^•••••.{4}$/)
    expect(shown.every((f) => f.value !== '')).toBe(true)
  })
})
