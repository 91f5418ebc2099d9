import { MODEL_TEXT_MARK, type AppTextName } from '~domain/app-texts'

/** The retention settings the model privacy policy names (server/config.ts). */
export type Retention = {
  auditRetentionDays: number
  idDataRetentionDays: number
  mailRetentionDays: number
}

const mark = `<p><strong>${MODEL_TEXT_MARK}.</strong> Deze tekst is een model dat bij de installatie is meegeleverd. Lees hem na, pas hem aan en sla hem op (of kies 'Gecontroleerd') voordat studenten worden uitgenodigd.</p>`

/**
 * Dutch starting texts for a fresh install (issue 42): every page and every set of terms has
 * one, so no student is ever asked to accept an empty text. Each is marked as a model the
 * school must check; the privacy policy says what the app stores, why, for how long (the
 * retention settings of this install) and who sees it.
 */
export function modelTexts(r: Retention): Record<AppTextName, string> {
  return {
    privacy_policy: `${mark}
<h2>Waarom we gegevens bewaren</h2>
<p>De school gebruikt deze website om de inschrijving voor activiteiten, reizen (de X-Week) en keuzedelen te regelen. We bewaren alleen wat daarvoor nodig is.</p>
<h2>Wat we bewaren</h2>
<ul>
<li>Je account: je gebruikersnaam (studentnummer of e-mailadres), je naam, je klas en je e-mailadres, uit de klassenlijst van de school.</li>
<li>Wat je zelf invult: je telefoonnummer en je mentor of coach.</li>
<li>Voor een reis naar het buitenland: de gegevens van je paspoort of ID-kaart (soort, nummer, data van afgifte en geldigheid, land, namen), je geboortedatum en nationaliteit.</li>
<li>Je inschrijvingen, je voorkeuren en waar je geplaatst bent, en of je betaald hebt.</li>
<li>Wanneer je het privacybeleid en de voorwaarden hebt geaccepteerd.</li>
<li>Je sessies (wanneer en met welk apparaat je ingelogd bent) en de e-mails die de website je stuurt.</li>
<li>Een logboek van wijzigingen: wie wat wanneer deed.</li>
</ul>
<h2>Hoe lang</h2>
<ul>
<li>Paspoort- of ID-gegevens: tot ${r.idDataRetentionDays} dagen na de terugkomst van je laatste reis waarvoor ze nodig zijn.</li>
<li>E-mails van de website: ${r.mailRetentionDays} dagen.</li>
<li>Het logboek: ${r.auditRetentionDays} dagen.</li>
<li>Je account en inschrijvingen: zolang je op school staat ingeschreven; daarna verwijdert de school je account.</li>
</ul>
<h2>Wie je gegevens ziet</h2>
<p>Jij ziet al je gegevens op Mijn account (ook als overzicht bij 'Mijn gegevens'). Docenten en beheerders van de school zien je account, profiel en inschrijvingen. Alleen beheerders zien je paspoort- of ID-gegevens; de school geeft die alleen door aan de reisorganisatie van een reis waarvoor je bent ingeschreven. We verkopen niets en delen niets met anderen.</p>
<h2>Je rechten</h2>
<p>Je mag je gegevens inzien en laten verbeteren of verwijderen. Neem daarvoor contact op met de school (zie Contact).</p>`,
    activity_terms: `${mark}
<ul>
<li>Je inschrijving voor een activiteit is pas zeker als die op Mijn account staat.</li>
<li>Je bent op tijd op de verzamelplek en volgt de aanwijzingen van de begeleiders.</li>
<li>Kun je niet komen, meld dat dan vooraf bij de organisatie van de activiteit.</li>
</ul>`,
    reis_terms: `${mark}
<ul>
<li>Je inschrijving voor een reis is definitief zodra de betaling binnen is.</li>
<li>Je hebt een geldig paspoort of ID-kaart nodig, die na de terugkomst nog minstens drie maanden geldig is.</li>
<li>Je volgt tijdens de reis de aanwijzingen van de begeleiders en de regels van de school.</li>
</ul>`,
    keuzedelen_terms: `${mark}
<ul>
<li>Je volgt alle lessen van het keuzedeel en rondt het af zoals je opleiding dat vraagt.</li>
<li>Wisselen van keuzedeel kan alleen in overleg met je mentor of coach.</li>
</ul>`,
    home: `${mark}
<h2>Welkom</h2>
<p>Hier schrijf je je in voor de activiteiten en reizen van de X-Week en voor je keuzedelen. Log in met je studentnummer of je e-mailadres van school.</p>`,
    contact: `${mark}
<p>Vragen over de inschrijving? Neem contact op met de organisatie van de X-Week of met het studentenbureau van je school.</p>`,
    algemene_informatie: `${mark}
<p>In de X-Week kies je zelf wat je doet: een activiteit in Nederland of een reis naar het buitenland. Bij elke activiteit en reis staat hoeveel punten hij oplevert; op Mijn account zie je hoeveel je nodig hebt.</p>`,
    faq: `${mark}
<h2>Kan ik mijn inschrijving wijzigen?</h2>
<p>Ja, zolang de inschrijving open is kun je je uitschrijven en opnieuw inschrijven.</p>`,
    faq_xweek: `${mark}
<h2>Hoe haal ik mijn punten?</h2>
<p>Elke activiteit en reis levert punten op; samen halen ze minstens het aantal dat op Mijn account staat.</p>`,
    faq_keuzedelen: `${mark}
<h2>Hoeveel keuzedelen kies ik?</h2>
<p>Dat hangt af van je opleiding. Je mentor of coach helpt je bij de keuze.</p>`,
  }
}
