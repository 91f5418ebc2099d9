import { readStartConfig } from './config'
import { startServer } from './host'

/**
 * `npm start`: the API and the built app in one process on PORT. Settings come from the
 * environment (docs/operations.md); without NODE_ENV it runs as production. SIGTERM or SIGINT
 * drain the requests in flight and close the database.
 */
async function main() {
  let config
  try {
    config = readStartConfig(process.env)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  // The packages that read NODE_ENV later (React for the mails) run as the server does.
  process.env.NODE_ENV = config.NODE_ENV
  const server = await startServer(config)
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

main().catch((error: unknown) => {
  console.error('De server kon niet starten:', error instanceof Error ? error.message : error)
  process.exit(1)
})
