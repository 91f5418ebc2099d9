import { cpSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'

// The API server as one bundle for `npm start` (dist-server/main.js); its npm packages stay
// outside (node_modules), its migrations are copied beside it.
const root = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  resolve: { alias: { '@': root('./src') } },
  // The app's modules read import.meta.env; the server has no Vite environment of its own.
  define: { 'import.meta.env.VITE_API_MOCKING': '"false"' },
  publicDir: false,
  build: {
    ssr: root('./server/main.ts'),
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
  plugins: [
    {
      name: 'copy-migrations',
      apply: 'build',
      closeBundle() {
        cpSync(root('./server/db/migrations'), root('./dist-server/migrations'), {
          recursive: true,
        })
      },
    },
  ],
})
