// `npm run dev`: the API server (tsx watch, embedded database in DATA_DIR, seeded with the demo
// accounts on first start) and Vite, which proxies /api to it. Arguments go to Vite
// (`npm run dev -- --port 5174`; the mails' links follow the port Vite gets, server/dev-port.mjs).
// With VITE_API_MOCKING=true only Vite runs, with the in-browser demo backend (as `npm run
// dev:mock`).
import { spawn } from 'node:child_process'
import { devAppUrl, devPort, withPort } from './dev-port.mjs'

const args = process.argv.slice(2)
const mocking = ['true', '1', 'on'].includes(
  String(process.env.VITE_API_MOCKING ?? '').toLowerCase(),
)
const apiPort = process.env.API_PORT ?? '3001'
// Vite's port, decided here so that the mails' links (APP_URL) point at it.
const vitePort = mocking ? null : await devPort(args)
const children = []

function run(command, commandArgs, env) {
  const child = spawn(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } })
  children.push(child)
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM')
    process.exit(code ?? 0)
  })
  return child
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM')
  })

async function waitForApi() {
  const url = `http://127.0.0.1:${apiPort}/api/health`
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  console.error(`De API-server antwoordt niet op ${url}.`)
}

if (!mocking) {
  console.log(
    `API-server start op poort ${apiPort} (${
      process.env.DATABASE_URL
        ? 'PostgreSQL uit DATABASE_URL'
        : `ingebouwde database in ${process.env.DATA_DIR ?? './data'}`
    })...`,
  )
  run('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    PORT: apiPort,
    HOST: '127.0.0.1',
    SERVE_STATIC: 'false',
    // `npm start` runs as production unless told otherwise; this is the development server.
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    SEED: process.env.SEED ?? 'demo',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Links in the outbox's mails open the app where Vite serves it (APP_URL when set).
    APP_URL: devAppUrl(process.env, vitePort),
    // Without a mail server the mails land as .eml files, their links ready to follow.
    ...(!process.env.SMTP_URL && {
      MAIL_DIR: process.env.MAIL_DIR ?? `${process.env.DATA_DIR ?? './data'}/mail`,
    }),
  })
  await waitForApi()
}
run('npx', ['vite', ...(vitePort === null ? args : withPort(args, vitePort))], {
  VITE_API_MOCKING: mocking ? 'true' : 'false',
  API_PORT: apiPort,
})
