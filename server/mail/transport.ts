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
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  const transporter = nodemailer.createTransport({
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  })
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@${messageIdDomain}>`,
      })
    },
    close: () => transporter.close(),
  }
}
