import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { config } from '@/lib/config'

async function start() {
  if (config.apiMocking) {
    // The one place src reaches into mocks/: the demo backend, loaded only when mocking is on.
    const { startDemoBackend } = await import('../mocks/browser')
    await startDemoBackend()
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
