import { describe, expect, it } from 'vitest'
import { activationCodeLetter, renderMail } from './templates'

const link = 'https://xweek.school.nl/inschrijvingen'

describe('the mails (React Email)', () => {
  it('placement: where, and by which wish; or why not', async () => {
    const placed = await renderMail('placement', {
      name: 'Daan',
      scope: 'X-Week',
      link,
      excursion: 'Parijs',
      rank: 2,
    })
    expect(placed.text).toContain('Je bent geplaatst bij Parijs (jouw 2e keuze).')
    expect(placed.subject).toBe('Plaatsing X-Week: Parijs')
    expect(placed.html).toContain('Je bent geplaatst bij Parijs (jouw 2e keuze).')
    const why = await renderMail('placement', {
      name: 'Daan',
      scope: 'X-Week',
      link,
      excursion: 'Parijs',
      rank: 2,
      reason: 'Je 1e keuze, Berlijn, had 40 wensen voor 20 plaatsen; je 2e keuze had plaats.',
    })
    expect(why.text).toContain('Je 1e keuze, Berlijn, had 40 wensen voor 20 plaatsen')
    expect(placed.text).not.toContain('keuze, ')
    const none = await renderMail('placement', {
      name: 'Daan',
      scope: 'X-Week',
      link,
      excursion: null,
      reason: 'Je had geen wensen opgegeven.',
    })
    expect(none.text).toContain('Je bent niet geplaatst. Je had geen wensen opgegeven.')
  })

  it('every kind: Dutch, HTML and text with the link written out, no images or tracking', async () => {
    const mails = [
      await renderMail('activation', { name: 'Sanne', link: `${link}#token=a`, validDays: 7 }),
      await renderMail('reset', { name: '', link: `${link}#token=b`, validMinutes: 60 }),
      await renderMail('waiting-list', { name: 'Sanne', excursion: 'Londen', link }),
      await renderMail('reminder', {
        name: 'Sanne',
        scope: 'X-Week',
        missing: ['Je hebt 1 van de 3 wensen opgegeven.'],
        closesAt: 'vrijdag 6 november om 17:00',
        link,
      }),
    ]
    for (const mail of mails) {
      expect(mail.html).toMatch(/<html[^>]*lang="nl"/)
      expect(mail.html).not.toMatch(/<img|<script|utm_/i)
      expect(mail.text).toContain(link)
      expect(mail.text).toMatch(/Hallo/)
    }
    expect(mails[0]!.text).toContain('7 dagen')
    expect(mails[1]!.text).toContain('60 minuten')
    expect(mails[2]!.subject).toBe('Je hebt een plaats: Londen')
    expect(mails[3]!.text).toContain('Je hebt 1 van de 3 wensen opgegeven.')
  })

  it("the parent's consent mail says 'u' throughout, the student's mails keep 'je'", async () => {
    const consent = await renderMail('consent', {
      parent: 'Marieke Jansen',
      student: 'Daan Jansen',
      trip: 'Stedenreis Berlijn',
      dates: '11-04-2027 t/m 15-04-2027',
      destination: 'Berlijn, Duitsland',
      points: 16,
      terms: 'Reisvoorwaarden',
      link: `${link}#token=c`,
      validDays: 14,
      reminder: false,
    })
    for (const text of [consent.text, consent.html]) {
      expect(text).not.toMatch(/\b(je|jij|jou|jouw)\b/i)
      expect(text).toContain('U kunt er niet op antwoorden.')
      expect(text).toContain('Kopieer dan dit adres in uw browser')
    }
    const student = await renderMail('waiting-list', { name: 'Sanne', excursion: 'Londen', link })
    expect(student.text).toContain('Je kunt er niet op antwoorden.')
    expect(student.text).toContain('Kopieer dan dit adres in je browser')
  })

  it('a printed code letter names the student, the page and the code', () => {
    const lines = activationCodeLetter({
      name: 'Sanne de Vries',
      number: '123456',
      appUrl: 'https://xweek.school.nl/',
      code: 'ACDEF-GHJKM',
      validUntil: '16-11-2026',
    })
    expect(lines).toContain('Ga naar https://xweek.school.nl/account-activeren')
    expect(lines.join('\n')).toContain('ACDEF-GHJKM')
  })
})
