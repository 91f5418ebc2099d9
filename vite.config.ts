/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const src = fileURLToPath(new URL('./src', import.meta.url))
const mocks = fileURLToPath(new URL('./mocks', import.meta.url))

/**
 * Route chunks through the app's loadChunk (SPEC §7: 120 s timeout, chunk-load error): the router
 * plugin writes `lazyRouteComponent` from '@tanstack/react-router' into each route it splits;
 * this takes the app's wrapper of it instead. A route file that splits without it stops the build.
 */
function routeChunksThroughLoadChunk(): Plugin {
  const routerImport =
    /import\s*\{\s*lazyRouteComponent\s*\}\s*from\s*["']@tanstack\/react-router["'];?/
  return {
    name: 'route-chunks-through-load-chunk',
    transform(code, id) {
      if (!id.startsWith(`${src}/routes/`) || id.includes('?') || !code.includes('tsr-split'))
        return null
      if (!routerImport.test(code))
        this.error(`${id}: the router's lazyRouteComponent import was not found`)
      return {
        code: code.replace(routerImport, "import { lazyRouteComponent } from '@/lib/lazy-route';"),
        map: null,
      }
    },
  }
}

export default defineConfig({
  // The router plugin must come before react(): it writes src/routeTree.gen.ts and splits route code.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    routeChunksThroughLoadChunk(),
    react(),
  ],
  resolve: { alias: { '@': src, '~mocks': mocks } },
  // Pre-bundled up front so the dev server does not reload the page when a lazy chunk first needs them.
  optimizeDeps: {
    include: [
      '@mui/x-date-pickers/DatePicker',
      '@mui/x-date-pickers/LocalizationProvider',
      '@mui/x-date-pickers/AdapterDayjs',
      '@mui/x-date-pickers/locales',
      '@mui/material/Autocomplete',
    ],
  },
  build: {
    // Lazy chunks (editor, date pickers, admin pages, MSW) stay out of the first page.
    chunkSizeWarningLimit: 600,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    env: { VITE_REQUEST_DELAY_MS: '0', VITE_API_MOCKING: 'false' },
    testTimeout: 15000,
  },
})
