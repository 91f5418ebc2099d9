import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { signIn } from '@/test/render-app'
import { getSubscriptions, subscribe, subscriptionErrorText } from '@/lib/subscriptions/api'
import { addExcursion, getExcursions, updateExcursion } from '@/lib/excursions/api'
import { isFull, placesText } from '@/lib/excursions/list'

const trip = { name: 'Fotosafari', scope: 'x-week', hours: 3, datetime: '20-04-2027' }

describe('capacity', () => {
  it('an excursion without capacity behaves as before: no places text, no limit', async () => {
    await signIn('admin@scalda.nl')
    const [kano] = await getExcursions({ id: 'x1' })
    expect(kano!.capacity).toBeNull()
    expect(placesText(kano!)).toBeNull()
    expect(isFull({ ...kano!, subscriptions: 1000 })).toBe(false)
  })

  it('shows the places left, then Vol, and the backend refuses one more with 406', async () => {
    await signIn('admin@scalda.nl')
    await addExcursion({ ...trip, capacity: 1 })
    const added = (await getExcursions({ name: 'Fotosafari' }))[0]!
    expect(placesText(added)).toBe('Nog 1 plaats')
    expect(isFull(added)).toBe(false)

    await signIn('654321') // holds x-week preferences 1 and 2
    await subscribe({ excursion_id: added._id, preference: 3 })
    const full = (await getExcursions({ id: added._id }))[0]!
    expect(placesText(full)).toBe('Vol')
    expect(isFull(full)).toBe(true)

    await signIn('201001')
    const error = await subscribe({ excursion_id: added._id }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(406)
    expect(subscriptionErrorText(error)).toBe('Deze activiteit is vol.')
    expect(await getSubscriptions()).not.toContainEqual(
      expect.objectContaining({ excursion_id: added._id }),
    )

    // Raising the capacity opens a place again; clearing it removes the limit.
    await signIn('admin@scalda.nl')
    await updateExcursion({ ...trip, _id: added._id, capacity: 2 })
    expect(placesText((await getExcursions({ id: added._id }))[0]!)).toBe('Nog 1 plaats')
    await updateExcursion({ ...trip, _id: added._id, capacity: null })
    expect((await getExcursions({ id: added._id }))[0]!.capacity).toBeNull()
  })

  it('the form schema refuses a capacity below 1 or with decimals', async () => {
    const { excursionInputSchema } = await import('~contract/schemas/excursions')
    expect(excursionInputSchema.safeParse({ ...trip, capacity: 0 }).success).toBe(false)
    expect(excursionInputSchema.safeParse({ ...trip, capacity: 1.5 }).success).toBe(false)
    expect(excursionInputSchema.safeParse({ ...trip, capacity: null }).success).toBe(true)
  })
})
