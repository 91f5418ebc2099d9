import { describe, expect, it } from 'vitest'
import { confirmDiscardEdits, hasUnsavedEdits, setEditsGuard } from './unsaved-changes'

describe('unsaved edits', () => {
  it('lets everything through while nothing is unsaved', async () => {
    expect(hasUnsavedEdits()).toBe(false)
    expect(await confirmDiscardEdits()).toBe(true)
  })

  it('asks the editor that holds edits, and forgets it once it is done', async () => {
    const release = setEditsGuard(() => Promise.resolve(false))
    expect(hasUnsavedEdits()).toBe(true)
    expect(await confirmDiscardEdits()).toBe(false)
    release()
    expect(hasUnsavedEdits()).toBe(false)
    expect(await confirmDiscardEdits()).toBe(true)
  })

  it('a stale release does not remove a newer guard', () => {
    const releaseOld = setEditsGuard(() => Promise.resolve(true))
    const releaseNew = setEditsGuard(() => Promise.resolve(false))
    releaseOld()
    expect(hasUnsavedEdits()).toBe(true)
    releaseNew()
    expect(hasUnsavedEdits()).toBe(false)
  })
})
