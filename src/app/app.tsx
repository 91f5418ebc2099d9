import { ThemeProvider } from '@mui/system'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { theme } from './theme'

/**
 * The whole app: theme, query cache and router. Tests render it with their own client.
 * The page baseline (MUI's CssBaseline) is critical CSS in index.html; the theme provider is the
 * system's, which MUI's own uses for a theme without CSS variables (the rest stays off the page).
 */
export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient())
  const [router] = useState(() => createAppRouter(queryClient))
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  )
}
