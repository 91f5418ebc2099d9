import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'

export type OutgoingMail = {
  /** Also the Message-ID's left part: a mail sent again after a crash is recognisably the same. */
  id: string
  to: string
  subject: string
  text: string
  html: string
}

/** Hands one mail to the SMTP server; throws with its answer (`responseCode`) when refused. */
export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/**
 * nodemailer over SMTP_URL (`smtp://user:pass@host:587` with STARTTLS when offered, or
 * `smtps://…:465`). Short time-outs: a server that hangs counts as a failed attempt, well within
 * the sender's lease.
 */
export function smtpTransport(url: string, from: string, messageIdDomain: string): MailTransport {
  return nodemailerTransport(smtpOptions(url), from, messageIdDomain)
}

function smtpOptions(url: string) {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  }
}

/**
 * Development only (MAIL_DIR, refused in production): each mail as an .eml file in `dir` (built by
 * nodemailer exactly as it would send it) and its text beside it as .txt, so the links of
 * activation, reset and consent mails can be followed without a mail server.
 */
export function folderTransport(dir: string, from: string, messageIdDomain: string): MailTransport {
  return nodemailerTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    from,
    messageIdDomain,
    async (mail, message) => {
      await mkdir(dir, { recursive: true })
      const name = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}`)
      await writeFile(`${name}.eml`, message)
      // The same as plain text beside it: the .eml's quoted-printable breaks long links.
      await writeFile(
        `${name}.txt`,
        `Aan: ${mail.to}\nOnderwerp: ${mail.subject}\n\n${mail.text}\n`,
      )
    },
  )
}

function nodemailerTransport(
  options: Parameters<typeof nodemailer.createTransport>[0],
  from: string,
  messageIdDomain: string,
  keep?: (mail: OutgoingMail, message: Buffer) => Promise<void>,
): MailTransport {
  const transporter = nodemailer.createTransport(options)
  return {
    async send(mail) {
      const info = (await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@${messageIdDomain}>`,
      })) as { message?: unknown }
      if (keep) await keep(mail, info.message as Buffer)
    },
    close: () => transporter.close(),
  }
}
