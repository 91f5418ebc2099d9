import { createInterface } from 'node:readline/promises'
import { adminLoginIdProblem, readServerConfig, readStartConfig } from './config'
import { backupDatabase, defaultBackupFile, restoreDatabase } from './db/backup'
import { resetEmbeddedDatabase } from './db/reset'
import { createAdmin } from './db/seed'
import { createLogger, prepareDatabase, passwordsFor } from './host'
import { serverMessages } from './messages'
import { LAST_BACKUP_SETTING } from './rules/launch'

/**
 * The server's maintenance commands (docs/operations.md "The server"):
 *   npm run db:migrate          the migrations, then stop
 *   npm run db:reset            the embedded database back to the demo seed
 *   npm run user:create-admin   an admin account (asks for login id, password and name; piped
 *                               input: one answer a line, in that order)
 *   npm run db:backup [FILE]    a backup (pg_dump, or a copy of the stopped embedded database)
 *   npm run db:restore FILE     the backup back (PostgreSQL: replaces; embedded: the old moved aside)
 */
async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
  if (hidden) {
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput
    ;(rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) =>
      write.call(rl, s.startsWith(question) ? s : '')
  }
  const answer = await rl.question(question)
  rl.close()
  if (hidden) process.stdout.write('\n')
  return answer.trim()
}

/**
 * Where the answers come from: typed at a terminal (the password hidden), or piped in, one line
 * per question in the order asked (`printf 'it@scalda.nl\\nwachtwoord…\\n' | npm run …`); a line
 * not given is an empty answer.
 */
function answerSource(): {
  ask: (question: string, hidden?: boolean) => Promise<string>
  done(): void
} {
  if (process.stdin.isTTY) return { ask, done: () => {} }
  const rl = createInterface({ input: process.stdin, terminal: false })
  const lines = rl[Symbol.asyncIterator]()
  return {
    ask: async () => {
      const next = await lines.next()
      return next.done ? '' : String(next.value).trim()
    },
    done: () => rl.close(),
  }
}

async function main() {
  const [command, file] = process.argv.slice(2)
  // As `npm start`: production unless NODE_ENV says otherwise. Resetting to the demo data is a
  // development tool: it is development unless NODE_ENV says otherwise.
  const config =
    command === 'reset'
      ? readServerConfig({ NODE_ENV: 'development', ...process.env })
      : readStartConfig(process.env)
  const log = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL)
  switch (command) {
    case 'migrate': {
      const database = await prepareDatabase(config, log)
      await database.store.close()
      console.log('De database is bijgewerkt.')
      return
    }
    case 'reset': {
      await resetEmbeddedDatabase(config, log)
      console.log(`De ingebouwde database in ${config.DATA_DIR} is terug naar de demogegevens.`)
      return
    }
    case 'create-admin': {
      const answers = answerSource()
      const loginId =
        config.ADMIN_LOGIN_ID ??
        (await answers.ask('Gebruikersnaam (e-mailadres op @scalda.nl of studentnummer): '))
      // Said before the password is typed: this login id could never log in.
      const loginProblem = loginId ? adminLoginIdProblem(loginId) : null
      if (loginProblem) throw new Error(loginProblem)
      const password =
        config.ADMIN_PASSWORD ?? (await answers.ask('Wachtwoord (minstens 10 tekens): ', true))
      const firstName = config.ADMIN_FIRST_NAME ?? (await answers.ask('Voornaam: '))
      const lastName = config.ADMIN_LAST_NAME ?? (await answers.ask('Achternaam: '))
      answers.done()
      if (!loginId || password.length < 10)
        throw new Error(serverMessages.settings.adminInputMissing)
      const database = await prepareDatabase(
        { ...config, ADMIN_LOGIN_ID: undefined, ADMIN_PASSWORD: undefined },
        log,
      )
      const result = await createAdmin(database.store, passwordsFor(config), {
        loginId,
        password,
        firstName,
        lastName,
      })
      await database.store.close()
      console.log(
        result.created
          ? `Beheerder ${loginId} is aangemaakt.`
          : `${loginId} bestond al: nu beheerder, met het nieuwe wachtwoord.`,
      )
      return
    }
    case 'backup': {
      const target = file ?? defaultBackupFile(config)
      await backupDatabase(config, target)
      // 'Klaar voor de start' reads when the last backup was made (server/rules/launch.ts).
      const database = await prepareDatabase(
        { ...config, ADMIN_LOGIN_ID: undefined, ADMIN_PASSWORD: undefined },
        log,
      )
      await database.store.transaction((tx) =>
        tx.settings.save({ name: LAST_BACKUP_SETTING, value: new Date().toISOString() }),
      )
      await database.store.close()
      console.log(`Reservekopie geschreven naar ${target}.`)
      return
    }
    case 'restore': {
      if (!file) throw new Error('Geef het bestand van de reservekopie: npm run db:restore BESTAND')
      await restoreDatabase(config, file)
      console.log(`${file} is teruggezet. Start de server: die werkt de database zo nodig bij.`)
      return
    }
    default:
      throw new Error(
        `Onbekende opdracht '${command ?? ''}': migrate, reset, create-admin, backup of restore.`,
      )
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
