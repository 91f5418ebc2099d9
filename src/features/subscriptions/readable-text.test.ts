import { describe, expect, it } from 'vitest'
import { readableText } from '@/lib/subscriptions/api'

// Issue 19, item 11: a 406 body is SPEC §8's text, never an HTML page or JSON shown as text.
describe('readableText', () => {
  it('a 406 body is shown as it is only when it is a plain text', () => {
    expect(readableText('Deze activiteit is vol.')).toBe('Deze activiteit is vol.')
    expect(readableText('<html><body>Not Acceptable</body></html>')).toBeNull()
    expect(readableText('{"message":"Vol"}')).toBeNull()
    expect(readableText('  ')).toBeNull()
  })
})
