import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { config } from '@/lib/config'

async function start() {
  if (config.apiMocking) {
    // The one place src reaches into mocks/: the demo backend, loaded only when mocking is on.
    const { startDemoBackend } = await import('../mocks/browser')
    await startDemoBackend()
  }
  // A task of its own after the code's evaluation: no long task on a phone's main thread.
  await new Promise((resolve) => setTimeout(resolve))
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  // The page's route (its code, its guards) is settled while the HTML shell is on screen, so the
  // first render is the whole page, not an empty frame followed by a second, blocking render.
  await router.load()
  const root = createRoot(document.getElementById('root')!)
  // A transition: React renders the page in slices of a few milliseconds instead of one long
  // task, so a phone's main thread stays free for input while the app takes over the shell.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  )
}

void start()
