// The port `npm run dev` serves the app on (server/dev.mjs), known before Vite starts: the mails'
// links (APP_URL) must point where the app really is, also on another port than 5173.
import { createServer } from 'node:net'

/** Vite's own default. */
const VITE_DEFAULT_PORT = 5173

/** The port asked in Vite's arguments (`--port 5174`, `--port=5174`), else Vite's default. */
export function askedPort(args) {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    const value = arg === '--port' ? args[i + 1] : arg.startsWith('--port=') ? arg.slice(7) : null
    const port = Number(value)
    if (value != null && Number.isInteger(port) && port > 0 && port < 65536) return port
  }
  return VITE_DEFAULT_PORT
}

/** Whether nothing listens on `port` yet. */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

/**
 * The port Vite will serve on: the asked one, or (as Vite does without `--strictPort`) the first
 * free one above it. Vite then gets it with `--strictPort`, so the two cannot differ.
 */
export async function devPort(args) {
  const asked = askedPort(args)
  if (args.includes('--strictPort')) return asked
  for (let port = asked; port < asked + 100 && port < 65536; port++)
    if (await isFree(port)) return port
  return asked
}

/** Vite's arguments with the port fixed: any `--port` replaced, `--strictPort` added. */
export function withPort(args, port) {
  const rest = args.filter(
    (arg, i) => arg !== '--port' && args[i - 1] !== '--port' && !arg.startsWith('--port='),
  )
  return [...rest.filter((arg) => arg !== '--strictPort'), '--port', String(port), '--strictPort']
}

/** The address in the mails' links: APP_URL when set, else where Vite serves the app. */
export const devAppUrl = (env, port) => env.APP_URL || `http://localhost:${port}`
