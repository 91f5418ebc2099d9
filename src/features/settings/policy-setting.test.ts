import { describe, expect, it } from 'vitest'
import { refusal } from '@/test/refusal'
import { signIn } from '@/test/render-app'
import { getContent } from '@/lib/content/api'
import { setContent } from '@/lib/content/edit-api'
import { getSetting, setSetting } from '@/lib/settings/api'

// Issue 19, item 15: the policy setting names content that exists, or everyone is asked to
// accept an empty privacy policy.
describe('the policy setting', () => {
  it('POST /settings/set refuses a policy naming no website content: 400 with a Dutch message', async () => {
    await signIn('admin@scalda.nl')
    const refused = await refusal(() => setSetting({ name: 'policy', value: 'bestaat_niet' }))
    expect(refused.status).toBe(400)
    expect(refused.message).toBe(
      "Er is geen tekst met de naam 'bestaat_niet'. Kies een bestaande tekst.",
    )
    expect(await getSetting('policy')).toEqual({ name: 'policy', value: 'privacy_policy' })
  })

  it('takes a name once its content exists; other settings are not checked against content', async () => {
    await signIn('admin@scalda.nl')
    await setContent({ name: 'privacy_2027', content: '<p>Het nieuwe beleid.</p>' })
    expect((await getContent('privacy_2027')).content).toBe('<p>Het nieuwe beleid.</p>')
    await setSetting({ name: 'policy', value: 'privacy_2027' })
    expect(await getSetting('policy')).toEqual({ name: 'policy', value: 'privacy_2027' })
    await setSetting({ name: 'version', value: 'bestaat_niet' })
    expect(await getSetting('version')).toEqual({ name: 'version', value: 'bestaat_niet' })
  })
})
