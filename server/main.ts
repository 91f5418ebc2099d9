import { readServerConfig } from './config'
import { startServer } from './host'

/**
 * `npm start`: the API and the built app in one process on PORT. Settings come from the
 * environment (README "Server"); SIGTERM or SIGINT drain the requests in flight and close the
 * database.
 */
async function main() {
  let config
  try {
    config = readServerConfig(process.env)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
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
