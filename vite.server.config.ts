import { cpSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'

// The API server as one bundle for `npm start` (dist-server/main.js); its npm packages stay
// outside (node_modules), its migrations are copied beside it, and so are the placement solver's
// worker (server/placement/mip.ts starts it from a file next to the bundle) and the password
// hashes' (server/security/hash-pool.ts, likewise).
const root = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  resolve: {
    alias: { '@': root('./src'), '~contract': root('./contract'), '~domain': root('./domain') },
  },
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
    (() => {
      let outDir = root('./dist-server')
      return {
        name: 'copy-migrations',
        apply: 'build' as const,
        configResolved(config: { root: string; build: { outDir: string } }) {
          outDir = resolve(config.root, config.build.outDir)
        },
        closeBundle() {
          cpSync(root('./server/db/migrations'), resolve(outDir, 'migrations'), {
            recursive: true,
          })
          cpSync(root('./server/placement/mip-worker.mjs'), resolve(outDir, 'mip-worker.mjs'))
          cpSync(root('./server/security/hash-worker.mjs'), resolve(outDir, 'hash-worker.mjs'))
        },
      }
    })(),
  ],
})
