import { ThemeProvider } from '@mui/system'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { createQueryClient } from './query-client'
import { createAppRouter, type AppRouter } from './router'
import { theme } from './theme'

/**
 * The whole app: theme, query cache and router. Tests render it with their own client; main.tsx
 * gives it a router that has already loaded the first page, so React renders it in one pass.
 * The page baseline (MUI's CssBaseline) is critical CSS in index.html; the theme provider is the
 * system's, which MUI's own uses for a theme without CSS variables (the rest stays off the page).
 */
export function App({
  queryClient: givenClient,
  router: givenRouter,
}: {
  queryClient?: QueryClient
  router?: AppRouter
}) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient())
  const [router] = useState(() => givenRouter ?? createAppRouter(queryClient))
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  )
}
