import type { ReactNode } from 'react'
import { Body } from '@react-email/body'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { render, toPlainText } from '@react-email/render'
import { Text } from '@react-email/text'

/**
 * The app's mails, in Dutch, made with React Email (the app's own React, tables and inline
 * styles that mail programs show alike). No images, no tracking pixels, no tracked links: a
 * link goes straight to the app.
 */

export const MAIL_KINDS = [
  'activation',
  'reset',
  'placement',
  'waiting-list',
  'reminder',
  'login-attack',
  'notice',
  'consent',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export type RenderedMail = { subject: string; text: string; html: string }

const APP_NAME = 'X-Week Scalda'

const page = { backgroundColor: '#f4f4f5', fontFamily: 'Arial, Helvetica, sans-serif' }
const box = {
  backgroundColor: '#ffffff',
  padding: '24px',
  maxWidth: '560px',
  color: '#1f2937',
}
const button = {
  display: 'inline-block',
  backgroundColor: '#0b5cad',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '4px',
  textDecoration: 'none',
  fontWeight: 'bold',
}
const small = { fontSize: '13px', color: '#4b5563' }

/**
 * How a mail addresses its reader: 'je' for students and staff (the app's own voice), 'u' for a
 * parent or guardian (the consent mail), the same from its first line to its footer.
 */
type Address = 'je' | 'u'
const footer: Record<Address, string> = {
  je: 'Je kunt er niet op antwoorden.',
  u: 'U kunt er niet op antwoorden.',
}
const copyLink: Record<Address, string> = {
  je: 'Werkt de knop niet? Kopieer dan dit adres in je browser:',
  u: 'Werkt de knop niet? Kopieer dan dit adres in uw browser:',
}

function Layout(props: { preview: string; title: string; children: ReactNode; address?: Address }) {
  return (
    <Html lang="nl">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={page}>
        <Container style={box}>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {props.title}
          </Heading>
          {props.children}
          <Text style={small}>
            Dit bericht is automatisch verstuurd door {APP_NAME}. {footer[props.address ?? 'je']}
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

/** A button with the address written out below it: also usable where links are not clickable. */
function Action(props: { href: string; label: string; address?: Address }) {
  return (
    <>
      <Text>
        <Link href={props.href} style={button}>
          {props.label}
        </Link>
      </Text>
      <Text style={small}>
        {copyLink[props.address ?? 'je']} {props.href}
      </Text>
    </>
  )
}

const hello = (name: string) => (name.trim() ? `Hallo ${name.trim()},` : 'Hallo,')

/** The Dutch ordinal of a wish: 1e, 2e, 3e keuze. */
export const choice = (rank: number) => `${rank}e keuze`

export type MailData = {
  activation: { name: string; link: string; validDays: number }
  reset: { name: string; link: string; validMinutes: number }
  /** Placed at `excursion` by wish `rank` (null: placed outside the wishes), or `reason` none. */
  placement: {
    name: string
    scope: string
    link: string
  } & (
    | { excursion: string; rank: number | null; reason?: string }
    | { excursion: null; reason: string }
  )
  'waiting-list': { name: string; excursion: string; link: string }
  reminder: {
    name: string
    scope: string
    missing: string[]
    closesAt: string | null
    link: string
  }
  /** Many wrong passwords for the account, not from a device it logged in on before. */
  'login-attack': { name: string; link: string }
  /** A notice to an account's owner of a change to its security (server/rules/owner-notices.ts). */
  notice: { name: string; subject: string; lines: string[]; link: string }
  /** A parent asked for consent for a student's trip (issue 44): the link is the placeholder. */
  consent: {
    parent: string
    student: string
    trip: string
    dates: string
    destination: string
    points: number
    terms: string
    link: string
    validDays: number
    reminder: boolean
  }
}

function compose<K extends MailKind>(
  kind: K,
  data: MailData[K],
): { subject: string; body: ReactNode } {
  switch (kind) {
    case 'activation': {
      const d = data as MailData['activation']
      return {
        subject: `Activeer je account voor ${APP_NAME}`,
        body: (
          <Layout
            preview="Kies een wachtwoord om je account te activeren."
            title="Activeer je account"
          >
            <Text>{hello(d.name)}</Text>
            <Text>
              Er is een account voor je gemaakt bij {APP_NAME}. Kies via de knop hieronder een
              wachtwoord; daarna ben je meteen ingelogd.
            </Text>
            <Action href={d.link} label="Account activeren" />
            <Text>
              De link werkt {d.validDays} dagen en één keer. Is hij verlopen? Vraag dan op de
              activatiepagina een nieuwe aan, of vraag het je docent.
            </Text>
          </Layout>
        ),
      }
    }
    case 'reset': {
      const d = data as MailData['reset']
      return {
        subject: `Nieuw wachtwoord voor ${APP_NAME}`,
        body: (
          <Layout preview="Kies een nieuw wachtwoord." title="Nieuw wachtwoord kiezen">
            <Text>{hello(d.name)}</Text>
            <Text>
              Iemand heeft gevraagd om een nieuw wachtwoord voor je account. Was jij dat? Kies dan
              via de knop hieronder een nieuw wachtwoord.
            </Text>
            <Action href={d.link} label="Nieuw wachtwoord kiezen" />
            <Text>
              De link werkt {d.validMinutes} minuten en één keer. Heb je niets gevraagd? Dan kun je
              dit bericht negeren: je wachtwoord blijft zoals het is.
            </Text>
          </Layout>
        ),
      }
    }
    case 'placement': {
      const d = data as MailData['placement']
      const outcome =
        d.excursion === null
          ? `Je bent niet geplaatst. ${d.reason}`
          : `Je bent geplaatst bij ${d.excursion}${d.rank ? ` (jouw ${choice(d.rank)})` : ''}.`
      return {
        subject: `Plaatsing ${d.scope}: ${d.excursion === null ? 'niet geplaatst' : d.excursion}`,
        body: (
          <Layout preview={outcome} title={`Plaatsing ${d.scope}`}>
            <Text>{hello(d.name)}</Text>
            <Text>{outcome}</Text>
            {d.excursion !== null && d.reason && <Text>{d.reason}</Text>}
            <Action href={d.link} label="Bekijk je inschrijvingen" />
          </Layout>
        ),
      }
    }
    case 'waiting-list': {
      const d = data as MailData['waiting-list']
      return {
        subject: `Je hebt een plaats: ${d.excursion}`,
        body: (
          <Layout
            preview={`Er is een plaats vrijgekomen bij ${d.excursion}.`}
            title="Van de wachtlijst geplaatst"
          >
            <Text>{hello(d.name)}</Text>
            <Text>
              Er is een plaats vrijgekomen bij {d.excursion}. Je stond als eerste op de wachtlijst
              en bent nu geplaatst.
            </Text>
            <Action href={d.link} label="Bekijk je inschrijvingen" />
          </Layout>
        ),
      }
    }
    case 'reminder': {
      const d = data as MailData['reminder']
      return {
        subject: `Herinnering: je inschrijving voor ${d.scope} is nog niet compleet`,
        body: (
          <Layout
            preview={`Je inschrijving voor ${d.scope} is nog niet compleet.`}
            title="Herinnering"
          >
            <Text>{hello(d.name)}</Text>
            <Text>Je inschrijving voor {d.scope} is nog niet compleet:</Text>
            <ul>
              {d.missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
            {d.closesAt && <Text>De inschrijving sluit {d.closesAt}.</Text>}
            <Action href={d.link} label="Naar je inschrijving" />
          </Layout>
        ),
      }
    }
    case 'login-attack': {
      const d = data as MailData['login-attack']
      return {
        subject: `Veel inlogpogingen op je account bij ${APP_NAME}`,
        body: (
          <Layout
            preview="Iemand probeert met verkeerde wachtwoorden in te loggen op je account."
            title="Veel inlogpogingen op je account"
          >
            <Text>{hello(d.name)}</Text>
            <Text>
              Vandaag is vaak geprobeerd met een verkeerd wachtwoord in te loggen op je account,
              niet vanaf een apparaat waarop jij eerder inlogde. Je account is niet geblokkeerd: op
              je eigen apparaat log je gewoon in.
            </Text>
            <Text>
              Was jij dit niet? Kies dan een sterk wachtwoord dat je nergens anders gebruikt, en
              meld het bij je docent of de beheerder.
            </Text>
            <Action href={d.link} label={`Naar ${APP_NAME}`} />
          </Layout>
        ),
      }
    }
    case 'notice': {
      const d = data as MailData['notice']
      return {
        subject: d.subject,
        body: (
          <Layout preview={d.lines[0] ?? d.subject} title={d.subject}>
            <Text>{hello(d.name)}</Text>
            {d.lines.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
            <Action href={d.link} label="Naar je account" />
          </Layout>
        ),
      }
    }
    case 'consent': {
      const d = data as MailData['consent']
      const subject = `${d.reminder ? 'Herinnering: t' : 'T'}oestemming gevraagd voor ${d.trip}`
      return {
        subject,
        body: (
          <Layout
            preview={`${d.student} vraagt uw toestemming voor ${d.trip}.`}
            title={subject}
            address="u"
          >
            <Text>{hello(d.parent)}</Text>
            <Text>
              {d.student} heeft zich via {APP_NAME} ingeschreven voor een reis waarvoor de school
              toestemming van een ouder of verzorger nodig heeft:
            </Text>
            <ul>
              <li>Reis: {d.trip}</li>
              <li>Data: {d.dates}</li>
              <li>Bestemming: {d.destination}</li>
              <li>Punten: {d.points}</li>
              <li>Voorwaarden: de {d.terms}, te lezen op de pagina achter de knop</li>
            </ul>
            <Text>
              Via de knop geeft u wel of geen toestemming. U hebt er geen account voor nodig.
            </Text>
            <Action href={d.link} label="Toestemming geven of weigeren" address="u" />
            <Text>
              De link werkt {d.validDays} dagen en één keer. Kent u deze student niet? Dan kunt u
              dit bericht negeren.
            </Text>
          </Layout>
        ),
      }
    }
  }
  throw new Error(`onbekende soort e-mail: ${String(kind)}`)
}

/** A mail as HTML and plain text (the text made from the same HTML, links written out). */
export async function renderMail<K extends MailKind>(
  kind: K,
  data: MailData[K],
): Promise<RenderedMail> {
  const { subject, body } = compose(kind, data)
  const html = await render(body)
  return { subject, html, text: toPlainText(html) }
}

/**
 * The text of one printed activation code (one block a student on the PDF): for schools that do
 * not mail their students.
 */
export function activationCodeLetter(d: {
  name: string
  number: string
  appUrl: string
  code: string
  validUntil: string
}): string[] {
  return [
    d.name,
    `Studentnummer: ${d.number}`,
    `Ga naar ${d.appUrl.replace(/\/$/, '')}/account-activeren`,
    `Vul je studentnummer en deze code in: ${d.code}`,
    `Kies daarna een wachtwoord van minstens 10 tekens.`,
    `De code werkt één keer, tot en met ${d.validUntil}.`,
  ]
}
