import { SMTPServer } from 'smtp-server'

export type Received = { to: string[]; messageId: string; subject: string; raw: string }

/**
 * A real SMTP server in the test process (smtp-server): it keeps what it receives, refuses the
 * recipients in `reject` with 550, and can be stopped and started again on the same port.
 */
export async function startSmtp(options: { reject?: string[]; delayMs?: number } = {}) {
  const received: Received[] = []
  let port = 0
  let server: SMTPServer | null = null

  const open = async () => {
    const s = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, done) {
        if (auth.username === 'xweek' && auth.password === 'geheim') done(null, { user: 'xweek' })
        else done(new Error('Invalid username or password'))
      },
      onRcptTo(address, _session, done) {
        if (options.reject?.includes(address.address)) {
          const error = new Error('5.1.1 Mailbox does not exist') as Error & {
            responseCode: number
          }
          error.responseCode = 550
          done(error)
        } else done()
      },
      onData(stream, session, done) {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          const header = (name: string) =>
            new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? ''
          setTimeout(() => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              messageId: header('Message-ID'),
              subject: header('Subject'),
              raw,
            })
            done()
          }, options.delayMs ?? 0)
        })
      },
    })
    await new Promise<void>((ready, fail) => {
      s.once('error', fail)
      s.listen(port, '127.0.0.1', () => ready())
    })
    port = (s.server.address() as { port: number }).port
    server = s
  }
  await open()

  return {
    received,
    get url() {
      return `smtp://xweek:geheim@127.0.0.1:${port}`
    },
    /** Takes the server away (connections refused) until `start`. */
    stop: () =>
      new Promise<void>((done) => {
        const s = server
        server = null
        if (!s) return done()
        s.close(() => done())
      }),
    start: open,
  }
}
