import { render } from '@testing-library/react'
import { login } from '@/lib/auth/api'
import { sessionStore } from '@/lib/session'
import { App } from '@/app/app'
import { createQueryClient } from '@/app/query-client'

export const DEMO_PASSWORD = 'welkom'

/** Logs in against the mock backend and stores the session, as the login dialog does. */
export async function signIn(loginId: string) {
  const session = await login({ login_id: loginId, password: DEMO_PASSWORD })
  sessionStore.set(session)
  return session
}

/** Renders the whole app at `url`, optionally logged in as a demo account. */
export async function renderApp({ url = '/', as }: { url?: string; as?: string } = {}) {
  if (as) await signIn(as)
  window.history.pushState({}, '', url)
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  })
  return { queryClient, ...render(<App queryClient={queryClient} />) }
}
