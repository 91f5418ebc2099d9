import {
  demo,
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  nav,
  openApp,
  overrideBackend,
  resetBackend,
  test,
} from './fixtures'

// No English and no markup on screen (issue 19, item 11): an answer without a message of its
// own reads as Dutch words for its status; the server's own message wins where there is one.

const proxyPage = (status: number, title: string) => ({
  status,
  body: `<html><head><title>${status} ${title}</title></head><body><center><h1>${status} ${title}</h1></center><hr><center>nginx</center></body></html>`,
  contentType: 'text/html',
})

test('login: too many attempts (429) and a server that is down (503) say why, beside Login mislukt', async ({
  page,
}) => {
  await openApp(page)
  await nav(page).getByRole('button', { name: 'Inloggen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Inloggen' })
  await dialog.getByLabel('Gebruikersnaam').fill(demo.student)
  await dialog.getByLabel('Wachtwoord').fill(DEMO_PASSWORD)
  const alert = dialog.getByRole('alert')
  const cases = [
    [
      {
        status: 429,
        body: '{"message":"Te veel inlogpogingen. Probeer het over 5 minuten opnieuw."}',
        contentType: 'application/json',
      },
      'Login mislukt Te veel inlogpogingen. Probeer het over 5 minuten opnieuw.',
    ],
    [
      { status: 429, body: '' },
      'Login mislukt Te veel pogingen achter elkaar. Wacht even en probeer het dan opnieuw.',
    ],
    [
      {
        status: 503,
        body: '{"message":"De database is even niet bereikbaar."}',
        contentType: 'application/json',
      },
      'Login mislukt De database is even niet bereikbaar.',
    ],
    [
      proxyPage(503, 'Service Temporarily Unavailable'),
      'Login mislukt De server is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
    ],
    // Wrong credentials say no more than SPEC §8.
    [
      { status: 401, body: '{"message":"Onjuist wachtwoord"}', contentType: 'application/json' },
      'Login mislukt',
    ],
  ] as const
  for (const [answer, text] of cases) {
    await overrideBackend(page, 'post', 'users/login', answer)
    await dialog.getByRole('button', { name: 'Inloggen' }).click()
    await expect(alert).toHaveText(text)
    await resetBackend(page)
  }
  await expectNoAxeViolations(page)
})

test('a proxy’s HTML error page and an empty 503 read as Dutch words, never as markup', async ({
  page,
}) => {
  await openApp(page, '/')
  const main = page.getByRole('main')
  await overrideBackend(page, 'get', 'excursions', proxyPage(502, 'Bad Gateway'))
  await nav(page).getByRole('link', { name: 'Keuzedelen' }).click()
  await expect(main.getByRole('alert')).toContainText('De server is niet bereikbaar.', {
    timeout: 15_000,
  })
  await expect(main).not.toContainText('nginx')
  await expect(main).not.toContainText('Bad Gateway')
  await resetBackend(page)

  await overrideBackend(page, 'get', 'website_content', { status: 503, body: '' })
  await nav(page).getByRole('link', { name: 'Contact' }).click()
  await expect(main.getByRole('alert')).toContainText(
    'De server is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
    { timeout: 15_000 },
  )
  await expect(main).not.toContainText('Service Unavailable')
})
