import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { notifications } from '@/lib/notify'
import { sessionStore } from '@/lib/session'
import { loginDialog } from '@/features/auth/login-dialog-store'
import { db } from '../../mocks/db'
import { server } from '../../mocks/node'

// CI has 2 cores running test files in parallel: give findBy* more than the default second.
configure({ asyncUtilTimeout: 5000 })

// jsdom has no scrolling (router scroll restoration).
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  db.reset()
  localStorage.clear()
  sessionStorage.clear()
  sessionStore.reload()
  notifications.clear()
  loginDialog.close()
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
