import { z } from "zod";
import nl from "zod/v4/locales/nl.js";
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import net from "node:net";
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { JSDOM } from "jsdom";
import pino from "pino";
import DOMPurify from "dompurify";
import { PGlite } from "@electric-sql/pglite";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzle$1 } from "drizzle-orm/node-postgres";
import { migrate as migrate$1 } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, lte, ne, sql } from "drizzle-orm";
import { bigint, bigserial, boolean, customType, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { config, toJSONSchema } from "zod/v4/core";
import { z as z$1 } from "zod/mini";
import dayjs, { default as dayjs$1 } from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";
import "dayjs/locale/nl.js";
import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { serveStatic } from "@hono/node-server/serve-static";
import { compress } from "hono/compress";
// server/config.ts
z.config(nl());
var flag$1 = z.enum([
	"true",
	"false",
	"1",
	"0",
	"on",
	"off",
	"yes",
	"no"
]).transform((v) => [
	"true",
	"1",
	"on",
	"yes"
].includes(v));
var whole = (min, max) => z.coerce.number().int().min(min).max(max);
/** Every setting of the server, read once at start from the environment (README "Server"). */
var serverConfigSchema = z.object({
	PORT: whole(0, 65535).default(3e3),
	HOST: z.string().min(1).default("0.0.0.0"),
	DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "moet met postgres:// of postgresql:// beginnen").optional(),
	DATA_DIR: z.string().min(1).default("./data"),
	DB_POOL_SIZE: whole(1, 200).default(10),
	SESSION_TTL_HOURS: z.coerce.number().positive().max(2160).default(12),
	LOCK_TIMEOUT_MS: whole(100, 6e4).default(3e3),
	SEED: z.enum(["demo", "large"]).optional(),
	ADMIN_LOGIN_ID: z.string().trim().min(1).optional(),
	ADMIN_PASSWORD: z.string().min(8, "minstens 8 tekens").optional(),
	STATIC_DIR: z.string().min(1).default("dist"),
	SERVE_STATIC: flag$1.default(true),
	TRUST_PROXY: flag$1.default(false),
	LOG_LEVEL: z.enum([
		"fatal",
		"error",
		"warn",
		"info",
		"debug",
		"silent"
	]).default("info"),
	AUDIT_RETENTION_DAYS: whole(1, 36500).default(730),
	/** log2 of scrypt's N; 15 is 32 MiB a hash. Lower only for tests. */
	SCRYPT_COST: whole(10, 20).default(15),
	SHUTDOWN_GRACE_MS: whole(0, 12e4).default(1e4)
}).refine((c) => !c.ADMIN_PASSWORD || c.ADMIN_LOGIN_ID, {
	message: "ADMIN_PASSWORD zonder ADMIN_LOGIN_ID",
	path: ["ADMIN_LOGIN_ID"]
}).refine((c) => !c.ADMIN_LOGIN_ID || c.ADMIN_PASSWORD, {
	message: "ADMIN_LOGIN_ID zonder ADMIN_PASSWORD",
	path: ["ADMIN_PASSWORD"]
});
/** Reads the settings; a bad value is a readable error (the server does not start). */
function readServerConfig(env) {
	const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== void 0 && v !== ""));
	const parsed = serverConfigSchema.safeParse(given);
	if (!parsed.success) {
		const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(algemeen)"}: ${i.message}`);
		throw new Error(`Ongeldige serverinstellingen:\n${lines.join("\n")}`);
	}
	return parsed.data;
}
// src/lib/sanitize.ts
/**
* The one allow-list for admin-authored HTML: exactly the markup the content editor's toolbar
* produces. The reader (SafeHtml), the editor's input and the editor's output all go through
* `sanitizeHtml`, so what is saved is what is shown.
*/
var allowedTags = [
	"p",
	"br",
	"h2",
	"h3",
	"h4",
	"strong",
	"em",
	"u",
	"s",
	"span",
	"a",
	"ul",
	"ol",
	"li",
	"hr",
	"img",
	"table",
	"colgroup",
	"col",
	"tbody",
	"tr",
	"th",
	"td"
];
var allowedAttributes = [
	"style",
	"href",
	"target",
	"rel",
	"src",
	"alt",
	"title",
	"width",
	"height",
	"start",
	"type",
	"colspan",
	"rowspan",
	"colwidth"
];
var length = /^\d+(\.\d+)?(px|rem|em|%)$/;
/** Inline styles the toolbar writes (colour, size, family, alignment, table widths); nothing else. */
var allowedStyles = {
	color: /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*[\d.]+\s*)?\))$/i,
	"font-size": length,
	"font-family": /^[\w\s,"'-]+$/,
	"text-align": /^(left|center|right|justify)$/,
	width: length,
	"min-width": length
};
/** Link and image addresses: web, mail, phone and same-site paths. No javascript:, no data:. */
var safeUrl = /^(https?:|mailto:|tel:|\/(?!\/)|#|[^\s:/?#]+(?:[/?#]|$))/i;
/** An address the sanitiser keeps in a link or an image (the editor's link field checks it too). */
var isSafeUrl = (url) => safeUrl.test(url.trim());
/** Browsers ignore control characters and spaces inside a URL scheme ("java\tscript:"). */
var withoutControls = (value) => [...value].filter((c) => c.charCodeAt(0) > 32).join("");
var numeric = /^\d{1,5}$/;
var numericAttributes = /* @__PURE__ */ new Set([
	"width",
	"height",
	"start",
	"colspan",
	"rowspan"
]);
/** Keeps only the allowed declarations of a style attribute. */
function filterStyle(style) {
	return style.split(";").map((declaration) => {
		const colon = declaration.indexOf(":");
		if (colon < 0) return null;
		const property = declaration.slice(0, colon).trim().toLowerCase();
		const value = declaration.slice(colon + 1).trim();
		const rule = allowedStyles[property];
		return rule && rule.test(value) ? `${property}: ${value}` : null;
	}).filter((d) => d !== null).join("; ");
}
/**
* A sanitiser with the allow-list on a DOM: the browser's window here, jsdom's on the server
* (which sanitises content again before it stores it).
*/
function createSanitizer(window) {
	const purifier = DOMPurify(window);
	if (!purifier.isSupported) throw new Error("DOMPurify needs a DOM to sanitise HTML");
	purifier.addHook("uponSanitizeAttribute", (node, data) => {
		const name = data.attrName;
		const value = data.attrValue.trim();
		if (name === "style") {
			data.attrValue = filterStyle(value);
			if (!data.attrValue) data.keepAttr = false;
		} else if (name === "href" || name === "src") {
			if (!isSafeUrl(withoutControls(value))) data.keepAttr = false;
		} else if (numericAttributes.has(name)) {
			if (!numeric.test(value)) data.keepAttr = false;
		} else if (name === "colwidth") {
			if (!/^\d{1,5}(,\d{1,5})*$/.test(value)) data.keepAttr = false;
		} else if (name === "target") {
			if (value !== "_blank") data.keepAttr = false;
		} else if (name === "type") {
			if (node.nodeName !== "OL" || !/^[1aAiI]$/.test(value)) data.keepAttr = false;
		}
	});
	purifier.addHook("afterSanitizeAttributes", (node) => {
		if (node.nodeName === "A" && node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer nofollow");
	});
	return (html) => purifier.sanitize(html, {
		ALLOWED_TAGS: [...allowedTags],
		ALLOWED_ATTR: [...allowedAttributes],
		ALLOW_DATA_ATTR: false,
		ALLOW_ARIA_ATTR: false,
		ALLOWED_URI_REGEXP: safeUrl
	});
}
// server/security/passwords.ts
var toBase64 = (bytes) => btoa(String.fromCharCode(...bytes));
var fromBase64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
/** Compares in time independent of where the first difference is. */
function sameBytes(a, b) {
	if (a.length !== b.length) return false;
	let difference = 0;
	for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
	return difference === 0;
}
async function pbkdf2(password, salt, iterations) {
	const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
	const bits = await crypto.subtle.deriveBits({
		name: "PBKDF2",
		hash: "SHA-256",
		salt,
		iterations
	}, key, 256);
	return new Uint8Array(bits);
}
/** `pbkdf2-sha256$iterations$salt$hash`: the demo backend's hash. */
async function verifyPbkdf2(password, stored) {
	const [kind, iterations, salt, hash] = stored.split("$");
	if (kind !== "pbkdf2-sha256" || !iterations || !salt || !hash) return false;
	return sameBytes(await pbkdf2(password, fromBase64(salt), Number(iterations)), fromBase64(hash));
}
/**
* The demo accounts' password `welkom`, hashed once (PBKDF2, 1,000 iterations) so that seeding is
* instant. The server replaces it with a scrypt hash at the first login with it.
*/
var DEMO_PASSWORD_HASH = "pbkdf2-sha256$1000$c2NhbGRhLXhXZWVrLWRlbW8=$JGGdMoXClDSUEYDqSYFl0h4rFz7n2jZglhP4G0qp78Q=";
/** A hash no password matches: an account without a password yet. */
var NO_PASSWORD = "none$";
// server/seed/demo.ts
/** Password of every demo account (DESIGN.md). */
var DEMO_PASSWORD = "welkom";
var noIdData = {
	nationality: "",
	bday: "",
	gender: "",
	document_type: "",
	document_number: "",
	document_issue_date: "",
	document_validity_date: "",
	document_country: "",
	document_first_name: "",
	document_surname: ""
};
var noTerms = {
	accept_privacy_policy: true,
	accept_reis_terms: false,
	accept_activity_terms: false,
	accept_keuzedelen_terms: false
};
var people = [
	{
		id: "u-sanne",
		role: "student",
		login_id: "123456",
		email: "123456@student.scalda.nl",
		first_name: "Sanne",
		last_name_prefix: "de",
		last_name: "Vries",
		profile: {
			number: "123456",
			phone: "",
			grade: "",
			hours: 20,
			accept_privacy_policy: false
		}
	},
	{
		id: "u-daan",
		role: "student",
		login_id: "654321",
		email: "654321@student.scalda.nl",
		first_name: "Daan",
		last_name: "Jansen",
		profile: {
			number: "654321",
			phone: "+31612345678",
			grade: "M. Bakker",
			hours: 20,
			accept_privacy_policy: true,
			accept_reis_terms: true,
			accept_activity_terms: true,
			accept_keuzedelen_terms: true,
			nationality: "Netherlands (the)",
			bday: "14-03-2008",
			gender: "m",
			document_type: "passport",
			document_number: "NXC4R8T21",
			document_issue_date: "02-06-2022",
			document_validity_date: "02-06-2032",
			document_country: "Netherlands (the)",
			document_first_name: "Daan",
			document_surname: "Jansen"
		}
	},
	{
		id: "u-docent",
		role: "teacher",
		login_id: "docent@scalda.nl",
		email: "docent@scalda.nl",
		first_name: "Marieke",
		last_name: "Bakker",
		profile: { phone: "+31687654321" }
	},
	{
		id: "u-admin",
		role: "admin",
		login_id: "admin@scalda.nl",
		email: "admin@scalda.nl",
		first_name: "Pieter",
		last_name_prefix: "van den",
		last_name: "Berg",
		profile: { phone: "+31611122233" }
	},
	{
		id: "u-beheer",
		role: "admin",
		login_id: "beheer@xweek-scalda.nl",
		email: "beheer@xweek-scalda.nl",
		first_name: "X-Week",
		last_name: "Beheer",
		profile: { phone: "+31611144455" }
	},
	...[
		[
			"u-s1",
			"201001",
			"Emma",
			"",
			"Visser",
			"J. de Boer"
		],
		[
			"u-s2",
			"201002",
			"Noah",
			"van",
			"Dijk",
			"J. de Boer"
		],
		[
			"u-s3",
			"201003",
			"Julia",
			"",
			"Smit",
			"A. Mulder"
		],
		[
			"u-s4",
			"201004",
			"Liam",
			"",
			"Meijer",
			"A. Mulder"
		],
		[
			"u-s5",
			"201005",
			"Tess",
			"de",
			"Groot",
			"M. Bakker"
		],
		[
			"u-s6",
			"201006",
			"Sem",
			"",
			"Bos",
			"M. Bakker"
		]
	].map(([id, number, first, prefix, last, grade]) => ({
		id,
		role: "student",
		login_id: number,
		email: `${number}@student.scalda.nl`,
		first_name: first,
		last_name_prefix: prefix,
		last_name: last,
		profile: {
			number,
			phone: `+316${number}00`,
			grade,
			hours: 20,
			accept_activity_terms: true,
			accept_keuzedelen_terms: true
		}
	}))
];
/** The trips abroad come back a few days later (the ID data must be valid 3 months after). */
var returnDates = {
	b1: "15-04-2027",
	b2: "16-04-2027",
	b3: "17-04-2027",
	b4: "16-04-2027"
};
var excursions$1 = [
	[
		"x1",
		"Kanoën in de Biesbosch",
		"x-week",
		4,
		"12-04-2027",
		"Nationaal Park De Biesbosch"
	],
	[
		"x2",
		"Rijksmuseum en grachtenrondvaart",
		"x-week",
		6,
		"13-04-2027",
		"Amsterdam"
	],
	[
		"x3",
		"Deltawerken en Neeltje Jans",
		"x-week",
		4,
		"12-04-2027",
		"Vrouwenpolder"
	],
	[
		"x4",
		"Klimmen bij Monk Bergen op Zoom",
		"x-week",
		3,
		"14-04-2027",
		"Bergen op Zoom"
	],
	[
		"x5",
		"Zeehondensafari Oosterschelde",
		"x-week",
		3,
		"15-04-2027",
		"Yerseke"
	],
	[
		"x6",
		"Efteling-techniekdag",
		"x-week",
		6,
		"14-04-2027",
		"Kaatsheuvel"
	],
	[
		"x7",
		"Vrijwilligerswerk bij de Voedselbank",
		"x-week",
		8,
		"13-04-2027",
		"Middelburg"
	],
	[
		"x8",
		"Fietstocht langs de Zeeuwse kust",
		"x-week",
		5,
		"16-04-2027",
		"Vlissingen"
	],
	[
		"b1",
		"Stedenreis Berlijn",
		"buitenland",
		16,
		"11-04-2027",
		"Berlijn, Duitsland"
	],
	[
		"b2",
		"Kunst en cultuur in Parijs",
		"buitenland",
		14,
		"12-04-2027",
		"Parijs, Frankrijk"
	],
	[
		"b3",
		"Skiën in Oostenrijk",
		"buitenland",
		20,
		"10-04-2027",
		"Zell am See, Oostenrijk"
	],
	[
		"b4",
		"Londen: theater en musea",
		"buitenland",
		14,
		"12-04-2027",
		"Londen, Verenigd Koninkrijk"
	],
	[
		"k1",
		"Ondernemerschap mbo",
		"keuzedeel",
		240,
		"01-02-2027",
		"Goes"
	],
	[
		"k2",
		"Engels op B1-niveau",
		"keuzedeel",
		240,
		"01-02-2027",
		"Vlissingen"
	],
	[
		"k3",
		"Duits in de beroepscontext",
		"keuzedeel",
		240,
		"01-02-2027",
		"Vlissingen"
	],
	[
		"k4",
		"Voorbereiding hbo",
		"keuzedeel",
		480,
		"01-02-2027",
		"Middelburg"
	],
	[
		"k5",
		"Digitale vaardigheden gevorderd",
		"keuzedeel",
		240,
		"15-02-2027",
		"Terneuzen"
	],
	[
		"k6",
		"Duurzaamheid in het beroep",
		"keuzedeel",
		240,
		"15-02-2027",
		"Goes"
	],
	[
		"k7",
		"Verdieping software",
		"keuzedeel",
		240,
		"01-03-2027",
		"Vlissingen"
	],
	[
		"k8",
		"Sport en bewegen",
		"keuzedeel",
		240,
		"01-03-2027",
		"Middelburg"
	],
	[
		"k9",
		"Eerste hulp bij ongelukken (EHBO)",
		"keuzedeel",
		120,
		"15-03-2027",
		"Bergen op Zoom"
	],
	[
		"k10",
		"Internationalisering: werken in het buitenland",
		"keuzedeel",
		240,
		"15-03-2027",
		"Roosendaal"
	]
].map(([_id, name, scope, hours, datetime, location]) => ({
	_id: String(_id),
	name: String(name),
	scope: String(scope),
	hours: Number(hours),
	datetime: String(datetime),
	location: String(location),
	description: `${name} in ${location}. Je krijgt vooraf een programma met vertrektijden en wat je mee moet nemen.`,
	capacity: null,
	minimum: null,
	return_date: returnDates[String(_id)] ?? null
}));
var subscriptions$1 = [
	[
		"s1",
		"x1",
		"u-daan",
		1,
		true
	],
	[
		"s2",
		"x3",
		"u-daan",
		2,
		false
	],
	[
		"s3",
		"b1",
		"u-daan",
		1,
		false
	],
	[
		"s4",
		"k2",
		"u-daan",
		1,
		false
	],
	[
		"s5",
		"x1",
		"u-s1",
		1,
		true
	],
	[
		"s6",
		"x2",
		"u-s2",
		1,
		false
	],
	[
		"s7",
		"x5",
		"u-s3",
		1,
		true
	],
	[
		"s8",
		"k1",
		"u-s4",
		1,
		false
	],
	[
		"s9",
		"k4",
		"u-s5",
		1,
		false
	],
	[
		"s10",
		"x6",
		"u-s6",
		1,
		false
	]
];
var page = (_title, body) => body;
var content = {
	home: page("Home", "<h2>Welkom bij X-Week!</h2><p>In de X-Week kies je zelf wat je doet: een activiteit in Nederland of een reis naar het buitenland. Daarnaast schrijf je je hier in voor je <strong>keuzedelen</strong>.</p><p>Log in met je studentnummer en kijk wat er dit jaar te doen is.</p>"),
	algemene_informatie: page("Algemene informatie", "<p>De X-Week is de projectweek van Scalda. Alle studenten doen mee en halen in deze week punten. Hoeveel punten je nodig hebt, zie je op je accountpagina.</p><ul><li>Inschrijven kan tot drie weken voor de X-Week.</li><li>Geef bij meerdere inschrijvingen je voorkeur aan.</li><li>Reizen naar het buitenland vragen een geldig paspoort of ID-kaart.</li></ul>"),
	faq: page("Veelgestelde vragen", "<h2>Kan ik mijn inschrijving wijzigen?</h2><p>Ja, zolang de inschrijving open is kun je je uitschrijven en opnieuw inschrijven.</p><h2>Wat als ik ziek ben?</h2><p>Meld je ziek bij je mentor en bij de organisatie van je activiteit.</p>"),
	faq_keuzedelen: page("FAQ keuzedelen", "<h2>Hoeveel keuzedelen moet ik kiezen?</h2><p>Dat hangt af van je opleiding. Je mentor of coach helpt je bij de keuze.</p><h2>Tellen keuzedelen mee voor mijn X-Week punten?</h2><p>Nee, keuzedelen tellen niet mee voor je punten.</p>"),
	faq_xweek: page("FAQ X-Week", "<h2>Hoe haal ik mijn punten?</h2><p>Elke activiteit en reis levert punten op. Samen moeten ze minstens je puntentotaal halen.</p><h2>Wat kost een reis?</h2><p>De kosten staan bij de reis. Je ontvangt een betaalverzoek na je inschrijving.</p>"),
	contact: page("Contact", "<p>Vragen over de X-Week of keuzedelen? Mail naar <a href=\"mailto:xweek@scalda.nl\">xweek@scalda.nl</a> of loop binnen bij het studentenbureau van je locatie.</p>"),
	privacy_policy: page("Privacybeleid", "<p>Scalda verwerkt je gegevens alleen om de X-Week en de keuzedelen te organiseren. We bewaren je paspoort- of ID-gegevens alleen zolang dat nodig is voor een reis en delen ze alleen met de reisorganisatie.</p><p>Je hebt recht op inzage en correctie van je gegevens.</p>"),
	reis_terms: page("Reisvoorwaarden", "<p>Je inschrijving voor een reis is definitief zodra de betaling binnen is. Je hebt een paspoort of ID-kaart nodig die nog minstens drie maanden na terugkomst geldig is.</p>"),
	activity_terms: page("Activiteitenvoorwaarden", "<p>Je bent op tijd aanwezig op de verzamelplek en volgt de aanwijzingen van de begeleiders op. Afwezigheid meld je vooraf.</p>"),
	keuzedelen_terms: page("Keuzedeelvoorwaarden", "<p>Je volgt alle lessen van het keuzedeel en rondt het af met een examen. Wisselen kan alleen in overleg met je mentor of coach.</p>")
};
function profileOf(person) {
	return {
		_id: `p-${person.id.slice(2)}`,
		user_id: person.id,
		first_name: person.first_name,
		last_name_prefix: person.last_name_prefix ?? "",
		last_name: person.last_name,
		email: person.email,
		login_id: person.login_id,
		...noTerms,
		...noIdData,
		number: "",
		phone: "",
		grade: "",
		hours: null,
		...person.profile
	};
}
/** When the demo data was made (the rows' creation time). */
var SEEDED_AT = new Date(Date.UTC(2026, 8, 1, 8, 0)).toISOString();
/** A fresh copy of the demo data; deterministic so tests can rely on it. */
function seed$1() {
	const scopeOf = new Map(excursions$1.map((e) => [e._id, e.scope]));
	return {
		users: people.map((p) => ({
			_id: p.id,
			role: p.role,
			login_id: p.login_id,
			password_hash: DEMO_PASSWORD_HASH,
			created_at: SEEDED_AT
		})),
		profiles: people.map(profileOf),
		sessions: [],
		excursions: excursions$1.map((e) => ({ ...e })),
		subscriptions: subscriptions$1.map(([_id, excursion_id, student_id, preference, payed], i) => ({
			_id,
			excursion_id,
			student_id,
			scope: scopeOf.get(excursion_id),
			preference,
			payed,
			timestamp: new Date(Date.UTC(2026, 9, 1 + i, 9, 30)).toISOString(),
			placed_via: null,
			placed_rank: null
		})),
		content: { ...content },
		settings: {
			version: "1.0.0",
			policy: "privacy_policy"
		},
		uploads: {},
		loginFailures: [],
		audit: [],
		rounds: [],
		placementRuns: [],
		waitingList: [],
		nextId: 1e3
	};
}
// server/seed/large.ts
/**
* The large demo data set: the ordinary seed plus generated students, excursions and
* subscriptions, to 3,000 students, 60 excursions and 10,000 subscriptions. It proves that the
* admin screens stay smooth at a school's real size. Deterministic (seeded random numbers),
* so tests and benchmarks see the same rows every time.
*/
var LARGE_DATA_SET = {
	students: 3e3,
	excursions: 60,
	subscriptions: 1e4
};
/** mulberry32: a small, fast, seeded generator. */
function random(seedValue) {
	let a = seedValue;
	return () => {
		a = a + 1831565813 | 0;
		let t = Math.imul(a ^ a >>> 15, 1 | a);
		t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t;
		return ((t ^ t >>> 14) >>> 0) / 4294967296;
	};
}
var firstNames = [
	"Emma",
	"Noah",
	"Julia",
	"Liam",
	"Tess",
	"Sem",
	"Mila",
	"Lucas",
	"Sophie",
	"Finn",
	"Zoë",
	"Daan",
	"Sara",
	"Levi",
	"Anna",
	"Luuk",
	"Evi",
	"Milan",
	"Noor",
	"Jesse",
	"Lotte",
	"Thijs",
	"Fleur",
	"Bram",
	"Lisa",
	"Ruben",
	"Isa",
	"Thomas",
	"Saar",
	"Mohammed",
	"Yara",
	"Ayoub",
	"Fatima",
	"Mehmet",
	"Chloë",
	"Joël",
	"Inès",
	"Kaj",
	"Maud",
	"Siem"
];
var lastNames = [
	["de", "Jong"],
	["", "Jansen"],
	["de", "Vries"],
	["van den", "Berg"],
	["van", "Dijk"],
	["", "Bakker"],
	["", "Visser"],
	["", "Smit"],
	["", "Meijer"],
	["de", "Boer"],
	["", "Mulder"],
	["de", "Groot"],
	["", "Bos"],
	["", "Vos"],
	["", "Peters"],
	["", "Hendriks"],
	["van", "Leeuwen"],
	["", "Dekker"],
	["", "Brouwer"],
	["de", "Wit"],
	["", "Dijkstra"],
	["", "Smits"],
	["de", "Graaf"],
	["van der", "Meer"],
	["van der", "Linden"],
	["", "Kok"],
	["", "Jacobs"],
	["de", "Haan"],
	["", "Vermeulen"],
	["van den", "Heuvel"],
	["", "Öztürk"],
	["", "El Amrani"],
	["", "Çelik"],
	["", "Koç"],
	["", "Willems"]
];
var mentors = Array.from({ length: 40 }, (_, i) => {
	const [prefix, name] = lastNames[i * 7 % lastNames.length];
	return `${"ABCDEFGHJKLMNPRSTW"[i % 18]}. ${prefix ? `${prefix} ` : ""}${name}`;
});
var extraOffers = [
	[
		"x-week",
		"Escaperoom en teambuilding",
		"Goes",
		3
	],
	[
		"x-week",
		"Wadlopen bij Schiermonnikoog",
		"Schiermonnikoog",
		6
	],
	[
		"x-week",
		"Bezoek Tweede Kamer",
		"Den Haag",
		4
	],
	[
		"x-week",
		"Zeilen op het Veerse Meer",
		"Veere",
		5
	],
	[
		"x-week",
		"Koken met lokale producten",
		"Middelburg",
		3
	],
	[
		"x-week",
		"Naturalis en Hortus",
		"Leiden",
		4
	],
	[
		"x-week",
		"Havenrondvaart Rotterdam",
		"Rotterdam",
		4
	],
	[
		"x-week",
		"Mountainbiken op de Brabantse Wal",
		"Woensdrecht",
		4
	],
	[
		"x-week",
		"Bouwen aan een tiny house",
		"Terneuzen",
		8
	],
	[
		"x-week",
		"Graffiti-workshop",
		"Vlissingen",
		3
	],
	[
		"x-week",
		"Nemo Science Museum",
		"Amsterdam",
		4
	],
	[
		"x-week",
		"Strandopruiming en natuurbeheer",
		"Domburg",
		5
	],
	[
		"x-week",
		"Theaterworkshop",
		"Bergen op Zoom",
		3
	],
	[
		"x-week",
		"Survivaltocht in de Kempen",
		"Eersel",
		6
	],
	[
		"x-week",
		"Watersnoodmuseum",
		"Ouwerkerk",
		3
	],
	[
		"x-week",
		"Dagje Texel",
		"Texel",
		6
	],
	[
		"x-week",
		"Filmmaken met je telefoon",
		"Goes",
		4
	],
	[
		"x-week",
		"Paardrijden op het strand",
		"Renesse",
		4
	],
	[
		"x-week",
		"Bezoek Evoluon en High Tech Campus",
		"Eindhoven",
		5
	],
	[
		"x-week",
		"Suppen op de Oosterschelde",
		"Zierikzee",
		3
	],
	[
		"buitenland",
		"Fietsen door Vlaanderen",
		"Gent, België",
		12
	],
	[
		"buitenland",
		"Stedenreis Barcelona",
		"Barcelona, Spanje",
		16
	],
	[
		"buitenland",
		"Natuur in de Ardennen",
		"Durbuy, België",
		12
	],
	[
		"buitenland",
		"Geschiedenis in Krakau",
		"Krakau, Polen",
		16
	],
	[
		"buitenland",
		"Design in Kopenhagen",
		"Kopenhagen, Denemarken",
		14
	],
	[
		"buitenland",
		"Rome: van antiek tot modern",
		"Rome, Italië",
		16
	],
	[
		"keuzedeel",
		"Basis Spaans",
		"Goes",
		240
	],
	[
		"keuzedeel",
		"Zorg voor de buitenruimte",
		"Middelburg",
		240
	],
	[
		"keuzedeel",
		"Programmeren in Python",
		"Vlissingen",
		240
	],
	[
		"keuzedeel",
		"Gastvrijheid en service",
		"Terneuzen",
		240
	],
	[
		"keuzedeel",
		"Financiële zelfredzaamheid",
		"Roosendaal",
		120
	],
	[
		"keuzedeel",
		"Coachend leidinggeven",
		"Bergen op Zoom",
		240
	],
	[
		"keuzedeel",
		"Fotografie en beeld",
		"Goes",
		240
	],
	[
		"keuzedeel",
		"Presenteren met impact",
		"Vlissingen",
		120
	],
	[
		"keuzedeel",
		"Verkooptechnieken",
		"Middelburg",
		240
	],
	[
		"keuzedeel",
		"Werken met data",
		"Terneuzen",
		240
	],
	[
		"keuzedeel",
		"Mediawijsheid",
		"Goes",
		120
	],
	[
		"keuzedeel",
		"Gezonde leefstijl",
		"Roosendaal",
		240
	]
];
/** A fresh copy of the large data set. */
function seedLarge() {
	const state = seed$1();
	const next = random(20261122);
	const pick = (list) => list[Math.floor(next() * list.length)];
	const extraExcursions = extraOffers.map(([scope, name, location, hours], i) => {
		const day = scope === "keuzedeel" ? 1 + i % 28 : 10 + i % 7;
		const month = scope === "keuzedeel" ? "03" : "04";
		return {
			_id: `g${i + 1}`,
			name,
			scope,
			hours,
			datetime: `${String(day).padStart(2, "0")}-${month}-2027`,
			location,
			description: `${name} in ${location}.`,
			capacity: null,
			minimum: null,
			return_date: null
		};
	});
	state.excursions.push(...extraExcursions);
	const seededStudents = state.users.filter((u) => u.role === "student").length;
	for (let i = 0; i < LARGE_DATA_SET.students - seededStudents; i++) {
		const id = `u-l${i + 1}`;
		const number = String(300001 + i);
		const [prefix, lastName] = pick(lastNames);
		const incomplete = next() < .04;
		state.users.push({
			_id: id,
			role: "student",
			login_id: number,
			password_hash: DEMO_PASSWORD_HASH,
			created_at: state.users[0].created_at
		});
		state.profiles.push({
			...state.profiles.find((p) => p.user_id === "u-s1"),
			_id: `p-l${i + 1}`,
			user_id: id,
			login_id: number,
			number,
			email: `${number}@student.scalda.nl`,
			first_name: pick(firstNames),
			last_name_prefix: prefix,
			last_name: lastName,
			phone: incomplete ? "" : `+316${String(1e7 + i * 7919).slice(-8)}`,
			grade: pick(mentors),
			hours: 20,
			accept_privacy_policy: !incomplete
		});
	}
	const offers = (scopes) => state.excursions.filter((e) => scopes.includes(e.scope));
	const xWeek = offers(["x-week", "buitenland"]);
	const electives = offers(["keuzedeel"]);
	const generated = state.users.filter((u) => u._id.startsWith("u-l"));
	const scopeOf = new Map(state.excursions.map((e) => [e._id, e.scope]));
	const taken = new Map(generated.map((u) => [u._id, []]));
	const start = Date.UTC(2026, 9, 1, 8, 0);
	for (let round = 0; state.subscriptions.length < LARGE_DATA_SET.subscriptions; round++) {
		const student = generated[round % generated.length];
		const mine = taken.get(student._id);
		const candidates = (round < generated.length || next() < .5 ? xWeek : electives).filter((e) => !mine.includes(e._id));
		if (candidates.length === 0) continue;
		const excursion = pick(candidates);
		const preference = mine.filter((id) => scopeOf.get(id) === excursion.scope).length + 1;
		mine.push(excursion._id);
		state.subscriptions.push({
			_id: `sl${round + 1}`,
			excursion_id: excursion._id,
			student_id: student._id,
			scope: excursion.scope,
			preference,
			payed: next() < .3,
			timestamp: new Date(start + Math.floor(next() * 40 * 24 * 60) * 6e4).toISOString(),
			placed_via: null,
			placed_rank: null
		});
	}
	extraExcursions.forEach((excursion, i) => {
		if (i % 4 !== 0) return;
		const count = state.subscriptions.filter((s) => s.excursion_id === excursion._id).length;
		excursion.capacity = i % 8 === 0 ? count : Math.ceil((count + 5) / 10) * 10;
	});
	return state;
}
// server/db/seed.ts
var seedSets = {
	demo: seed$1,
	large: seedLarge
};
/** Writes a demo data set (the demo backend's own seed) into an empty database, in one transaction. */
async function loadSeed(store, state) {
	await store.transaction(async (tx) => {
		for (const user of state.users) await tx.insertUser(user);
		for (const profile of state.profiles) await tx.insertProfile(profile);
		for (const excursion of state.excursions) await tx.insertExcursion(excursion);
		for (const sub of state.subscriptions) await tx.insertSubscription(sub);
		for (const [name, content] of Object.entries(state.content)) await tx.setContent(name, content);
		for (const [name, value] of Object.entries(state.settings)) await tx.setSetting(name, value);
		for (const round of state.rounds) await tx.saveRound(round);
		for (const run of state.placementRuns) await tx.insertPlacementRun(run);
		await tx.insertWaitingEntries(state.waitingList.map(({ id: _id, ...entry }) => entry));
	});
}
/** The settings the app needs from the first start (SPEC §3: the policy defaults to privacy_policy). */
async function ensureBaseSettings(store, version) {
	await store.transaction(async (tx) => {
		if (await tx.settingByName("policy") === null) await tx.setSetting("policy", "privacy_policy");
		await tx.setSetting("version", version);
	});
}
async function isEmpty(store) {
	return store.run(async (tx) => (await tx.listUsers()).length === 0);
}
/** An admin account (ADMIN_LOGIN_ID/ADMIN_PASSWORD, or `npm run user:create-admin`). */
async function createAdmin(store, passwords, input, now = /* @__PURE__ */ new Date()) {
	const passwordHash = await passwords.hash(input.password);
	return store.transaction(async (tx) => {
		const existing = await tx.userByLogin(input.loginId);
		if (existing) {
			await tx.updateUser(existing._id, {
				role: "admin",
				password_hash: passwordHash
			});
			await tx.deleteSessionsOfUser(existing._id);
			return {
				created: false,
				id: existing._id
			};
		}
		const id = tx.newId("u-");
		await tx.insertUser({
			_id: id,
			role: "admin",
			login_id: input.loginId,
			password_hash: passwordHash,
			created_at: now.toISOString()
		});
		await tx.insertProfile({
			_id: tx.newId("p-"),
			user_id: id,
			login_id: input.loginId,
			email: input.loginId.includes("@") ? input.loginId : "",
			first_name: input.firstName ?? "Beheerder",
			last_name: input.lastName ?? "",
			accept_privacy_policy: true
		});
		await tx.insertAudit({
			at: now.toISOString(),
			actor_id: null,
			actor_login: null,
			action: "account.create-admin",
			record_type: "user",
			record_id: id,
			before: null,
			after: {
				_id: id,
				role: "admin",
				login_id: input.loginId
			},
			address: "console"
		});
		return {
			created: true,
			id
		};
	});
}
// server/db/backup.ts
var lockFile = (dataDir) => join(resolve(dataDir), "server.pid");
/** Whether a live server holds the embedded database's folder (server.pid). */
function heldBy(dataDir) {
	const file = lockFile(dataDir);
	if (!existsSync(file)) return null;
	const pid = Number(readFileSync(file, "utf8"));
	try {
		process.kill(pid, 0);
		return pid;
	} catch {
		return null;
	}
}
/** The embedded database is one process's: a second server, or a backup, waits for it to stop. */
function claimDataDir(dataDir) {
	const pid = heldBy(dataDir);
	if (pid && pid !== process.pid) throw new Error(`De ingebouwde database in ${dataDir} is in gebruik door proces ${pid}. Stop die server eerst (één proces per DATA_DIR).`);
	mkdirSync(resolve(dataDir), { recursive: true });
	writeFileSync(lockFile(dataDir), String(process.pid));
	return () => {
		if (heldBy(dataDir) === process.pid) rmSync(lockFile(dataDir), { force: true });
	};
}
// server/db/schema.ts
/**
* The one database schema, for PGlite and PostgreSQL alike (migrations in server/db/migrations,
* written by drizzle-kit from this file). Property names are the API's (`_id`, snake_case fields),
* so a row is what a call answers.
*/
/** timestamptz read and written as an ISO 8601 text, the API's timestamp format. */
var isoTimestamp = customType({
	dataType: () => "timestamp(3) with time zone",
	toDriver: (value) => value,
	fromDriver: (value) => new Date(value).toISOString()
});
var at = (name) => isoTimestamp(name);
var users = pgTable("users", {
	_id: text("id").primaryKey(),
	role: text("role").notNull(),
	login_id: text("login_id").notNull(),
	/** scrypt (server) or the demo hash, with its parameters: `scrypt$N$r$p$salt$hash`. */
	password_hash: text("password_hash").notNull(),
	created_at: at("created_at").notNull()
}, (t) => [uniqueIndex("users_login_id_unique").on(sql`lower(${t.login_id})`)]);
var profiles = pgTable("profiles", {
	_id: text("id").primaryKey(),
	user_id: text("user_id").notNull().references(() => users._id, { onDelete: "cascade" }),
	first_name: text("first_name").notNull().default(""),
	last_name: text("last_name").notNull().default(""),
	last_name_prefix: text("last_name_prefix").notNull().default(""),
	email: text("email").notNull().default(""),
	login_id: text("login_id").notNull().default(""),
	accept_privacy_policy: boolean("accept_privacy_policy").notNull().default(false),
	accept_reis_terms: boolean("accept_reis_terms").notNull().default(false),
	accept_activity_terms: boolean("accept_activity_terms").notNull().default(false),
	accept_keuzedelen_terms: boolean("accept_keuzedelen_terms").notNull().default(false),
	nationality: text("nationality").notNull().default(""),
	bday: text("bday").notNull().default(""),
	gender: text("gender").notNull().default(""),
	document_type: text("document_type").notNull().default(""),
	document_number: text("document_number").notNull().default(""),
	document_issue_date: text("document_issue_date").notNull().default(""),
	document_validity_date: text("document_validity_date").notNull().default(""),
	document_country: text("document_country").notNull().default(""),
	document_first_name: text("document_first_name").notNull().default(""),
	document_surname: text("document_surname").notNull().default(""),
	number: text("number").notNull().default(""),
	phone: text("phone").notNull().default(""),
	grade: text("grade").notNull().default(""),
	hours: integer("hours")
}, (t) => [
	uniqueIndex("profiles_user_id_unique").on(t.user_id),
	index("profiles_email_lower").on(sql`lower(${t.email})`),
	uniqueIndex("profiles_number_unique").on(t.number).where(sql`${t.number} <> ''`)
]);
var sessions = pgTable("sessions", {
	/** SHA-256 of the bearer token; the token itself is never stored. */
	token_hash: text("token_hash").primaryKey(),
	user_id: text("user_id").notNull().references(() => users._id, { onDelete: "cascade" }),
	created_at: at("created_at").notNull(),
	expires_at: at("expires_at").notNull()
}, (t) => [index("sessions_user_id").on(t.user_id), index("sessions_expires_at").on(t.expires_at)]);
var excursions = pgTable("excursions", {
	_id: text("id").primaryKey(),
	name: text("name").notNull(),
	scope: text("scope").notNull(),
	hours: integer("hours").notNull(),
	/** DD-MM-YYYY, as the API writes it (DESIGN.md). */
	datetime: text("datetime").notNull(),
	description: text("description"),
	location: text("location"),
	/** Maximum number of subscriptions; null means no limit. */
	capacity: integer("capacity"),
	/** The smallest group the excursion runs with (placement); null means no minimum. */
	minimum: integer("minimum"),
	/** The day of return, DD-MM-YYYY like `datetime`; null when not given (a day trip). */
	return_date: text("return_date")
}, (t) => [index("excursions_scope").on(t.scope)]);
var subscriptions = pgTable("subscriptions", {
	_id: text("id").primaryKey(),
	excursion_id: text("excursion_id").notNull().references(() => excursions._id, { onDelete: "cascade" }),
	student_id: text("student_id").notNull().references(() => users._id, { onDelete: "cascade" }),
	/** The excursion's scope, kept here so ranks can be unique per student and scope. */
	scope: text("scope").notNull(),
	preference: integer("preference").notNull(),
	timestamp: at("timestamp").notNull(),
	payed: boolean("payed").notNull().default(false),
	/**
	* A published placement (preference rounds): how the student got this place ('wish', 'pin',
	* 'leftover', 'waiting-list'); null when this subscription is a wish without a place.
	*/
	placed_via: text("placed_via"),
	/** The wish's rank when the student was placed (kept when other wishes go and ranks close up). */
	placed_rank: integer("placed_rank")
}, (t) => [
	uniqueIndex("subscriptions_student_excursion_unique").on(t.student_id, t.excursion_id),
	uniqueIndex("subscriptions_placed_unique").on(t.student_id, t.scope).where(sql`${t.placed_via} is not null`),
	index("subscriptions_excursion_id").on(t.excursion_id),
	index("subscriptions_student_scope").on(t.student_id, t.scope)
]);
/**
* The sign-up round of a scope (README "Inschrijfrondes"). A scope without a row has the default
* round: first come, first served, no window, no limit on wishes.
*/
var rounds = pgTable("rounds", {
	scope: text("scope").primaryKey(),
	/** 'first-come' or 'preference'. */
	mode: text("mode").notNull().default("first-come"),
	/** The sign-up window; null: open from always, or until always. */
	opens_at: at("opens_at"),
	closes_at: at("closes_at"),
	min_wishes: integer("min_wishes").notNull().default(0),
	/** null: no maximum. */
	max_wishes: integer("max_wishes"),
	/** The policy students are told about (and the published placement's). */
	policy: text("policy").notNull().default("rank-maximal"),
	/** The placement run that is published, while it is. */
	published_run: text("published_run"),
	updated_at: at("updated_at").notNull()
});
/** A published placement: what was asked (policy, seed, pins) and what came out. */
var placementRuns = pgTable("placement_runs", {
	_id: text("id").primaryKey(),
	scope: text("scope").notNull(),
	policy: text("policy").notNull(),
	/** The lottery's seed (an unsigned 32-bit integer): the same input and seed, the same placement. */
	seed: bigint("seed", { mode: "number" }).notNull(),
	place_without_wishes: boolean("place_without_wishes").notNull(),
	/** The admin's pins: `{ student_id, excursion_id, reason }[]`. */
	pins: jsonb("pins").notNull(),
	/** The outcome's summary (histogram, fills, unplaced, dropped excursions). */
	summary: jsonb("summary").notNull(),
	/** Subscriptions the placement added (a pin or a leftover seat outside the wishes). */
	created_subscriptions: jsonb("created_subscriptions").notNull(),
	/** A fingerprint of the scope's places and waiting lists right after publishing (undo). */
	state_after: text("state_after").notNull(),
	published_at: at("published_at").notNull(),
	published_by: text("published_by"),
	undone_at: at("undone_at")
}, (t) => [index("placement_runs_scope").on(t.scope, t.published_at)]);
/** Waiting lists: first in line is the lowest id (ids only grow). */
var waitingList = pgTable("waiting_list", {
	id: bigserial("id", { mode: "number" }).primaryKey(),
	excursion_id: text("excursion_id").notNull().references(() => excursions._id, { onDelete: "cascade" }),
	student_id: text("student_id").notNull().references(() => users._id, { onDelete: "cascade" }),
	joined_at: at("joined_at").notNull()
}, (t) => [uniqueIndex("waiting_list_student_excursion_unique").on(t.student_id, t.excursion_id), index("waiting_list_excursion").on(t.excursion_id, t.id)]);
var websiteContent = pgTable("website_content", {
	name: text("name").primaryKey(),
	content: text("content").notNull()
});
var settings = pgTable("settings", {
	name: text("name").primaryKey(),
	value: text("value").notNull()
});
var uploads = pgTable("uploads", {
	_id: text("id").primaryKey(),
	content_type: text("content_type").notNull(),
	bytes: customType({ dataType: () => "bytea" })("bytes").notNull(),
	created_at: at("created_at").notNull()
});
/** Failed logins of the last window, by login id and by address (login throttling). */
var loginFailures = pgTable("login_failures", {
	id: bigserial("id", { mode: "number" }).primaryKey(),
	login_id: text("login_id").notNull(),
	address: text("address").notNull(),
	at: at("at").notNull()
}, (t) => [index("login_failures_login_id").on(t.login_id, t.at), index("login_failures_address").on(t.address, t.at)]);
/** Every change, appended in the transaction of the change itself; the API never edits one. */
var auditLog = pgTable("audit_log", {
	id: bigserial("id", { mode: "number" }).primaryKey(),
	at: at("at").notNull(),
	actor_id: text("actor_id"),
	actor_login: text("actor_login"),
	action: text("action").notNull(),
	record_type: text("record_type").notNull(),
	record_id: text("record_id"),
	before: jsonb("before"),
	after: jsonb("after"),
	address: text("address")
}, (t) => [
	index("audit_log_at").on(t.at),
	index("audit_log_actor").on(t.actor_id, t.id),
	index("audit_log_record").on(t.record_type, t.record_id, t.id),
	index("audit_log_action").on(t.action, t.id)
]);
// server/store/store.ts
/** Thrown by a store when a lock could not be had in time (mapped to 503, try again). */
var LockTimeout = class extends Error {
	constructor() {
		super("lock timeout");
	}
};
/** Thrown by a store when the database cannot be reached (mapped to 503). */
var DatabaseUnavailable = class extends Error {
	constructor(cause) {
		super("database unavailable", { cause });
	}
};
/** Thrown by a store when a unique constraint refuses a write (the rules check first). */
var UniqueViolation = class extends Error {
	constraint;
	constructor(constraint) {
		super(`unique violation: ${constraint}`);
		this.constraint = constraint;
	}
};
// server/store/sql.ts
/** Random ids: several server instances make ids at once, so no counter. */
function randomId(prefix) {
	const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";
	const bytes = crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(12));
	return prefix + Array.from(bytes, (b) => alphabet[b % 36]).join("");
}
/** The PostgreSQL error code of an error, wherever Drizzle or the driver put it, and all its messages. */
function pgCode(error) {
	const messages = [];
	let found = {};
	let e = error;
	for (let depth = 0; e && depth < 6; depth++) {
		const candidate = e;
		messages.push(String(candidate.message ?? ""));
		if (found.code === void 0 && typeof candidate.code === "string") found = {
			code: candidate.code,
			constraint: typeof candidate.constraint === "string" ? candidate.constraint : void 0
		};
		e = e.cause;
	}
	return {
		...found,
		message: messages.join(" | ")
	};
}
var CONNECTION_CODES = /* @__PURE__ */ new Set([
	"ECONNREFUSED",
	"ECONNRESET",
	"ETIMEDOUT",
	"EPIPE",
	"ENOTFOUND",
	"57P01",
	"57P02",
	"57P03",
	"08000",
	"08001",
	"08003",
	"08004",
	"08006",
	"53300"
]);
var RETRY_CODES = /* @__PURE__ */ new Set(["40001", "40P01"]);
/** Turns a driver error into the store's own errors (the app maps those to answers). */
function classifyDatabaseError(error) {
	if (error instanceof LockTimeout || error instanceof DatabaseUnavailable || error instanceof UniqueViolation) return error;
	const { code, constraint, message } = pgCode(error);
	if (code === "55P03") return new LockTimeout();
	if (code === "23505") return new UniqueViolation(constraint ?? "unique");
	if (code && CONNECTION_CODES.has(code) || /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended/i.test(message)) return new DatabaseUnavailable(error);
	return error;
}
/** A timestamptz column as the API's ISO text, made by the database. */
var isoText = (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
var SqlTx = class {
	db;
	serial;
	constructor(db, serial) {
		this.db = db;
		this.serial = serial;
	}
	newId(prefix) {
		return randomId(prefix);
	}
	async userById(id) {
		const [row] = await this.db.select().from(users).where(eq(users._id, id));
		return row ?? null;
	}
	async userByLogin(loginId) {
		const id = loginId.trim().toLowerCase();
		if (!id) return null;
		const [direct] = await this.db.select().from(users).where(sql`lower(${users.login_id}) = ${id}`);
		if (direct) return direct;
		const [viaProfile] = await this.db.select({ user: users }).from(profiles).innerJoin(users, eq(users._id, profiles.user_id)).where(sql`lower(${profiles.email}) = ${id} or (${profiles.number} <> '' and ${profiles.number} = ${id})`).limit(1);
		return viaProfile?.user ?? null;
	}
	async listUsers() {
		return this.db.select().from(users).orderBy(asc(users.created_at), asc(users._id));
	}
	async userIdsWithRole(role) {
		return (await this.db.select({ id: users._id }).from(users).where(eq(users.role, role))).map((r) => r.id);
	}
	async insertUser(row) {
		await this.db.insert(users).values(row);
	}
	async updateUser(id, patch) {
		if (Object.keys(patch).length) await this.db.update(users).set(patch).where(eq(users._id, id));
	}
	async deleteUsers(ids) {
		if (ids.length) await this.db.delete(users).where(inArray(users._id, ids));
	}
	async lockUsers(ids) {
		if (!ids.length || this.serial) return;
		await this.db.select({ id: users._id }).from(users).where(inArray(users._id, ids)).orderBy(asc(users._id)).for("update");
	}
	async profileOfUser(userId) {
		const [row] = await this.db.select().from(profiles).where(eq(profiles.user_id, userId));
		return row ?? null;
	}
	async profileById(id) {
		const [row] = await this.db.select().from(profiles).where(eq(profiles._id, id));
		return row ?? null;
	}
	async profileWithNumber(number) {
		if (!number) return null;
		const [row] = await this.db.select().from(profiles).where(eq(profiles.number, number));
		return row ?? null;
	}
	async listProfiles() {
		return this.db.select().from(profiles).orderBy(asc(profiles._id));
	}
	async insertProfile(row) {
		const [inserted] = await this.db.insert(profiles).values(row).returning();
		return inserted;
	}
	async updateProfile(id, patch) {
		if (!Object.keys(patch).length) return await this.profileById(id);
		const [updated] = await this.db.update(profiles).set(patch).where(eq(profiles._id, id)).returning();
		return updated;
	}
	async sessionByTokenHash(tokenHash) {
		const [row] = await this.db.select().from(sessions).where(eq(sessions.token_hash, tokenHash));
		return row ?? null;
	}
	async sessionWithUser(tokenHash) {
		const [row] = await this.db.select({
			session: sessions,
			user: users
		}).from(sessions).innerJoin(users, eq(users._id, sessions.user_id)).where(eq(sessions.token_hash, tokenHash));
		return row ?? null;
	}
	async insertSession(row) {
		await this.db.insert(sessions).values(row);
	}
	async extendSession(tokenHash, expiresAt) {
		await this.db.update(sessions).set({ expires_at: expiresAt }).where(eq(sessions.token_hash, tokenHash));
	}
	async deleteSession(tokenHash) {
		await this.db.delete(sessions).where(eq(sessions.token_hash, tokenHash));
	}
	async deleteSessionsOfUser(userId, exceptTokenHash) {
		await this.db.delete(sessions).where(exceptTokenHash ? and(eq(sessions.user_id, userId), ne(sessions.token_hash, exceptTokenHash)) : eq(sessions.user_id, userId));
	}
	async deleteSessionsExpiredBefore(at) {
		return (await this.db.delete(sessions).where(lt(sessions.expires_at, at)).returning({ h: sessions.token_hash })).length;
	}
	async countLoginFailures(by) {
		const conditions = [gte(loginFailures.at, by.since)];
		if (by.loginId !== void 0) conditions.push(eq(loginFailures.login_id, by.loginId));
		if (by.address !== void 0) conditions.push(eq(loginFailures.address, by.address));
		const [row] = await this.db.select({ n: count() }).from(loginFailures).where(and(...conditions));
		return row?.n ?? 0;
	}
	async insertLoginFailure(row) {
		await this.db.insert(loginFailures).values(row);
	}
	async deleteLoginFailuresBefore(at) {
		return (await this.db.delete(loginFailures).where(lt(loginFailures.at, at)).returning({ id: loginFailures.id })).length;
	}
	async listExcursions(filter = {}) {
		const conditions = [];
		if (filter.id) conditions.push(eq(excursions._id, filter.id));
		if (filter.name) conditions.push(ilike(excursions.name, `%${escapeLike(filter.name)}%`));
		return this.db.select().from(excursions).where(conditions.length ? and(...conditions) : void 0).orderBy(asc(excursions._id));
	}
	async excursionById(id) {
		const [row] = await this.db.select().from(excursions).where(eq(excursions._id, id));
		return row ?? null;
	}
	async excursionIdsInScopes(scopes) {
		if (!scopes.length) return [];
		return (await this.db.select({ id: excursions._id }).from(excursions).where(inArray(excursions.scope, scopes))).map((r) => r.id);
	}
	async lockExcursions(ids) {
		if (!ids.length || this.serial) return;
		await this.db.select({ id: excursions._id }).from(excursions).where(inArray(excursions._id, ids)).orderBy(asc(excursions._id)).for("update");
	}
	async insertExcursion(row) {
		await this.db.insert(excursions).values(row);
	}
	async updateExcursion(id, patch) {
		if (Object.keys(patch).length) await this.db.update(excursions).set(patch).where(eq(excursions._id, id));
	}
	async deleteExcursions(ids) {
		if (ids.length) await this.db.delete(excursions).where(inArray(excursions._id, ids));
	}
	async listSubscriptions(filter = {}) {
		const conditions = [];
		if (filter.studentId) conditions.push(eq(subscriptions.student_id, filter.studentId));
		if (filter.excursionId) conditions.push(eq(subscriptions.excursion_id, filter.excursionId));
		if (filter.scope) conditions.push(eq(subscriptions.scope, filter.scope));
		return this.db.select().from(subscriptions).where(conditions.length ? and(...conditions) : void 0).orderBy(asc(subscriptions.timestamp), asc(subscriptions._id));
	}
	async listSubscriptionsJson(filter = {}) {
		const marked = filter.markedScopes?.length ? sql`scope in (${sql.join(filter.markedScopes.map((s) => sql`${s}`), sql`, `)})` : sql`false`;
		const rows = await this.db.execute(sql`
      select coalesce(json_agg(t order by t.timestamp, t._id), '[]')::text as json from (
        select id as _id, excursion_id, student_id, scope, preference,
          ${sql.raw(isoText("timestamp"))} as timestamp, payed, placed_via, placed_rank,
          (not (${marked}) or placed_via is not null) as placed
        from subscriptions
        ${filter.studentId ? sql`where student_id = ${filter.studentId}` : sql``}
      ) t`);
		return (Array.isArray(rows) ? rows[0] : rows.rows[0])?.json ?? "[]";
	}
	async subscriptionById(id) {
		const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions._id, id));
		return row ?? null;
	}
	async subscriptionsOfStudent(studentId, scope) {
		return this.db.select().from(subscriptions).where(scope === void 0 ? eq(subscriptions.student_id, studentId) : and(eq(subscriptions.student_id, studentId), eq(subscriptions.scope, scope))).orderBy(asc(subscriptions.timestamp), asc(subscriptions._id));
	}
	async subscriptionCounts() {
		const rows = await this.db.select({
			id: subscriptions.excursion_id,
			n: count()
		}).from(subscriptions).groupBy(subscriptions.excursion_id);
		return new Map(rows.map((r) => [r.id, r.n]));
	}
	async countSubscriptions(excursionId) {
		const [row] = await this.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.excursion_id, excursionId));
		return row?.n ?? 0;
	}
	async placedCounts() {
		const rows = await this.db.select({
			id: subscriptions.excursion_id,
			n: count()
		}).from(subscriptions).where(isNotNull(subscriptions.placed_via)).groupBy(subscriptions.excursion_id);
		return new Map(rows.map((r) => [r.id, r.n]));
	}
	async countPlaced(excursionId) {
		const [row] = await this.db.select({ n: count() }).from(subscriptions).where(and(eq(subscriptions.excursion_id, excursionId), isNotNull(subscriptions.placed_via)));
		return row?.n ?? 0;
	}
	async insertSubscription(row) {
		await this.db.insert(subscriptions).values(row);
	}
	async updateSubscription(id, patch) {
		if (Object.keys(patch).length) await this.db.update(subscriptions).set(patch).where(eq(subscriptions._id, id));
	}
	async deleteSubscriptions(ids) {
		if (ids.length) await this.db.delete(subscriptions).where(inArray(subscriptions._id, ids));
	}
	async deleteSubscriptionsInScopes(scopes) {
		if (!scopes.length) return 0;
		return (await this.db.delete(subscriptions).where(inArray(subscriptions.scope, scopes)).returning({ id: subscriptions._id })).length;
	}
	async listRounds() {
		return this.db.select().from(rounds).orderBy(asc(rounds.scope));
	}
	async roundByScope(scope) {
		const [row] = await this.db.select().from(rounds).where(eq(rounds.scope, scope));
		return row ?? null;
	}
	async saveRound(row) {
		const { scope: _scope, ...rest } = row;
		await this.db.insert(rounds).values(row).onConflictDoUpdate({
			target: rounds.scope,
			set: rest
		});
	}
	async lockRounds(scopes) {
		if (!scopes.length) return;
		await this.db.select({ scope: rounds.scope }).from(rounds).where(inArray(rounds.scope, scopes)).orderBy(asc(rounds.scope)).for("update");
	}
	async insertPlacementRun(row) {
		await this.db.insert(placementRuns).values(row);
	}
	async placementRunById(id) {
		const [row] = await this.db.select().from(placementRuns).where(eq(placementRuns._id, id));
		return row ?? null;
	}
	async updatePlacementRun(id, patch) {
		if (Object.keys(patch).length) await this.db.update(placementRuns).set(patch).where(eq(placementRuns._id, id));
	}
	async waitingEntries(filter = {}) {
		const conditions = [];
		if (filter.excursionIds) {
			if (!filter.excursionIds.length) return [];
			conditions.push(inArray(waitingList.excursion_id, filter.excursionIds));
		}
		if (filter.studentId) conditions.push(eq(waitingList.student_id, filter.studentId));
		return this.db.select().from(waitingList).where(conditions.length ? and(...conditions) : void 0).orderBy(asc(waitingList.id));
	}
	async waitingCounts() {
		const rows = await this.db.select({
			id: waitingList.excursion_id,
			n: count()
		}).from(waitingList).groupBy(waitingList.excursion_id);
		return new Map(rows.map((r) => [r.id, r.n]));
	}
	async insertWaitingEntries(rows) {
		if (!rows.length) return [];
		return (await this.db.insert(waitingList).values(rows).returning()).sort((a, b) => a.id - b.id);
	}
	async deleteWaitingEntries(ids) {
		if (ids.length) await this.db.delete(waitingList).where(inArray(waitingList.id, ids));
	}
	async contentByName(name) {
		const [row] = await this.db.select({ content: websiteContent.content }).from(websiteContent).where(eq(websiteContent.name, name));
		return row?.content ?? null;
	}
	async setContent(name, content) {
		await this.db.insert(websiteContent).values({
			name,
			content
		}).onConflictDoUpdate({
			target: websiteContent.name,
			set: { content }
		});
	}
	async settingByName(name) {
		const [row] = await this.db.select({ value: settings.value }).from(settings).where(eq(settings.name, name));
		return row?.value ?? null;
	}
	async setSetting(name, value) {
		await this.db.insert(settings).values({
			name,
			value
		}).onConflictDoUpdate({
			target: settings.name,
			set: { value }
		});
	}
	async insertUpload(row) {
		await this.db.insert(uploads).values(row);
	}
	async uploadById(id) {
		const [row] = await this.db.select().from(uploads).where(eq(uploads._id, id));
		return row ? {
			...row,
			bytes: new Uint8Array(row.bytes)
		} : null;
	}
	async insertAudit(row) {
		await this.db.insert(auditLog).values(row);
	}
	async listAudit(filter) {
		const conditions = [];
		if (filter.before !== void 0) conditions.push(lt(auditLog.id, filter.before));
		if (filter.actorId !== void 0) conditions.push(eq(auditLog.actor_id, filter.actorId));
		if (filter.action !== void 0) conditions.push(eq(auditLog.action, filter.action));
		if (filter.recordType !== void 0) conditions.push(eq(auditLog.record_type, filter.recordType));
		if (filter.recordId !== void 0) conditions.push(eq(auditLog.record_id, filter.recordId));
		if (filter.from !== void 0) conditions.push(gte(auditLog.at, filter.from));
		if (filter.to !== void 0) conditions.push(lte(auditLog.at, filter.to));
		return this.db.select().from(auditLog).where(conditions.length ? and(...conditions) : void 0).orderBy(desc(auditLog.id)).limit(filter.limit);
	}
	async deleteAuditBefore(at) {
		return (await this.db.delete(auditLog).where(lt(auditLog.at, at)).returning({ id: auditLog.id })).length;
	}
};
var escapeLike = (s) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/**
* The store on a real database (PGlite or PostgreSQL). Each transaction sets its own lock
* time-out; a deadlock or serialization failure is retried a few times, a lock time-out is
* answered (503, try again), never waited out.
*/
var SqlStore = class {
	db;
	options;
	constructor(db, options) {
		this.db = db;
		this.options = options;
	}
	get serial() {
		return this.options.serial;
	}
	async transaction(work, options = {}) {
		const lockTimeoutMs = options.lockTimeoutMs ?? this.options.lockTimeoutMs;
		for (let attempt = 1;; attempt++) try {
			return await this.db.transaction(async (tx) => {
				if (!this.serial && lockTimeoutMs !== this.options.lockTimeoutMs) await tx.execute(sql`select set_config('lock_timeout', ${`${lockTimeoutMs}ms`}, true)`);
				return work(new SqlTx(tx, this.serial));
			});
		} catch (error) {
			if (attempt < 4 && RETRY_CODES.has(pgCode(error).code ?? "")) continue;
			throw classifyDatabaseError(error);
		}
	}
	async run(work) {
		try {
			return await work(new SqlTx(this.db, this.serial));
		} catch (error) {
			throw classifyDatabaseError(error);
		}
	}
	async ping() {
		try {
			await this.db.execute(sql`select 1`);
		} catch (error) {
			throw classifyDatabaseError(error);
		}
	}
	close() {
		return this.options.close();
	}
};
// server/db/open.ts
/**
* The migration folder: beside this file in the sources (server/db/migrations), beside the bundle
* in a production build (dist-server/migrations, copied there by the build).
*/
var defaultMigrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** Opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL) and migrates it. */
async function openDatabase(target, options) {
	const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
	if (target.kind === "pglite") {
		let client = options.pglite;
		if (!client) {
			if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
			client = await PGlite.create(target.dataDir ? join(target.dataDir, "pglite") : void 0);
		}
		const owned = !options.pglite;
		const db = drizzle({ client });
		await migrate(db, { migrationsFolder });
		const pgliteClient = client;
		return {
			db,
			query: (text, params) => pgliteClient.query(text, params),
			store: new SqlStore(db, {
				lockTimeoutMs: options.lockTimeoutMs,
				serial: true,
				close: async () => {
					if (owned) await pgliteClient.close();
				}
			})
		};
	}
	const pool = new pg.Pool({
		connectionString: target.url,
		max: target.poolSize,
		connectionTimeoutMillis: 3e4,
		idleTimeoutMillis: 3e4,
		statement_timeout: options.statementTimeoutMs ?? 15e3,
		application_name: "xweek-server",
		options: `-c lock_timeout=${Math.round(options.lockTimeoutMs)}`
	});
	pool.on("error", () => {});
	await migrateLocked(target.url, migrationsFolder);
	const db = drizzle$1({ client: pool });
	return {
		db,
		query: (text, params) => pool.query(text, params),
		store: new SqlStore(db, {
			lockTimeoutMs: options.lockTimeoutMs,
			serial: false,
			close: () => pool.end()
		})
	};
}
/** Several instances may start at once: migrations run under an advisory lock, one at a time. */
async function migrateLocked(url, migrationsFolder) {
	const client = new pg.Client({
		connectionString: url,
		connectionTimeoutMillis: 1e4
	});
	await client.connect();
	try {
		await client.query("select pg_advisory_lock(7240001)");
		await migrate$1(drizzle$1({ client }), { migrationsFolder });
	} finally {
		await client.query("select pg_advisory_unlock(7240001)").catch(() => {});
		await client.end();
	}
}
// server/errors.ts
/** A refusal: a status and a Dutch message, as JSON `{ message }` or (406 subscriptions) text. */
var ApiError = class extends Error {
	status;
	kind;
	headers;
	constructor(status, message, kind = "json", headers = {}) {
		super(message);
		this.status = status;
		this.kind = kind;
		this.headers = headers;
	}
};
var refuse = (status, message) => {
	throw new ApiError(status, message);
};
/** SPEC §8: a refused subscription answers 406 with a text body that the app shows as is. */
var refuseSubscription = (message) => {
	throw new ApiError(406, message, "text");
};
// server/messages.ts
/**
* What the server says, in Dutch: the one catalogue of its refusals and answers. The demo
* backend runs the same code, so it says the same.
*/
var serverMessages = {
	session: {
		invalid: "Sessie verlopen of ongeldig",
		required: "Niet ingelogd",
		forbidden: "Geen toegang",
		loggedOut: "Uitgelogd",
		wrongLogin: "Onjuiste gebruikersnaam of wachtwoord",
		throttled: (minutes) => `Te veel mislukte inlogpogingen. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`
	},
	request: {
		invalidJson: "Ongeldige JSON",
		invalid: (detail) => `Ongeldige gegevens: ${detail}`,
		expectJson: "verwacht JSON (Content-Type: application/json)",
		tooLarge: (mb) => `De gegevens zijn te groot (hoogstens ${mb} MB).`,
		unknownCall: "Onbekende API-aanroep",
		failed: "Er ging iets mis op de server. Probeer het later opnieuw.",
		busy: "Het is nu erg druk. Probeer het over een paar seconden opnieuw.",
		databaseDown: "De database is even niet bereikbaar. Probeer het over een minuut opnieuw."
	},
	accounts: {
		profileNotFound: "Profiel niet gevonden",
		notFound: "Account niet gevonden",
		numberTaken: "Er bestaat al een account met dit studentnummer",
		emailTaken: "Er bestaat al een account met dit e-mailadres",
		onlyAdminsAddAdmins: "Alleen een beheerder kan beheerders toevoegen",
		onlyAdminsManageAdmins: "Alleen een beheerder kan een beheerdersaccount wijzigen",
		notOwnAccount: "Je kunt je eigen account niet verwijderen",
		passwordChanged: "Wachtwoord gewijzigd",
		noAccountForLogin: "Er is geen account gevonden met deze gebruikersnaam.",
		mailSent: "E-mail verstuurd",
		deleted: "Verwijderd"
	},
	excursions: {
		notFound: "Activiteit niet gevonden",
		deleted: "Verwijderd"
	},
	subscriptions: {
		onlyStudents: "Alleen studenten kunnen zich inschrijven.",
		excursionGone: "Deze activiteit bestaat niet (meer).",
		unknownScope: "Voor deze activiteit kun je je niet inschrijven.",
		subscriptionGone: "Deze inschrijving bestaat niet (meer).",
		rankRange: (max) => `Kies een voorkeur van 1 tot en met ${max}.`,
		already: "Je bent al ingeschreven voor deze activiteit.",
		termsFirst: "Accepteer eerst de voorwaarden voordat je je inschrijft.",
		idDataFirst: "Vul eerst je paspoort- of ID-gegevens volledig in voordat je je voor een reis inschrijft.",
		full: "Deze activiteit is vol.",
		rankTaken: (rank) => `Je hebt voorkeur ${rank} al aan een andere inschrijving gegeven.`,
		rankConflict: "Je hebt deze voorkeur al aan een andere inschrijving gegeven.",
		notFound: "Inschrijving niet gevonden",
		unsubscribed: "Uitgeschreven"
	},
	rounds: {
		notYetOpen: (opens) => `Inschrijven kan nog niet: de inschrijving opent ${opens}.`,
		closed: "De inschrijving is gesloten.",
		published: "De plaatsing is al gepubliceerd. Je kunt je nog wel op de wachtlijst van een activiteit zetten.",
		tooManyWishes: (max) => `Je kunt hoogstens ${max} ${max === 1 ? "wens" : "wensen"} opgeven.`,
		tooManySubscriptions: (max) => `Je kunt je hier voor hoogstens ${max} ${max === 1 ? "activiteit" : "activiteiten"} inschrijven.`,
		notPreference: "Alleen een ronde met voorkeuren en plaatsing wordt geplaatst.",
		stillOpen: "Publiceren kan pas als de inschrijving gesloten is.",
		alreadyPublished: "Er is al een plaatsing gepubliceerd. Draai die eerst terug.",
		nothingToUndo: "Er is geen gepubliceerde plaatsing om terug te draaien.",
		changedSincePublish: "Terugdraaien kan niet meer: na het publiceren is er al iets veranderd (een uitschrijving, een wachtlijst).",
		badPin: (detail) => `Ongeldige vastzetting: ${detail}`,
		undone: "Plaatsing teruggedraaid"
	},
	waiting: {
		notYet: "Een wachtlijst is er pas als de plaatsing gepubliceerd is.",
		started: "Deze activiteit is al begonnen of voorbij: de wachtlijst is gesloten.",
		dropped: "Deze activiteit gaat niet door.",
		notFull: "Er is nog plaats: schrijf je gewoon in.",
		noLimit: "Deze activiteit heeft geen maximum aantal plaatsen.",
		alreadyPlaced: "Je bent al geplaatst bij deze activiteit.",
		already: "Je staat al op de wachtlijst van deze activiteit.",
		notOnList: "Je staat niet op de wachtlijst van deze activiteit.",
		left: "Van de wachtlijst gehaald"
	},
	content: {
		unknown: (what, name) => `Geen ${what} met de naam '${name}'`,
		policyWithoutContent: (name) => `Er is geen tekst met de naam '${name}'. Kies een bestaande tekst.`,
		noFile: (field) => `Geen bestand in het veld '${field}'`,
		fileNotFound: "Bestand niet gevonden"
	}
};
// server/security/tokens.ts
var base64url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
var hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
/** A bearer token: 256 random bits. */
function newToken() {
	return base64url(crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(32)));
}
/**
* What is stored of a token: its SHA-256. A token has 256 bits of chance in it, so a fast hash
* is enough; a stolen sessions table gives no usable token.
*/
async function hashToken(token) {
	return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
}
// server/rules/context.ts
/** The caller of a call whose access rule already asked for one. */
function caller(ctx) {
	if (!ctx.user) throw new ApiError(401, serverMessages.session.required);
	return ctx.user;
}
/** The values an audit entry may keep of a record: never a password hash. */
function snapshot(value) {
	if (value === void 0 || value === null) return null;
	if (typeof value !== "object") return value;
	const { password_hash: _hidden, ...rest } = value;
	return rest;
}
/**
* Appends one entry to the audit log, in the transaction of the change itself: who, when, what,
* the record, and the values before and after.
*/
async function audit(tx, ctx, entry) {
	await tx.insertAudit({
		at: ctx.now.toISOString(),
		actor_id: ctx.user?._id ?? null,
		actor_login: ctx.user?.login_id ?? null,
		action: entry.action,
		record_type: entry.recordType,
		record_id: entry.recordId ?? null,
		before: snapshot(entry.before),
		after: snapshot(entry.after),
		address: ctx.address
	});
}
/** One transaction with the configured lock time-out. */
function transaction(ctx, work) {
	return ctx.services.store.transaction(work, { lockTimeoutMs: ctx.services.settings.lockTimeoutMs });
}
// server/rules/sessions.ts
/** A user as the API answers it (SPEC §3 Auth): never the password hash. */
var publicUser = (u) => ({
	_id: u._id,
	role: u.role,
	login_id: u.login_id
});
var plus = (at, ms) => new Date(at.getTime() + ms).toISOString();
/** A session is extended when it was last extended over a minute ago (one write a minute at most). */
var EXTEND_AFTER_MS = 6e4;
/**
* The caller behind an `Authorization: Bearer …` header: null without a header, 'invalid' for a
* token that is unknown, revoked or expired (401 on every call, also the public ones).
*/
async function authenticate(services, header) {
	if (!header) return null;
	const token = /^Bearer (\S+)$/.exec(header)?.[1];
	if (!token) return "invalid";
	const tokenHash = await hashToken(token);
	const now = services.now();
	const found = await services.store.run(async (tx) => {
		const { session, user } = await tx.sessionWithUser(tokenHash) ?? {};
		if (!session || !user || session.expires_at <= now.toISOString()) return null;
		const ttl = services.settings.sessionTtlMs;
		if (Date.parse(session.expires_at) - now.getTime() < ttl - EXTEND_AFTER_MS) await tx.extendSession(tokenHash, plus(now, ttl));
		return user;
	});
	return found ? {
		user: found,
		tokenHash
	} : "invalid";
}
/** A verify that costs what a real one costs, for login ids without an account. */
var dummyHashes = /* @__PURE__ */ new WeakMap();
function dummyHash(passwords) {
	let hash = dummyHashes.get(passwords);
	if (!hash) {
		hash = passwords.hash(newToken());
		dummyHashes.set(passwords, hash);
	}
	return hash;
}
/**
* POST users/login. After too many failed logins for one login id or from one address within the
* window, every login for it answers 429 until the window has passed; a good login is never
* slowed down.
*/
async function login(ctx, input) {
	const { store, passwords, settings } = ctx.services;
	const loginId = input.login_id.trim().toLowerCase();
	const throttle = settings.loginThrottle;
	const since = new Date(ctx.now.getTime() - throttle.windowMs).toISOString();
	const [forLogin, forAddress] = await store.run(async (tx) => [await tx.countLoginFailures({
		loginId,
		since
	}), await tx.countLoginFailures({
		address: ctx.address,
		since
	})]);
	if (forLogin >= throttle.perLoginId || forAddress >= throttle.perAddress) {
		const minutes = Math.ceil(throttle.windowMs / 6e4);
		throw new ApiError(429, serverMessages.session.throttled(minutes), "json", { "Retry-After": String(Math.ceil(throttle.windowMs / 1e3)) });
	}
	const user = await store.run((tx) => tx.userByLogin(loginId));
	const valid = user ? await passwords.verify(input.password, user.password_hash) : await passwords.verify(input.password, await dummyHash(passwords)) && false;
	if (!user || !valid) {
		await transaction(ctx, async (tx) => {
			await tx.insertLoginFailure({
				login_id: loginId,
				address: ctx.address,
				at: ctx.now.toISOString()
			});
			await audit(tx, ctx, {
				action: "login.failed",
				recordType: "login",
				recordId: loginId,
				after: {
					login_id: loginId,
					address: ctx.address
				}
			});
		});
		return refuse(401, serverMessages.session.wrongLogin);
	}
	const token = newToken();
	const tokenHash = await hashToken(token);
	const rehash = passwords.needsRehash(user.password_hash) ? await passwords.hash(input.password) : null;
	await transaction(ctx, async (tx) => {
		await tx.insertSession({
			token_hash: tokenHash,
			user_id: user._id,
			created_at: ctx.now.toISOString(),
			expires_at: plus(ctx.now, settings.sessionTtlMs)
		});
		if (rehash) await tx.updateUser(user._id, { password_hash: rehash });
	});
	return {
		token,
		user: publicUser(user)
	};
}
/** POST users/logout: the token is revoked. */
async function logout(ctx) {
	const tokenHash = ctx.tokenHash;
	if (tokenHash) await ctx.services.store.run((tx) => tx.deleteSession(tokenHash));
	return { message: serverMessages.session.loggedOut };
}
/** The daily clean-up: sessions past their end, throttling entries past their window. */
async function removeExpiredSessions(services) {
	const now = services.now();
	return services.store.run(async (tx) => ({
		sessions: await tx.deleteSessionsExpiredBefore(now.toISOString()),
		loginFailures: await tx.deleteLoginFailuresBefore(new Date(now.getTime() - services.settings.loginThrottle.windowMs).toISOString())
	}));
}
// server/rules/audit.ts
/** Audit entries older than the retention (AUDIT_RETENTION_DAYS) go: the AVG/GDPR keeps no more. */
async function removeOldAuditEntries(services) {
	const days = services.settings.auditRetentionDays;
	const before = (/* @__PURE__ */ new Date(services.now().getTime() - days * 24 * 60 * 60 * 1e3)).toISOString();
	return services.store.run((tx) => tx.deleteAuditBefore(before));
}
async function readAuditLog(ctx, query) {
	const rows = await ctx.services.store.run((tx) => tx.listAudit({
		actorId: query.actor,
		action: query.action,
		recordType: query.record_type,
		recordId: query.record_id,
		from: query.from === void 0 ? void 0 : new Date(query.from).toISOString(),
		to: query.to === void 0 ? void 0 : new Date(query.to).toISOString(),
		before: query.before,
		limit: query.limit + 1
	}));
	const entries = rows.slice(0, query.limit);
	return {
		entries,
		next: rows.length > query.limit ? entries.at(-1)?.id ?? null : null
	};
}
// server/security/scrypt.ts
/** 32 MiB and about 60-100 ms a hash on this kind of machine (README "Server": passwords). */
var DEFAULT_SCRYPT_COST = {
	N: 2 ** 15,
	r: 8,
	p: 1
};
function derive(password, salt, cost) {
	const options = {
		...cost,
		maxmem: 256 * cost.N * cost.r + 1048576
	};
	return new Promise((resolve, reject) => scrypt(password.normalize("NFC"), salt, 32, options, (error, key) => error ? reject(error) : resolve(key)));
}
/**
* scrypt from node:crypto (memory-hard, no native add-on to install), stored as
* `scrypt$N$r$p$salt$hash`. Reads the demo backend's PBKDF2 hashes too (the demo seed), and asks
* for a rehash of anything not made with the current cost.
*/
function scryptHasher(cost = DEFAULT_SCRYPT_COST) {
	const prefix = `scrypt$${cost.N}$${cost.r}$${cost.p}$`;
	return {
		async hash(password) {
			const salt = randomBytes(16);
			return `${prefix}${toBase64(salt)}$${toBase64(await derive(password, salt, cost))}`;
		},
		async verify(password, stored) {
			if (stored.startsWith("pbkdf2-sha256$")) return verifyPbkdf2(password, stored);
			const [kind, N, r, p, salt, hash] = stored.split("$");
			if (kind !== "scrypt" || !salt || !hash) return false;
			const expected = fromBase64(hash);
			const actual = await derive(password, fromBase64(salt), {
				N: Number(N),
				r: Number(r),
				p: Number(p)
			});
			return actual.length === expected.length && timingSafeEqual(actual, expected);
		},
		needsRehash: (stored) => !stored.startsWith(prefix)
	};
}
// server/services.ts
var defaultRuleSettings = {
	sessionTtlMs: 432e5,
	lockTimeoutMs: 3e3,
	newAccountPassword: null,
	loginThrottle: {
		windowMs: 9e5,
		perLoginId: 10,
		perAddress: 50
	},
	auditRetentionDays: 730
};
// src/lib/admin-messages.ts
/**
* The admin screens' words (excursion management, subscription overviews, accounts): part of the
* message catalogue (messages.ts), kept apart because only lazily loaded code uses them, so they
* stay off the first page.
*/
var adminMessages = {
	excursionAdmin: {
		add: "Toevoegen",
		edit: "Bewerken",
		delete: "Verwijderen",
		deleteAll: "Alles verwijderen",
		editLabel: (name) => `Bewerken: ${name}`,
		deleteLabel: (name) => `Verwijderen: ${name}`,
		deleteAllLabel: (scope) => `Alles verwijderen: ${scope}`,
		addTitle: "Activiteit toevoegen",
		editTitle: (name) => `${name} bewerken`,
		save: "Opslaan",
		cancel: "Annuleren",
		fields: {
			name: "Naam",
			scope: "Soort",
			hours: "Punten",
			datetime: "Datum",
			location: "Locatie",
			description: "Beschrijving",
			capacity: "Maximaal aantal plaatsen",
			minimum: "Minimum aantal deelnemers",
			returnDate: "Terugkomst"
		},
		capacityHint: "Leeg laten voor geen maximum",
		minimumHint: "Bij een plaatsing op voorkeur: minder deelnemers, dan gaat het niet door. Leeg laten voor geen minimum",
		returnDateHint: "Voor reizen: het paspoort of de ID-kaart moet 3 maanden na terugkomst nog geldig zijn",
		deleteTitle: (name) => `${name} verwijderen?`,
		deleteText: (name, subscriptions) => `${name} wordt verwijderd, met ${subscriptions} ${subscriptions === 1 ? "inschrijving" : "inschrijvingen"}. Dit kan niet ongedaan worden gemaakt.`,
		deleteAllTitle: (scope) => `Alles verwijderen uit ${scope}?`,
		deleteAllText: (scope, excursions, subscriptions) => `Alle ${excursions} ${excursions === 1 ? "activiteit" : "activiteiten"} van ${scope} worden verwijderd, met ${subscriptions} ${subscriptions === 1 ? "inschrijving" : "inschrijvingen"}. Dit kan niet ongedaan worden gemaakt.`,
		typeToConfirm: (word) => `Typ ${word} om te bevestigen`,
		deleted: (name) => `${name} is verwijderd.`,
		deletedAll: (scope) => `Alles uit ${scope} is verwijderd.`,
		failed: "Verwijderen is mislukt:"
	},
	overview: {
		filters: "Filters",
		search: "Zoeken op studentnummer of naam",
		excursion: "Activiteit",
		mentor: "Mentor/Coach",
		all: "Alle",
		firstChoices: "Alleen eerste keuzes",
		placed: "Geplaatst",
		placedOptions: {
			true: "Ja",
			false: "Nee"
		},
		export: "Exporteren",
		unsubscribeAll: "Alle inschrijvingen verwijderen",
		unsubscribeAllTitle: "Alle inschrijvingen verwijderen?",
		unsubscribeAllText: (count, scopes) => `${count} ${count === 1 ? "inschrijving" : "inschrijvingen"} van ${scopes} worden verwijderd. Dit kan niet ongedaan worden gemaakt.`,
		unsubscribedAll: (count) => `${count} ${count === 1 ? "inschrijving" : "inschrijvingen"} verwijderd.`,
		unsubscribe: "Uitschrijven",
		unsubscribeLabel: (name, excursion) => `Uitschrijven: ${name} van ${excursion}`,
		unsubscribeTitle: "Student uitschrijven?",
		unsubscribeText: (name, excursion) => `${name} wordt uitgeschreven van ${excursion}.`,
		unsubscribed: (name) => `${name} is uitgeschreven.`,
		paidLabel: (name, excursion) => `Betaald: ${name}, ${excursion}`,
		summary: "Per activiteit",
		table: "Inschrijvingen",
		shown: (shown, total) => `${shown} van ${total} inschrijvingen`,
		loading: "Inschrijvingen worden geladen",
		noCapacity: "geen maximum",
		columns: {
			number: "Studentnummer",
			name: "Naam",
			mentor: "Mentor/Coach",
			excursion: "Activiteit",
			scope: "Soort",
			preference: "Voorkeur",
			timestamp: "Ingeschreven op",
			placed: "Geplaatst",
			paid: "Betaald",
			actions: "Acties",
			count: "Inschrijvingen",
			firstChoices: "Eerste keuze",
			capacity: "Plaatsen"
		}
	},
	accounts: {
		title: "Accounts",
		search: "Zoeken op nummer, naam of e-mail",
		roleFilter: "Rol",
		allRoles: "Alle rollen",
		incompleteFilter: "Alleen onvolledige profielen",
		tableLabel: "Accounts",
		shownCount: (shown, total) => shown === total ? `${total} accounts` : `${shown} van ${total} accounts`,
		add: "Account toevoegen",
		edit: "Account bewerken",
		import: "Importeren",
		deleteStudents: "Alle studenten verwijderen",
		actionsFor: (name) => `Acties voor ${name}`,
		editAction: "Bewerken",
		newPassword: "Nieuw wachtwoord",
		delete: "Verwijderen",
		cancel: "Annuleren",
		close: "Sluiten",
		save: "Opslaan",
		saved: (name) => `Account van ${name} opgeslagen`,
		added: (name) => `Account van ${name} toegevoegd`,
		firstNameRequired: "Vul een voornaam in",
		lastNameRequired: "Vul een achternaam in",
		emailRequired: "Vul een e-mailadres in",
		emailInvalid: "Vul een geldig e-mailadres in",
		numberInvalid: "Een studentnummer bestaat uit zes cijfers",
		gradeRequired: "Vul de mentor/coach in",
		pointsInvalid: "Punten is een heel getal van 0 of meer",
		loginIdHint: "Het e-mailadres wordt de gebruikersnaam.",
		newPasswordTitle: "Nieuw wachtwoord",
		newPasswordConfirm: (name) => `${name} krijgt een nieuw, willekeurig wachtwoord. Het oude wachtwoord werkt daarna niet meer.`,
		newPasswordMake: "Wachtwoord maken",
		newPasswordDone: (name) => `Het wachtwoord van ${name} is gewijzigd. Geef het door; het wordt maar één keer getoond.`,
		newPasswordField: "Nieuw wachtwoord",
		copy: "Kopiëren",
		copied: "Gekopieerd",
		deleteTitle: "Account verwijderen",
		deleteConfirm: (name) => `Weet je zeker dat je het account van ${name} wilt verwijderen? Het profiel en alle inschrijvingen verdwijnen ook.`,
		deleted: (name) => `Account van ${name} verwijderd`,
		deleteStudentsConfirm: (students, subscriptions) => `Dit verwijdert ${students} ${students === 1 ? "student" : "studenten"} en ${subscriptions} ${subscriptions === 1 ? "inschrijving" : "inschrijvingen"}. Medewerkers blijven bestaan. Dit kan niet ongedaan worden gemaakt.`,
		deleteStudentsWord: "VERWIJDER",
		deleteStudentsType: "Typ VERWIJDER om te bevestigen",
		/** The counts when the server gave them. */
		studentsDeleted: (students, subscriptions) => students === null ? "Alle studenten zijn verwijderd" : `${students} ${students === 1 ? "student" : "studenten"}${subscriptions === null ? "" : ` en ${subscriptions} ${subscriptions === 1 ? "inschrijving" : "inschrijvingen"}`} verwijderd`,
		roles: {
			student: "Student",
			teacher: "Docent",
			admin: "Beheerder"
		},
		skippedRecords: (users, profiles) => {
			const parts = [users > 0 ? `${users} ${users === 1 ? "account" : "accounts"}` : "", profiles > 0 ? `${profiles} ${profiles === 1 ? "profiel" : "profielen"}` : ""];
			const one = users + profiles === 1;
			return `${parts.filter(Boolean).join(" en ")} ${one ? "kon" : "konden"} niet worden gelezen en ${one ? "wordt" : "worden"} niet getoond.`;
		}
	},
	classList: {
		title: "Klassenlijst importeren",
		intro: "Kies een CSV-bestand uit het leerlingvolgsysteem (puntkomma of komma, UTF-8). Kolommen: studentnummer, voornaam, tussenvoegsel, achternaam, e-mail, mentor/coach en eventueel telefoon.",
		file: "CSV-bestand",
		chooseFile: "Bestand kiezen",
		empty: "Dit bestand bevat geen regels.",
		missingColumns: (columns) => `Deze kolommen ontbreken: ${columns.join(", ")}. Gebruik kopjes als Studentnummer, Voornaam, Tussenvoegsel, Achternaam, E-mail, Mentor/Coach en Telefoon.`,
		previewLabel: "Voorbeeld van de import",
		summary: (rows, valid, existing, invalid) => `${rows} regels: ${valid} geldig, ${existing} bestaan al (worden overgeslagen), ${invalid} ongeldig.`,
		statusValid: "Geldig",
		statusExisting: "Bestaat al, wordt overgeslagen",
		duplicateInFile: (line) => `Staat al op regel ${line}`,
		start: (count) => `${count} ${count === 1 ? "account" : "accounts"} toevoegen`,
		progress: (done, total) => `${done} van ${total} verwerkt`,
		progressLabel: "Voortgang van de import",
		stop: "Stoppen",
		reportTitle: "Verslag",
		stopped: "De import is gestopt. Wat hieronder als toegevoegd staat, is toegevoegd; de rest niet.",
		interrupted: (reason) => `De import is afgebroken: ${reason} Wat hieronder als toegevoegd staat, is toegevoegd; de rest niet.`,
		reportAdded: (count) => `Toegevoegd: ${count}`,
		reportSkipped: (count) => `Overgeslagen (bestaan al): ${count}`,
		reportFailed: (count) => `Mislukt: ${count}`,
		reportNotProcessed: (count) => `Niet verwerkt: ${count}`,
		addedList: "Toegevoegde accounts",
		failedList: "Mislukte regels",
		notProcessedReason: "Niet verwerkt (import gestopt)",
		downloadFailed: "Mislukte regels downloaden (CSV)",
		failedFileName: "import-mislukt.csv",
		reasonColumn: "Reden",
		lineColumn: "Regel",
		statusColumn: "Resultaat"
	},
	/** The content editor and the privacy-policy setting (admins only, lazy). */
	contentEditor: {
		uploadWrongType: (fileName) => `${fileName} is geen afbeelding die je kunt uploaden. Kies een PNG-, JPEG-, GIF- of WebP-bestand.`,
		uploadTooLarge: (fileName, maxMb) => `${fileName} is te groot: een afbeelding mag hoogstens ${maxMb} MB zijn.`,
		save: "Wijzigingen opslaan",
		saved: "Wijzigingen opgeslagen",
		editorLabel: (title) => `Inhoud van ${title}`,
		invalidLink: "Vul een geldig adres in: https://…, mailto:…, tel:… of een pad als /contact",
		invalidSize: "Vul een breedte en hoogte in van 1 tot 5000 pixels",
		policySetting: "Tekst met het privacybeleid",
		policySettingHelp: "De naam van de tekst die als privacybeleid wordt getoond (standaard privacy_policy).",
		policySettingSaved: "Instelling opgeslagen",
		invalidContentName: "Gebruik alleen kleine letters, cijfers, - en _",
		unknownContentName: (name) => `Er is geen tekst met de naam '${name}', of die is leeg. Kies een tekst met inhoud.`
	},
	/** Beheer > Inschrijfrondes (admins only, lazy). README "Inschrijfrondes". */
	rounds: {
		title: "Inschrijfrondes",
		intro: "Per soort een inschrijfronde: wie het eerst komt (zoals altijd), of wensen opgeven en daarna plaatsen. Tijden zijn Nederlandse tijd.",
		settings: "Instellingen",
		mode: "Wijze van inschrijven",
		modes: {
			"first-come": "Wie het eerst komt",
			preference: "Voorkeuren en plaatsing"
		},
		opensAt: "Inschrijving opent (Nederlandse tijd)",
		closesAt: "Inschrijving sluit (Nederlandse tijd)",
		windowHint: "Leeg laten voor geen begin of einde",
		minWishes: "Minimum aantal wensen",
		maxWishes: "Maximum aantal wensen",
		maxHint: "Leeg laten voor geen maximum",
		policy: "Plaatsing volgens",
		save: "Opslaan",
		saved: "Opgeslagen",
		invalidTime: "Vul een geldige datum en tijd in",
		wholeNumber: "Vul een heel getal in",
		state: {
			"not-yet-open": "Nog niet geopend",
			open: "Nu open",
			closed: "Gesloten"
		},
		modeChange: "Een andere wijze verandert wat de inschrijvingen zijn: naar voorkeuren worden het wensen (wachtlijsten vervallen), naar wie het eerst komt zijn het weer plaatsen.",
		placement: "Plaatsing",
		compare: "Vergelijken",
		withoutWishes: "Studenten zonder (geplaatste) wensen een vrije plaats geven",
		pins: "Vastgezet",
		noPins: "Niemand vastgezet.",
		pin: "Student vastzetten",
		pinTitle: "Student vastzetten",
		pinStudent: "Student",
		pinExcursion: "Activiteit",
		pinReason: "Reden",
		pinSave: "Vastzetten",
		pinRemove: (name) => `Vastzetting van ${name} verwijderen`,
		pinLine: (name, excursion, reason) => `${name} → ${excursion} (${reason})`,
		cancel: "Annuleren",
		calculate: "Plaatsing berekenen",
		newLottery: "Nieuwe loting",
		seed: (seed) => `Loting (seed): ${seed}`,
		resultsFor: (scope) => `Berekende plaatsing voor ${scope}`,
		histogram: "Verdeling van de wensen",
		rank: (rank) => `${rank}e keus`,
		pinned: "Vastgezet",
		leftover: "Vrije plaats",
		unplaced: "Geen plaats",
		total: "Studenten",
		fill: "Per activiteit: geplaatst van de plaatsen",
		fillCell: (placed, capacity, minimum) => `${placed} van ${capacity ?? "onbeperkt"}${minimum ? ` (min. ${minimum})` : ""}`,
		dropped: "gaat niet door",
		overCapacity: "meer dan de plaatsen (vastgezet)",
		unplacedList: "Zonder plaats, en waarom",
		reasons: {
			"no-wishes": "geen wensen opgegeven",
			"wishes-full": "wensen vol",
			"wishes-dropped": "wensen gaan niet door"
		},
		placedThere: "geplaatst",
		more: (count) => `en nog ${count}`,
		excursion: "Activiteit",
		student: "Student",
		publish: (policy) => `Publiceren: ${policy}`,
		publishTitle: "Plaatsing publiceren?",
		publishText: (policy) => `De plaatsing volgens ${policy} wordt gepubliceerd. Studenten zien daarna waar ze geplaatst zijn; wie geen plaats kreeg, komt op de wachtlijst van zijn volle wensen. Terugdraaien kan tot er daarna iets verandert.`,
		publishConfirm: "Publiceren",
		publishWhenClosed: "Publiceren kan pas als de inschrijving gesloten is.",
		published: (at, policy, seed) => `Gepubliceerd op ${at} volgens ${policy} (loting ${seed}).`,
		undo: "Terugdraaien",
		undoTitle: "Plaatsing terugdraaien?",
		undoText: "De plaatsing vervalt: iedereen heeft weer alleen zijn wensen, en de wachtlijsten van de plaatsing vervallen.",
		undoImpossible: "Terugdraaien kan niet meer: na het publiceren is er al iets veranderd (een uitschrijving, een wachtlijst).",
		undone: "De plaatsing is teruggedraaid.",
		publishedDone: "De plaatsing is gepubliceerd.",
		failed: (detail) => `Dat lukte niet: ${detail}`
	}
};
var UPLOAD_MAX_BYTES = 2097152;
// src/features/audit/schemas.ts
var text$2 = z$1.string().check(z$1.trim(), z$1.minLength(1), z$1.maxLength(200));
var moment = z$1.string().check(z$1.refine((v) => !Number.isNaN(Date.parse(v)), "Geen geldig tijdstip"));
/** GET audit: the filters (each optional), keyset paging (`before` an id), newest first. */
var auditQuerySchema = z$1.object({
	actor: z$1.optional(text$2),
	action: z$1.optional(text$2),
	record_type: z$1.optional(text$2),
	record_id: z$1.optional(text$2),
	from: z$1.optional(moment),
	to: z$1.optional(moment),
	before: z$1.optional(z$1.coerce.number().check(z$1.int(), z$1.minimum(1))),
	limit: z$1._default(z$1.coerce.number().check(z$1.int(), z$1.minimum(1), z$1.maximum(500)), 100)
});
var auditEntrySchema = z$1.looseObject({
	id: z$1.number(),
	at: z$1.string(),
	actor_id: z$1.nullable(z$1.string()),
	actor_login: z$1.nullable(z$1.string()),
	action: z$1.string(),
	record_type: z$1.string(),
	record_id: z$1.nullable(z$1.string()),
	before: z$1.unknown(),
	after: z$1.unknown(),
	address: z$1.nullable(z$1.string())
});
/** One page of the log and where the next starts (null: this was the last). */
var auditPageSchema = z$1.object({
	entries: z$1.array(auditEntrySchema),
	next: z$1.nullable(z$1.number())
});
// src/lib/access.ts
var roles = [
	"student",
	"teacher",
	"admin"
];
var roleSchema = z$1.enum(roles);
/** The logged-in user as the API names it (SPEC §3 Auth). */
var sessionUserSchema = z$1.object({
	_id: z$1.string().check(z$1.minLength(1)),
	role: roleSchema,
	login_id: z$1.optional(z$1.string())
});
/**
* The one table of who may do what (SPEC §2, §6). Route guards, the navigation, components
* and the mock backend all ask `can()`.
*/
var permissions = {
	/** Own account page, own profile, session calls. */
	"account:view": roles,
	/** Subscribe and unsubscribe for oneself; the Account link in the navigation. */
	"subscriptions:own": ["student"],
	/** The Beheer menu and accounts management. */
	"accounts:manage": ["teacher", "admin"],
	/** The X-Week and keuzedelen subscription overviews, paid flags, unsubscribe others. */
	"subscriptions:overview": ["admin"],
	/** Sign-up rounds: windows, wishes, placement (publish, undo). */
	"rounds:manage": ["admin"],
	/** Add, edit and delete excursions. */
	"excursions:manage": ["admin"],
	/** Edit page content and terms, upload images, change settings. */
	"content:edit": ["admin"],
	/** Read the audit log (Logboek). */
	"audit:read": ["admin"]
};
function can(user, permission) {
	if (!user) return false;
	return permissions[permission].includes(user.role);
}
/**
* Whether `actor` may act on the account `target` (DESIGN.md "Admin"): teachers manage students
* and teachers, only an admin touches an admin account, and nobody deletes their own account.
* The accounts page and both backends ask this one function.
*/
function canManageAccount(actor, target, action) {
	if (!actor || !can(actor, "accounts:manage")) return false;
	if (target.role === "admin" && actor.role !== "admin") return false;
	if (action === "delete" && target._id === actor._id) return false;
	return true;
}
/** Whether `actor` may give a new account this role: only admins add admins. */
var canGrantRole = (actor, role) => can(actor, "accounts:manage") && (role !== "admin" || actor?.role === "admin");
// server/http/call.ts
/** The refusals the access rule itself gives (documentation and the access matrix test). */
function accessRefusals(access) {
	if (access === "public") return { 401: "Een meegestuurd token is verlopen of onbekend" };
	return {
		401: "Geen of een verlopen/onbekend token",
		403: `Rol zonder het recht '${access}'`
	};
}
/** The rule that guards a call: a user is needed (401) with the permission (403). */
function accessGuard(access) {
	return async (c, next) => {
		if (access !== "public") {
			const user = c.get("user");
			if (!user) throw new ApiError(401, serverMessages.session.required);
			if (!can(user, access)) throw new ApiError(403, serverMessages.session.forbidden);
		}
		await next();
	};
}
/** The Dutch 400 of a payload that fails the app's schema: each field and what is wrong. */
function refuseInvalid(issues) {
	const detail = issues.map((i) => `${i.path.map(String).join(".") || "body"}: ${i.message}`).join("; ");
	throw new ApiError(400, serverMessages.request.invalid(detail));
}
/**
* Registers one call: guarded by its access rule, its body and query parsed with the app's own
* zod schemas (400 with a Dutch detail), then handed to `handler` with the rule context.
*/
function registerCall(registrar, services, spec, handler) {
	registrar.register(spec, accessGuard(spec.access), async (c, input) => {
		const result = await handler({
			services,
			user: c.get("user"),
			tokenHash: c.get("tokenHash"),
			address: services.clientAddress(c),
			now: services.now()
		}, input, c);
		return result instanceof Response ? result : c.json(result ?? { ok: true });
	});
}
// server/routes/audit.ts
function registerAuditCalls(registrar, services) {
	registerCall(registrar, services, {
		method: "get",
		path: "audit",
		access: "audit:read",
		tag: "Logboek",
		summary: "Het logboek: wie, wanneer, wat, welk record, voor en na; nieuwste eerst, gefilterd, per pagina",
		query: auditQuerySchema,
		answer: auditPageSchema,
		refusals: { 400: "Ongeldig filter" }
	}, (ctx, { query }) => readAuditLog(ctx, query));
}
// src/features/content/schemas.ts
/** Content names (DESIGN.md "Content pages"). */
var PAGE_CONTENT = [
	"home",
	"algemene_informatie",
	"faq",
	"faq_keuzedelen",
	"faq_xweek",
	"contact"
];
var TERMS_CONTENT = [
	"privacy_policy",
	"reis_terms",
	"activity_terms",
	"keuzedelen_terms"
];
[...PAGE_CONTENT, ...TERMS_CONTENT];
var contentNameSchema = z$1.string().check(z$1.trim(), z$1.minLength(1), z$1.maxLength(100), z$1.regex(/^[a-z0-9_-]+$/, "Ongeldige naam"));
var websiteContentSchema = z$1.object({
	name: z$1.string(),
	content: z$1.string()
});
var setContentInputSchema = z$1.object({
	name: contentNameSchema,
	content: z$1.string().check(z$1.maxLength(5e6, "De inhoud is te groot"))
});
/** {api}/uploader answers a url, several urls, or an error message (SPEC §7). */
var uploadAnswerSchema = z$1.union([
	z$1.object({ url: z$1.string().check(z$1.minLength(1)) }),
	z$1.object({ urls: z$1.array(z$1.string().check(z$1.minLength(1))).check(z$1.minLength(1)) }),
	z$1.object({ error: z$1.object({ message: z$1.string() }) })
]);
/** Multipart field name of the uploader. */
var UPLOAD_FIELD = "upload";
// src/lib/setting-shape.ts
var isRecord$1 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
/**
* One `{ name, value }` setting, also sent as the bare value, as `{ <name>: value }` or in a list
* of one. The settings' reader of the answers whose shape SPEC §7 leaves open (./answer-shapes has
* the others); it is on the first page, so it is written in zod/mini.
*/
function settingOf(name) {
	return z$1.pipe(z$1.transform((value) => {
		if (Array.isArray(value) && value.length === 1) value = value[0];
		if (typeof value === "string" || typeof value === "number") return {
			name,
			value: String(value)
		};
		if (isRecord$1(value) && !("value" in value) && name in value) return {
			name,
			value: String(value[name])
		};
		return value;
	}), z$1.looseObject({
		name: z$1._default(z$1.string(), name),
		value: z$1.string()
	}));
}
// src/features/settings/schemas.ts
var settingSchema = z$1.object({
	name: z$1.string(),
	value: z$1.string()
});
z$1.pipe(z$1.transform((v) => settingOf("version").safeParse(v).data ?? v), z$1.object({ value: z$1.string().check(z$1.minLength(1)) }));
var setSettingInputSchema = z$1.object({
	name: z$1.string().check(z$1.trim(), z$1.minLength(1), z$1.maxLength(100)),
	value: z$1.string().check(z$1.maxLength(1e4))
});
var VERSION_SETTING = "version";
// server/rules/content.ts
/** GET website_content: an unknown name is a 400 (SPEC §8: the app then starts it empty). */
async function getContent(ctx, name) {
	const content = await ctx.services.store.run((tx) => tx.contentByName(name));
	if (content === null) refuse(400, serverMessages.content.unknown("inhoud", name));
	return {
		name,
		content
	};
}
/** POST website_content/set: sanitised with the app's allow-list before it is stored. */
function setContent(ctx, body) {
	const content = ctx.services.sanitize(body.content);
	return transaction(ctx, async (tx) => {
		const before = await tx.contentByName(body.name);
		await tx.setContent(body.name, content);
		await audit(tx, ctx, {
			action: "content.set",
			recordType: "content",
			recordId: body.name,
			before: before === null ? null : { content: before },
			after: { content }
		});
		return {
			name: body.name,
			content
		};
	});
}
async function getSetting(ctx, name) {
	const value = await ctx.services.store.run((tx) => tx.settingByName(name));
	if (value === null) refuse(400, serverMessages.content.unknown("instelling", name));
	return {
		name,
		value
	};
}
async function getVersion(ctx) {
	return {
		name: VERSION_SETTING,
		value: await ctx.services.store.run((tx) => tx.settingByName(VERSION_SETTING)) ?? ""
	};
}
/**
* POST settings/set. The policy setting must name a text that exists: otherwise every user would
* be asked to accept an empty privacy policy.
*/
function setSetting(ctx, body) {
	return transaction(ctx, async (tx) => {
		if (body.name === "policy" && await tx.contentByName(body.value) === null) refuse(400, serverMessages.content.policyWithoutContent(body.value));
		const before = await tx.settingByName(body.name);
		await tx.setSetting(body.name, body.value);
		await audit(tx, ctx, {
			action: "setting.set",
			recordType: "setting",
			recordId: body.name,
			before: before === null ? null : { value: before },
			after: { value: body.value }
		});
		return body;
	});
}
/** The image type a file really is, read from its first bytes (never from its name). */
function sniffImageType(bytes) {
	const starts = (signature, offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
	const ascii = (text) => [...text].map((c) => c.charCodeAt(0));
	if (starts([
		137,
		80,
		78,
		71,
		13,
		10,
		26,
		10
	])) return "image/png";
	if (starts([
		255,
		216,
		255
	])) return "image/jpeg";
	if (starts(ascii("GIF87a")) || starts(ascii("GIF89a"))) return "image/gif";
	if (starts(ascii("RIFF")) && starts(ascii("WEBP"), 8)) return "image/webp";
	return null;
}
var uploadRefusal = (status, message) => new Response(JSON.stringify({ error: { message } }), {
	status,
	headers: { "Content-Type": "application/json; charset=utf-8" }
});
/**
* POST uploader: an image (by its content: PNG, JPEG, GIF or WebP) of at most 2 MB, stored in the
* database under a random id, so every server instance serves every upload. Answers its address,
* or `{ error: { message } }` (SPEC §7).
*/
async function upload(ctx, file, field) {
	if (!file) return uploadRefusal(400, serverMessages.content.noFile(field));
	if (file.size > 2097152) return uploadRefusal(413, adminMessages.contentEditor.uploadTooLarge(file.name, 2));
	const bytes = new Uint8Array(await file.arrayBuffer());
	const contentType = sniffImageType(bytes);
	if (!contentType) return uploadRefusal(400, adminMessages.contentEditor.uploadWrongType(file.name));
	const id = randomUploadId();
	await transaction(ctx, async (tx) => {
		await tx.insertUpload({
			_id: id,
			content_type: contentType,
			bytes,
			created_at: ctx.now.toISOString()
		});
		await audit(tx, ctx, {
			action: "upload.create",
			recordType: "upload",
			recordId: id,
			after: {
				name: file.name,
				content_type: contentType,
				size: bytes.length
			}
		});
	});
	return { url: `/api/uploads/${id}` };
}
function randomUploadId() {
	const bytes = crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(16));
	return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
/** GET uploads/{id}: the image with its real type, never sniffed, shown inline. */
async function getUpload(ctx, id) {
	const found = await ctx.services.store.run((tx) => tx.uploadById(id));
	if (!found) throw new ApiError(404, serverMessages.content.fileNotFound);
	return new Response(found.bytes, { headers: {
		"Content-Type": found.content_type,
		"X-Content-Type-Options": "nosniff",
		"Content-Disposition": "inline",
		"Cache-Control": "public, max-age=31536000, immutable"
	} });
}
// server/routes/content.ts
var byName = z$1.object({ name: z$1._default(z$1.string(), "") });
/** A file in a form, by shape (the File of another realm under MSW in Node). */
var isFile = (v) => typeof v === "object" && v !== null && typeof v.arrayBuffer === "function" && typeof v.name === "string";
function registerContentCalls(registrar, services) {
	const tag = "Teksten, instellingen en afbeeldingen";
	registerCall(registrar, services, {
		method: "get",
		path: "website_content",
		access: "public",
		tag,
		summary: "Een tekst van de site",
		query: byName,
		answer: websiteContentSchema,
		refusals: { 400: "Geen tekst met deze naam (de app begint dan een lege)" }
	}, (ctx, { query }) => getContent(ctx, query.name));
	registerCall(registrar, services, {
		method: "post",
		path: "website_content/set",
		access: "content:edit",
		tag,
		summary: "Een tekst opslaan (opgeschoond met de toegestane opmaak van de app)",
		body: setContentInputSchema,
		answer: websiteContentSchema,
		refusals: {
			400: "Ongeldige naam",
			413: "Groter dan 1 MB"
		}
	}, (ctx, { body }) => setContent(ctx, body));
	registerCall(registrar, services, {
		method: "get",
		path: "settings/version",
		access: "public",
		tag,
		summary: "De versie van de app (de 5-minuten-controle)",
		answer: settingSchema
	}, (ctx) => getVersion(ctx));
	registerCall(registrar, services, {
		method: "get",
		path: "settings",
		access: "public",
		tag,
		summary: "Een instelling",
		query: byName,
		answer: settingSchema,
		refusals: { 400: "Geen instelling met deze naam" }
	}, (ctx, { query }) => getSetting(ctx, query.name));
	registerCall(registrar, services, {
		method: "post",
		path: "settings/set",
		access: "content:edit",
		tag,
		summary: "Een instelling opslaan (policy: alleen een tekst die bestaat)",
		body: setSettingInputSchema,
		answer: settingSchema,
		refusals: { 400: "Ongeldige instelling, of policy zonder tekst" }
	}, (ctx, { body }) => setSetting(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "uploader",
		access: "content:edit",
		tag,
		summary: "Een afbeelding uploaden (PNG, JPEG, GIF of WebP, naar de inhoud; hoogstens 2 MB)",
		multipart: { field: UPLOAD_FIELD },
		answer: uploadAnswerSchema,
		refusals: {
			400: "Geen bestand, of geen afbeelding",
			413: "Groter dan 2 MB"
		}
	}, async (ctx, _input, c) => {
		const file = (await c.req.formData()).get(UPLOAD_FIELD);
		return upload(ctx, isFile(file) ? file : null, UPLOAD_FIELD);
	});
	registerCall(registrar, services, {
		method: "get",
		path: "uploads/{id}",
		access: "public",
		tag,
		summary: "Een geüploade afbeelding, met haar echte type",
		refusals: { 404: "Onbekend bestand" }
	}, (ctx, _input, c) => getUpload(ctx, c.req.param("id") ?? ""));
}
// src/lib/answer-shapes.ts
/**
* Readers for answers whose shape SPEC §3 and §7 leave open ("not shown"): they accept the
* plausible shapes a real API sends and fail only when a field the UI needs is really missing.
* Written in zod/mini: the list pages, which read excursions with them, load early.
*/
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
/** A number, also when sent as a numeric text ("20"). */
var numberish = z$1.union([z$1.number(), z$1.pipe(z$1.string().check(z$1.trim(), z$1.regex(/^-?\d+(\.\d+)?$/)), z$1.transform(Number))]);
/** A count: a number, a numeric text, or the list itself (`subscriptions: [...]`). */
var countOf = z$1.pipe(z$1.nullish(z$1.union([numberish, z$1.pipe(z$1.array(z$1.unknown()), z$1.transform((list) => list.length))])), z$1.transform((v) => v ?? 0));
var idText = z$1.union([z$1.string().check(z$1.minLength(1)), z$1.pipe(z$1.number(), z$1.transform(String))]);
/** An id: a text, a number, or the object it names (`{ _id }`, as a populated reference). */
var idRef = z$1.union([idText, z$1.pipe(z$1.looseObject({ _id: idText }), z$1.transform((o) => o._id))]);
/** A moment as text; a number is read as milliseconds since 1970. */
var timestampText = z$1.union([z$1.string(), z$1.pipe(z$1.number(), z$1.transform((ms) => new Date(ms).toISOString()))]);
/** A list, as is or wrapped in an object whose one list it is (`{ data: [...] }`). */
function listOf(item) {
	return z$1.pipe(z$1.transform((value) => {
		if (!isRecord(value)) return value;
		const lists = Object.values(value).filter(Array.isArray);
		return lists.length === 1 ? lists[0] : value;
	}), z$1.array(item));
}
// src/lib/dates.ts
dayjs$1.extend(customParseFormat);
dayjs$1.locale("nl");
/** Dates travel as day-month-year text (SPEC §3 `datetime`); profile dates use the same. */
var DATE_FORMAT = "DD-MM-YYYY";
function parseDate(text) {
	if (!text) return null;
	const d = dayjs$1(text, DATE_FORMAT, true);
	return d.isValid() ? d : null;
}
function isDateText(text) {
	return parseDate(text) !== null;
}
/** Sort key for day-month-year text; unknown dates sort last. */
function dateSortKey(text) {
	return parseDate(text)?.valueOf() ?? Number.MAX_SAFE_INTEGER;
}
// src/lib/scopes.ts
var scopeRegistry = [
	{
		id: "keuzedeel",
		label: "Keuzedelen",
		noun: "keuzedeel",
		group: "keuzedeel",
		terms: "keuzedelen_terms",
		termsLabel: "Keuzedeelvoorwaarden",
		needsIdData: false,
		countsTowardPoints: false
	},
	{
		id: "x-week",
		label: "Activiteiten in Nederland",
		noun: "activiteit",
		group: "x-week",
		terms: "activity_terms",
		termsLabel: "Activiteitenvoorwaarden",
		needsIdData: false,
		countsTowardPoints: true
	},
	{
		id: "buitenland",
		label: "Buitenlandreizen",
		noun: "reis",
		group: "x-week",
		terms: "reis_terms",
		termsLabel: "Reisvoorwaarden",
		needsIdData: true,
		countsTowardPoints: true
	}
];
function findScope(id) {
	return scopeRegistry.find((s) => s.id === id);
}
scopeRegistry.filter((s) => s.group === "x-week");
scopeRegistry.filter((s) => s.group === "keuzedeel");
// src/features/excursions/schemas.ts
var nullableNumber = z$1.pipe(z$1.nullish(z$1.number()), z$1.transform((v) => v ?? null));
/** An excursion as the API answers it (SPEC §3); `subscribed` and `preference` are the caller's own. */
var excursionSchema = z$1.looseObject({
	_id: idRef,
	name: z$1.string(),
	scope: z$1.string(),
	hours: numberish,
	datetime: z$1.string(),
	subscribed: z$1.pipe(z$1.nullish(idRef), z$1.transform((v) => v ?? null)),
	preference: z$1.pipe(z$1.nullish(numberish), z$1.transform((v) => v ?? null)),
	subscriptions: countOf,
	description: z$1.optional(z$1.string()),
	location: z$1.optional(z$1.string()),
	/** Optional maximum of places (our addition); an API without it means no limit. */
	capacity: nullableNumber,
	/** The smallest group it runs with (placement); null: none. */
	minimum: nullableNumber,
	/** Day of return (DD-MM-YYYY); absent: not given. */
	return_date: z$1.optional(z$1.nullable(z$1.string())),
	/**
	* Places taken (README "Inschrijfrondes"): the subscriptions in first-come rounds, the placed
	* students after a placement, null while wishes are collected. Absent (an API without it):
	* the subscriptions count, as before.
	*/
	places_taken: z$1.optional(z$1.nullable(z$1.number())),
	/** Whether the caller's own subscription holds a place (a wish may not); null: none. */
	placed: z$1.pipe(z$1.nullish(z$1.boolean()), z$1.transform((v) => v ?? null)),
	/** Students on the waiting list, and the caller's own place in it (1 = next). */
	waiting: countOf,
	waiting_position: nullableNumber
});
var excursionListSchema = listOf(excursionSchema);
var wholeNumber = (min, tooSmall, max, tooLarge) => z$1.number({ error: "Vul een getal in" }).check(z$1.refine(Number.isInteger, "Vul een heel getal in"), z$1.minimum(min, tooSmall), z$1.maximum(max, tooLarge));
var excursionFields = z$1.object({
	name: z$1.string().check(z$1.trim(), z$1.minLength(1, "Vul een naam in"), z$1.maxLength(200, "Hoogstens 200 tekens")),
	scope: z$1.string().check(z$1.refine((s) => findScope(s) !== void 0, "Kies een geldig soort")),
	hours: wholeNumber(0, "Vul 0 of meer in", 1e3, "Hoogstens 1000"),
	datetime: z$1.string().check(z$1.refine(isDateText, "Vul een geldige datum in (DD-MM-JJJJ)")),
	description: z$1.optional(z$1.string().check(z$1.maxLength(5e3, "Hoogstens 5000 tekens"))),
	location: z$1.optional(z$1.string().check(z$1.maxLength(200, "Hoogstens 200 tekens"))),
	capacity: z$1.optional(z$1.nullable(wholeNumber(1, "Minstens 1 plaats", 1e5, "Hoogstens 100000"))),
	minimum: z$1.optional(z$1.nullable(wholeNumber(1, "Minstens 1 deelnemer", 1e5, "Hoogstens 100000"))),
	return_date: z$1.optional(z$1.nullable(z$1.string().check(z$1.refine(isDateText, "Vul een geldige datum in (DD-MM-JJJJ)"))))
});
/** Rules between fields: back after leaving, no minimum above the places. */
var fieldRules = [z$1.refine((e) => !e.return_date || !isDateText(e.datetime) || dateSortKey(e.return_date) >= dateSortKey(e.datetime), {
	message: "De terugkomst kan niet voor de datum liggen",
	path: ["return_date"]
}), z$1.refine((e) => e.minimum == null || e.capacity == null || e.minimum <= e.capacity, {
	message: "Het minimum kan niet groter zijn dan het aantal plaatsen",
	path: ["minimum"]
})];
var excursionInputSchema = excursionFields.check(...fieldRules);
var excursionUpdateSchema = z$1.extend(excursionFields, { _id: z$1.string().check(z$1.minLength(1)) }).check(...fieldRules);
var excursionsQuerySchema = z$1.object({
	id: z$1.optional(z$1.string()),
	name: z$1.optional(z$1.string())
});
// src/features/rounds/window.ts
/**
* The time rules of a round, shared by the server and the app: the sign-up window and the
* school's own day, both in the school's time zone (Europe/Amsterdam) whatever the device's.
* Times travel and are stored as UTC ISO texts; only what a person reads or types is Dutch time.
* Plain Intl (no dayjs time-zone plugin): it is in every browser and in Node.
*/
var SCHOOL_TIME_ZONE = "Europe/Amsterdam";
/** Open from `opens_at` (inclusive) until `closes_at` (exclusive); a missing end is no limit. */
function windowState(round, now) {
	const t = now.getTime();
	if (round.opens_at && t < Date.parse(round.opens_at)) return "not-yet-open";
	if (round.closes_at && t >= Date.parse(round.closes_at)) return "closed";
	return "open";
}
var dayFormat = new Intl.DateTimeFormat("en-CA", {
	timeZone: SCHOOL_TIME_ZONE,
	year: "numeric",
	month: "2-digit",
	day: "2-digit"
});
/** '2027-04-12': the school's calendar day at `now`. */
function schoolDay(now) {
	return dayFormat.format(now);
}
/** 'DD-MM-YYYY' (an excursion's date) as '2027-04-12', or null. */
function dayOfDateText(text) {
	const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text ?? "");
	return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}
/**
* Whether the excursion's day has come (in the school's time zone): from then on nobody joins
* its waiting list or is moved up from it. A date that cannot be read never counts as started.
*/
function excursionHasStarted(datetime, now) {
	const day = dayOfDateText(datetime);
	return day !== null && schoolDay(now) >= day;
}
new Intl.DateTimeFormat("en-GB", {
	timeZone: SCHOOL_TIME_ZONE,
	year: "numeric",
	month: "2-digit",
	day: "2-digit",
	hour: "2-digit",
	minute: "2-digit",
	second: "2-digit",
	hourCycle: "h23"
});
var longFormat = new Intl.DateTimeFormat("nl-NL", {
	timeZone: SCHOOL_TIME_ZONE,
	weekday: "long",
	day: "numeric",
	month: "long",
	year: "numeric",
	hour: "2-digit",
	minute: "2-digit"
});
/** 'maandag 1 maart 2027 om 09:00' (Dutch time). */
function formatSchoolTime(iso) {
	const date = new Date(iso);
	return Number.isNaN(date.getTime()) ? iso : longFormat.format(date);
}
// server/rules/rounds.ts
/**
* The sign-up round of each scope (README "Inschrijfrondes"): its mode, window and wishes.
* `first-come` is today's behaviour: a subscription is a place, capacity refuses the one after
* the last. In `preference` mode a subscription is a wish (capacity refuses nothing) until a
* placement is published; then the subscriptions marked `placed_via` are the places.
*/
/** A scope without a stored round: first come, first served, no window, no limit. */
function defaultRound(scope) {
	return {
		scope,
		mode: "first-come",
		opens_at: null,
		closes_at: null,
		min_wishes: 0,
		max_wishes: null,
		policy: "rank-maximal",
		published_run: null,
		updated_at: (/* @__PURE__ */ new Date(0)).toISOString()
	};
}
async function roundOf(tx, scope) {
	return await tx.roundByScope(scope) ?? defaultRound(scope);
}
async function roundsByScope(tx) {
	return new Map((await tx.listRounds()).map((r) => [r.scope, r]));
}
var isPreference = (round) => round.mode === "preference";
/** A preference round whose placement is published: its places are the placed subscriptions. */
var isPublished = (round) => isPreference(round) && round.published_run !== null;
/** Wishes are being collected: nothing takes a place yet. */
var collectsWishes = (round) => isPreference(round) && !isPublished(round);
/** Whether a subscription holds a place (the overviews' `Geplaatst`, a student's placement). */
function holdsPlace(round, sub) {
	if (!round || !isPreference(round)) return true;
	return isPublished(round) && sub.placed_via !== null;
}
/** The places of an excursion that are taken, under its round's rule. */
async function placesTaken(tx, round, excursionId) {
	if (!isPreference(round)) return tx.countSubscriptions(excursionId);
	return isPublished(round) ? tx.countPlaced(excursionId) : 0;
}
/**
* The same for every excursion at once (the excursion list); null while a preference round
* collects wishes (no place is taken yet, and wishes may outnumber the places).
*/
async function placesTakenOfAll(tx, excursions) {
	const rounds = await roundsByScope(tx);
	const subscriptions = await tx.subscriptionCounts();
	const placed = rounds.size ? await tx.placedCounts() : /* @__PURE__ */ new Map();
	return new Map(excursions.map((e) => {
		const round = rounds.get(e.scope) ?? defaultRound(e.scope);
		if (collectsWishes(round)) return [e._id, null];
		const taken = isPreference(round) ? placed.get(e._id) : subscriptions.get(e._id);
		return [e._id, taken ?? 0];
	}));
}
/** Before the window opens nothing can be asked for (a sign-up, a waiting list). */
function refuseBeforeOpening(round, now) {
	if (windowState(round, now) === "not-yet-open") refuseSubscription(serverMessages.rounds.notYetOpen(`op ${formatSchoolTime(round.opens_at)}`));
}
/** A sign-up (or, in preference mode, a change of wishes) is refused outside the window. */
function requireOpenWindow(round, now) {
	refuseBeforeOpening(round, now);
	if (windowState(round, now) === "closed") refuseSubscription(serverMessages.rounds.closed);
	if (isPublished(round)) refuseSubscription(serverMessages.rounds.published);
}
/** The excursions that do not run in a published placement (dropped for their minimum). */
function droppedOf(run) {
	if (!run) return [];
	return run.summary.excursions.filter((e) => e.dropped).map((e) => e.excursion_id);
}
/**
* GET rounds: the round of every scope of the registry. Admins also get the published
* placement with whether it can still be undone.
*/
function listRounds(ctx) {
	return ctx.services.store.run(async (tx) => {
		const stored = await roundsByScope(tx);
		const answers = [];
		for (const scope of scopeRegistry) answers.push(await roundAnswer(tx, ctx, stored.get(scope.id) ?? defaultRound(scope.id)));
		return answers;
	});
}
async function roundAnswer(tx, ctx, round) {
	const run = isPublished(round) && round.published_run ? await tx.placementRunById(round.published_run) : null;
	const admin = can(ctx.user, "rounds:manage");
	return {
		scope: round.scope,
		mode: round.mode,
		opens_at: round.opens_at,
		closes_at: round.closes_at,
		min_wishes: round.min_wishes,
		max_wishes: round.max_wishes,
		policy: round.policy,
		published: run !== null,
		dropped: droppedOf(run),
		...admin && run ? { publication: await publicationOf(tx, run) } : {}
	};
}
/** A run as the admin sees it, with whether undo is still possible. */
async function publicationOf(tx, run) {
	return {
		run_id: run._id,
		policy: run.policy,
		seed: run.seed,
		place_without_wishes: run.place_without_wishes,
		pins: run.pins,
		published_at: run.published_at,
		summary: run.summary,
		can_undo: await scopeFingerprint(tx, run.scope) === run.state_after
	};
}
/**
* A fingerprint of a scope's places, wishes and waiting lists: equal right after publishing and
* now means nothing changed in between (undo is then exact). cyrb53: plain arithmetic, so the
* browser's demo backend computes the same as the server.
*/
async function scopeFingerprint(tx, scope) {
	const subs = (await tx.listSubscriptions({ scope })).map((s) => `${s._id}|${s.excursion_id}|${s.student_id}|${s.preference}|${s.placed_via ?? ""}|${s.placed_rank ?? ""}`).sort();
	const waiting = (await tx.waitingEntries({ excursionIds: await tx.excursionIdsInScopes([scope]) })).map((w) => `${w.id}|${w.excursion_id}|${w.student_id}`).sort();
	return cyrb53([
		...subs,
		"#",
		...waiting
	].join("\n"));
}
function cyrb53(text) {
	let h1 = 3735928559;
	let h2 = 1103547991;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		h1 = Math.imul(h1 ^ c, 2654435761);
		h2 = Math.imul(h2 ^ c, 1597334677);
	}
	h1 = Math.imul(h1 ^ h1 >>> 16, 2246822507) ^ Math.imul(h2 ^ h2 >>> 13, 3266489909);
	h2 = Math.imul(h2 ^ h2 >>> 16, 2246822507) ^ Math.imul(h1 ^ h1 >>> 13, 3266489909);
	return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36) + `:${text.length}`;
}
/**
* Clears a scope's placement marks and waiting lists: a round that starts collecting wishes
* starts from wishes only (a first-come round's waiting lists do not carry over).
*/
async function clearPlacementState(tx, scope) {
	let cleared = 0;
	for (const sub of await tx.listSubscriptions({ scope })) if (sub.placed_via !== null || sub.placed_rank !== null) {
		await tx.updateSubscription(sub._id, {
			placed_via: null,
			placed_rank: null
		});
		cleared++;
	}
	const waiting = await tx.waitingEntries({ excursionIds: await tx.excursionIdsInScopes([scope]) });
	await tx.deleteWaitingEntries(waiting.map((w) => w.id));
	return {
		placements: cleared,
		waiting: waiting.length
	};
}
/**
* POST rounds/set. A new mode changes what the scope's subscriptions are: to `preference` they
* become wishes (placement marks and waiting lists cleared); to `first-come` every subscription
* is a place again and a published placement is no longer published.
*/
function setRound(ctx, input) {
	return transaction(ctx, async (tx) => {
		await tx.lockExcursions(await tx.excursionIdsInScopes([input.scope]));
		const before = await roundOf(tx, input.scope);
		let cleared = null;
		let published = before.published_run;
		if (input.mode !== before.mode) {
			published = null;
			if (input.mode === "preference") cleared = await clearPlacementState(tx, input.scope);
		}
		const after = {
			...input,
			published_run: published,
			updated_at: ctx.now.toISOString()
		};
		await tx.saveRound(after);
		await audit(tx, ctx, {
			action: "round.update",
			recordType: "round",
			recordId: input.scope,
			before,
			after: cleared ? {
				...after,
				cleared
			} : after
		});
		return roundAnswer(tx, ctx, after);
	});
}
// src/features/profile/messages.ts
/** The passport/ID popup (SPEC §5, §8) and the trips that need it. */
var idDataMessages = {
	saved: "Gegevens opgeslagen",
	required: "Dit veld is verplicht",
	invalidDate: "Vul een geldige datum in (DD-MM-JJJJ)",
	issueDateFuture: "De afgiftedatum mag niet in de toekomst liggen",
	issueDateTooOld: "Dit document is te oud: de afgiftedatum mag hoogstens 10 jaar min 3 maanden geleden zijn",
	validityTooSoon: "Het document moet nog minstens 3 maanden geldig zijn",
	validityTooLate: "De geldigheidsdatum mag hoogstens 10 jaar vooruit liggen",
	validityHint: "Je document moet nog minstens 3 maanden na terugkomst geldig zijn",
	unknownValue: (value) => `Onbekende waarde '${value}': kies opnieuw`,
	validityNeedsIssueDate: "Kies eerst de afgiftedatum",
	birthDateRange: "Je geboortedatum moet tussen 100 en 5 jaar geleden liggen",
	complete: "Je paspoort- of ID-gegevens zijn compleet.",
	incomplete: "Je paspoort- of ID-gegevens zijn nog niet (volledig) ingevuld. Die zijn nodig voor een buitenlandreis.",
	/** A trip abroad: the document must be valid 3 months after return (SPEC §5's hint). */
	validityAfterReturn: (validUntil, needed) => `Let op: je document is geldig tot ${validUntil}. Voor deze reis moet het nog minstens 3 maanden na terugkomst geldig zijn, dus tot ten minste ${needed}.`
};
// src/features/profile/schemas.ts
var GENDERS = [
	"m",
	"v",
	"x"
];
var DOCUMENT_TYPES = ["passport", "id"];
var acceptField = (terms) => `accept_${terms}`;
var text$1 = z.union([z.string(), z.number().transform(String)]).nullish().transform((v) => v ?? "").catch("");
var flag = z.boolean().nullish().transform((v) => v ?? false).catch(false);
/**
* A field with known values (gender, document type): a value the app does not know is kept as it
* is, shown as it is and marked where it is edited (`unknownValue`); never dropped by a save.
*/
var enumText = text$1;
var id$3 = z.union([z.string(), z.number().transform(String)]);
/** A profile (users_info) as the API answers it; unknown fields are kept so a save sends them back. */
var profileSchema = z.looseObject({
	_id: id$3.optional(),
	user_id: id$3.optional(),
	first_name: text$1,
	last_name: text$1,
	last_name_prefix: text$1,
	email: text$1,
	login_id: text$1,
	accept_privacy_policy: flag,
	accept_reis_terms: flag,
	accept_activity_terms: flag,
	accept_keuzedelen_terms: flag,
	nationality: text$1,
	bday: text$1,
	gender: enumText,
	document_type: enumText,
	document_number: text$1,
	document_issue_date: text$1,
	document_validity_date: text$1,
	document_country: text$1,
	document_first_name: text$1,
	document_surname: text$1,
	number: text$1,
	phone: text$1,
	grade: text$1,
	hours: z.nullish(numberish).catch(null)
});
/** Date limits of the ID form (SPEC §5, §9), relative to `today`. */
function idDateLimits(today) {
	const day = today.startOf("day");
	return {
		issue: {
			min: day.subtract(10, "year").add(3, "month"),
			max: day
		},
		validity: {
			min: day.add(3, "month"),
			max: day.add(10, "year")
		},
		birth: {
			min: day.subtract(100, "year"),
			max: day.subtract(5, "year")
		}
	};
}
var required$1 = z.string().trim().min(1, idDataMessages.required);
function dateInRange(min, max, tooEarly, tooLate) {
	return z.string().min(1, idDataMessages.required).superRefine((value, ctx) => {
		if (!value) return;
		const d = parseDate(value);
		if (!d) ctx.addIssue({
			code: "custom",
			message: idDataMessages.invalidDate
		});
		else if (d.isBefore(min, "day")) ctx.addIssue({
			code: "custom",
			message: tooEarly
		});
		else if (d.isAfter(max, "day")) ctx.addIssue({
			code: "custom",
			message: tooLate
		});
	});
}
/** The ten fields of the ID popup with every rule of SPEC §5. */
function idDataSchema(today = dayjs$1()) {
	const limits = idDateLimits(today);
	return z.object({
		document_type: z.enum(DOCUMENT_TYPES, idDataMessages.required),
		document_number: required$1,
		document_issue_date: dateInRange(limits.issue.min, limits.issue.max, idDataMessages.issueDateTooOld, idDataMessages.issueDateFuture),
		document_validity_date: dateInRange(limits.validity.min, limits.validity.max, idDataMessages.validityTooSoon, idDataMessages.validityTooLate),
		document_country: required$1,
		gender: z.enum(GENDERS, idDataMessages.required),
		document_first_name: required$1,
		document_surname: required$1,
		bday: dateInRange(limits.birth.min, limits.birth.max, idDataMessages.birthDateRange, idDataMessages.birthDateRange),
		nationality: required$1
	});
}
Object.keys(idDataSchema().shape);
function hasCompleteIdData(profile, today = dayjs$1()) {
	return idDataSchema(today).safeParse(profile).success;
}
var rank = z$1.int().check(z$1.minimum(1));
var id$2 = z$1.string().check(z$1.minLength(1));
var subscriptionSchema = z$1.looseObject({
	_id: idRef,
	excursion_id: idRef,
	student_id: idRef,
	preference: z$1._default(z$1.pipe(numberish, rank), 1),
	timestamp: z$1._default(timestampText, ""),
	payed: z$1.pipe(z$1.nullish(z$1.boolean()), z$1.transform((v) => v ?? false)),
	/**
	* Whether it holds a place (README "Inschrijfrondes"): a wish in a preference round does not
	* until it is placed. An API without the field: every subscription is a place, as before.
	*/
	placed: z$1.pipe(z$1.nullish(z$1.boolean()), z$1.transform((v) => v ?? true)),
	/** How a published placement gave it ('wish', 'pin', 'leftover', 'waiting-list'), or null. */
	placed_via: z$1.pipe(z$1.nullish(z$1.string()), z$1.transform((v) => v ?? null)),
	/** The wish's rank when it was placed ('jouw 2e keuze'). */
	placed_rank: z$1.pipe(z$1.nullish(numberish), z$1.transform((v) => v ?? null))
});
var subscriptionListSchema = listOf(subscriptionSchema);
/**
* POST subscriptions/subscribe. Without `_id` it is a new subscription; with the `_id` of one of
* the caller's subscriptions it moves that one to `preference` (the one holding it swaps places).
*/
var subscribeInputSchema = z$1.object({
	_id: z$1.optional(id$2),
	excursion_id: id$2,
	preference: z$1._default(rank, 1)
});
var unsubscribeInputSchema = z$1.object({ id: id$2 });
var unsubscribeAllInputSchema = z$1.object({ scope: id$2 });
var payedInputSchema = z$1.object({
	id: id$2,
	payed: z$1.boolean()
});
// src/features/subscriptions/preferences.ts
/** First choice first; equal ranks (should not happen) keep their order. */
function byPreference(items) {
	return [...items].sort((a, b) => a.preference - b.preference);
}
/** The subscriptions in the same scope as the excursion `excursionId`. */
function siblingsOf(items, excursionId, scopeOf) {
	const scope = scopeOf(excursionId);
	return scope === void 0 ? items.filter((s) => s.excursion_id === excursionId) : items.filter((s) => scopeOf(s.excursion_id) === scope);
}
/**
* Moves subscription `id` to rank `to`; the subscription holding `to` in the same scope takes
* the old rank (a swap, as the backend does). Other scopes are untouched.
*/
function movePreference(items, id, to, scopeOf) {
	const moved = items.find((s) => s._id === id);
	if (!moved || moved.preference === to) return [...items];
	const holder = siblingsOf(items, moved.excursion_id, scopeOf).find((s) => s._id !== id && s.preference === to);
	return items.map((s) => {
		if (s === moved) return {
			...s,
			preference: to
		};
		if (s === holder) return {
			...s,
			preference: moved.preference
		};
		return s;
	});
}
/** Removes subscription `id`; the ranks left in its scope become 1..n again in their order. */
function removeSubscription(items, id, scopeOf) {
	const removed = items.find((s) => s._id === id);
	if (!removed) return [...items];
	const rest = items.filter((s) => s !== removed);
	const compacted = new Map(byPreference(siblingsOf(rest, removed.excursion_id, scopeOf)).map((s, i) => [s, i + 1]));
	return rest.map((s) => {
		const rank = compacted.get(s);
		return rank === void 0 || rank === s.preference ? s : {
			...s,
			preference: rank
		};
	});
}
// server/rules/waiting-list.ts
/**
* Waiting lists (README "Inschrijfrondes"): in a first-come round for a full excursion, and in a
* preference round once its placement is published. First in line is the oldest entry. When a
* place frees up, the first in line is placed at once, in the same transaction as the change
* that freed it, until the excursion is full again, its list is empty, or its day has come.
*/
/** Positions in line (1 = next) of the given entries, from the lists they are on. */
async function positionsOf(tx, entries) {
	const lists = await tx.waitingEntries({ excursionIds: [...new Set(entries.map((e) => e.excursion_id))] });
	const positions = /* @__PURE__ */ new Map();
	const seen = /* @__PURE__ */ new Map();
	for (const entry of lists) {
		const position = (seen.get(entry.excursion_id) ?? 0) + 1;
		seen.set(entry.excursion_id, position);
		positions.set(entry.id, position);
	}
	return positions;
}
/**
* The locks of a change that may free places on `excursionIds`: its students and the first in
* line of each of those lists (read before locking), then the excursions (with, in a published
* placement, where those first in line have their place now), each group in id order, as every
* transaction takes them. A longer chain of moves takes its further locks as it goes; a rare
* deadlock that this allows is retried by the store.
*/
async function lockForFreedPlaces(tx, studentIds, excursionIds) {
	const heads = /* @__PURE__ */ new Map();
	for (const entry of await tx.waitingEntries({ excursionIds })) if (!heads.has(entry.excursion_id)) heads.set(entry.excursion_id, entry);
	const students = [...studentIds, ...[...heads.values()].map((h) => h.student_id)];
	const excursions = [...excursionIds];
	for (const head of heads.values()) for (const sub of await tx.subscriptionsOfStudent(head.student_id)) if (sub.placed_via !== null) excursions.push(sub.excursion_id);
	await tx.lockUsers([...new Set(students)]);
	await tx.lockExcursions([...new Set(excursions)]);
}
/** Whether a place at this excursion can be given from its waiting list now. */
async function freePlaces(tx, ctx, excursion, round) {
	if (isPreference(round) && !isPublished(round)) return 0;
	if (excursionHasStarted(excursion.datetime, ctx.now)) return 0;
	if (isPublished(round)) {
		if (droppedOf(round.published_run ? await tx.placementRunById(round.published_run) : null).includes(excursion._id)) return 0;
	}
	if (excursion.capacity === null) return Number.POSITIVE_INFINITY;
	return excursion.capacity - await placesTaken(tx, round, excursion._id);
}
var nextRank = (own) => Math.max(0, ...own.map((s) => s.preference)) + 1;
/**
* Gives the first in line of `excursion` its place. In a first-come round: a subscription with
* the student's next rank. In a published placement: the place, with their wish there if they
* had one (else a new subscription); the place they held is given up (and its excursion's list
* moves up in turn), and they leave the lists of wishes they ranked below the new place.
* Answers the excursion whose place was given up, if any.
*/
async function promote(tx, ctx, excursion, round, entry) {
	await tx.lockUsers([entry.student_id]);
	const own = await tx.subscriptionsOfStudent(entry.student_id, excursion.scope);
	const there = own.find((s) => s.excursion_id === excursion._id);
	let given = null;
	let subscriptionId;
	const leave = [entry.id];
	if (!isPublished(round)) {
		if (there) subscriptionId = there._id;
		else {
			subscriptionId = tx.newId("s-");
			await tx.insertSubscription(newSubscription(subscriptionId, entry, excursion, ctx, nextRank(own)));
		}
	} else {
		const held = own.find((s) => s.placed_via !== null && s.excursion_id !== excursion._id);
		if (held) {
			await tx.lockExcursions([held.excursion_id]);
			await tx.updateSubscription(held._id, {
				placed_via: null,
				placed_rank: null
			});
			given = held.excursion_id;
		}
		if (there) {
			subscriptionId = there._id;
			await tx.updateSubscription(there._id, {
				placed_via: "waiting-list",
				placed_rank: there.preference
			});
			const below = new Set(own.filter((s) => s.preference > there.preference).map((s) => s.excursion_id));
			for (const other of await tx.waitingEntries({ studentId: entry.student_id })) if (below.has(other.excursion_id)) leave.push(other.id);
		} else {
			subscriptionId = tx.newId("s-");
			await tx.insertSubscription({
				...newSubscription(subscriptionId, entry, excursion, ctx, nextRank(own)),
				placed_via: "waiting-list"
			});
		}
	}
	await tx.deleteWaitingEntries(leave);
	await audit(tx, ctx, {
		action: "waiting-list.promote",
		recordType: "subscription",
		recordId: subscriptionId,
		after: {
			student_id: entry.student_id,
			excursion_id: excursion._id,
			gave_up: given,
			left_lists: leave.length - 1
		}
	});
	return given;
}
function newSubscription(id, entry, excursion, ctx, preference) {
	return {
		_id: id,
		excursion_id: excursion._id,
		student_id: entry.student_id,
		scope: excursion.scope,
		preference,
		timestamp: ctx.now.toISOString(),
		payed: false,
		placed_via: null,
		placed_rank: null
	};
}
/**
* Places became free on these excursions (an unsubscribe, a deleted student, a raised capacity,
* a student moved up elsewhere): each waiting list moves up, under the locks the caller holds
* (and those a promotion adds). Ends: every entry promoted is one entry less.
*/
async function afterSeatsFreed(tx, ctx, excursionIds) {
	const work = [...new Set(excursionIds)].sort();
	while (work.length) {
		const excursion = await tx.excursionById(work.shift());
		if (!excursion) continue;
		const round = await roundOf(tx, excursion.scope);
		for (;;) {
			if (await freePlaces(tx, ctx, excursion, round) <= 0) break;
			const [first] = await tx.waitingEntries({ excursionIds: [excursion._id] });
			if (!first) break;
			const given = await promote(tx, ctx, excursion, round, first);
			if (given && !work.includes(given)) work.push(given);
		}
	}
}
var asRole$1 = (user) => user;
/**
* POST waiting_list/join. In a first-come round for a full excursion (the same terms and ID data
* as a sign-up). In a published placement for any excursion that runs: with a free place the
* student is placed at once (leaving the place they had in the scope).
*/
function joinWaitingList(ctx, body) {
	const student = caller(ctx);
	if (!can(asRole$1(student), "subscriptions:own")) refuseSubscription(serverMessages.subscriptions.onlyStudents);
	return transaction(ctx, async (tx) => {
		const found = await tx.excursionById(body.excursion_id);
		const held = (await tx.subscriptionsOfStudent(student._id)).filter((s) => s.placed_via);
		await tx.lockUsers([student._id]);
		await tx.lockExcursions([body.excursion_id, ...held.map((s) => s.excursion_id)]);
		const excursion = found ?? refuseSubscription(serverMessages.subscriptions.excursionGone);
		const scope = findScope(excursion.scope) ?? refuseSubscription(serverMessages.subscriptions.unknownScope);
		const round = await roundOf(tx, excursion.scope);
		if (isPreference(round) && !isPublished(round)) refuseSubscription(serverMessages.waiting.notYet);
		refuseBeforeOpening(round, ctx.now);
		if (excursionHasStarted(excursion.datetime, ctx.now)) refuseSubscription(serverMessages.waiting.started);
		if (isPublished(round)) {
			if (droppedOf(round.published_run ? await tx.placementRunById(round.published_run) : null).includes(excursion._id)) refuseSubscription(serverMessages.waiting.dropped);
		}
		const there = (await tx.subscriptionsOfStudent(student._id, excursion.scope)).find((s) => s.excursion_id === excursion._id);
		if (there && !isPublished(round)) refuseSubscription(serverMessages.subscriptions.already);
		if (there?.placed_via) refuseSubscription(serverMessages.waiting.alreadyPlaced);
		if ((await tx.waitingEntries({ studentId: student._id })).some((w) => w.excursion_id === excursion._id)) refuseSubscription(serverMessages.waiting.already);
		const profile = profileSchema.parse(await tx.profileOfUser(student._id));
		if (!profile[acceptField(scope.terms)]) refuseSubscription(serverMessages.subscriptions.termsFirst);
		if (scope.needsIdData && !hasCompleteIdData(profile, dayjs(ctx.now))) refuseSubscription(serverMessages.subscriptions.idDataFirst);
		if (!isPublished(round)) {
			if (excursion.capacity === null) refuseSubscription(serverMessages.waiting.noLimit);
			if (await placesTaken(tx, round, excursion._id) < excursion.capacity) refuseSubscription(serverMessages.waiting.notFull);
		}
		const [entry] = await tx.insertWaitingEntries([{
			excursion_id: excursion._id,
			student_id: student._id,
			joined_at: ctx.now.toISOString()
		}]);
		await audit(tx, ctx, {
			action: "waiting-list.join",
			recordType: "excursion",
			recordId: excursion._id,
			after: entry
		});
		await afterSeatsFreed(tx, ctx, [excursion._id]);
		const still = (await tx.waitingEntries({ studentId: student._id })).find((w) => w.id === entry.id);
		return {
			excursion_id: excursion._id,
			position: still ? (await positionsOf(tx, [still])).get(still.id) ?? null : null,
			placed: !still
		};
	});
}
/** POST waiting_list/leave: the caller's own entry. */
function leaveWaitingList(ctx, body) {
	const student = caller(ctx);
	return transaction(ctx, async (tx) => {
		await tx.lockUsers([student._id]);
		const entry = (await tx.waitingEntries({ studentId: student._id })).find((w) => w.excursion_id === body.excursion_id) ?? refuseSubscription(serverMessages.waiting.notOnList);
		await tx.deleteWaitingEntries([entry.id]);
		await audit(tx, ctx, {
			action: "waiting-list.leave",
			recordType: "excursion",
			recordId: entry.excursion_id,
			before: entry
		});
		return { message: serverMessages.waiting.left };
	});
}
// server/rules/subscriptions.ts
var asRole = (user) => user;
/** The rank rules of the app (preferences.ts), applied to one student's rows in one scope. */
async function applyRanks(tx, before, after) {
	const old = new Map(before.map((s) => [s._id, s.preference]));
	for (const s of after) if (old.get(s._id) !== s.preference) await tx.updateSubscription(s._id, { preference: s.preference });
}
/** The ranks left in a student's scope close up to 1..n, in their order. */
async function closeUpRanks(tx, studentId, scope) {
	const own = await tx.subscriptionsOfStudent(studentId, scope);
	await applyRanks(tx, own, [...own].sort((a, b) => a.preference - b.preference).map((s, i) => ({
		_id: s._id,
		preference: i + 1
	})));
}
/** A subscription as the API answers it: with whether it holds a place (README "Inschrijfrondes"). */
var subscriptionAnswer = (row, placed) => ({
	...row,
	placed
});
/** GET subscriptions/all: everyone's for the overviews' users, one's own for others (JSON as read). */
async function listSubscriptions(ctx) {
	const user = caller(ctx);
	const json = await ctx.services.store.run(async (tx) => tx.listSubscriptionsJson({
		...can(asRole(user), "subscriptions:overview") ? {} : { studentId: user._id },
		markedScopes: (await tx.listRounds()).filter(isPreference).map((r) => r.scope)
	}));
	return new Response(json, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
/**
* POST subscriptions/subscribe. Without `_id` a new subscription; with the `_id` of one of the
* caller's own it moves that one to `preference`, the one holding that rank taking the old one.
* Checked and written under locks on the student and the excursion (in that order, in every
* transaction), so two students never take the same last place and a repeated request finds
* the first one's subscription.
*/
function subscribe(ctx, body) {
	const student = caller(ctx);
	if (!can(asRole(student), "subscriptions:own")) refuseSubscription(serverMessages.subscriptions.onlyStudents);
	return transaction(ctx, async (tx) => {
		await tx.lockUsers([student._id]);
		const excursion = await tx.excursionById(body.excursion_id) ?? refuseSubscription(serverMessages.subscriptions.excursionGone);
		const scope = findScope(excursion.scope) ?? refuseSubscription(serverMessages.subscriptions.unknownScope);
		await tx.lockExcursions([excursion._id]);
		const siblings = await tx.subscriptionsOfStudent(student._id, excursion.scope);
		const round = await roundOf(tx, excursion.scope);
		if (body._id) {
			const moved = siblings.find((s) => s._id === body._id && s.excursion_id === excursion._id);
			if (!moved) return refuseSubscription(serverMessages.subscriptions.subscriptionGone);
			if (isPreference(round)) requireOpenWindow(round, ctx.now);
			if (body.preference > siblings.length) refuseSubscription(serverMessages.subscriptions.rankRange(siblings.length));
			const scopeOf = () => excursion.scope;
			await applyRanks(tx, siblings, movePreference(siblings, moved._id, body.preference, scopeOf));
			const after = await tx.subscriptionById(moved._id);
			await audit(tx, ctx, {
				action: "subscription.move",
				recordType: "subscription",
				recordId: moved._id,
				before: moved,
				after
			});
			return subscriptionAnswer(after, holdsPlace(round, after));
		}
		requireOpenWindow(round, ctx.now);
		if (siblings.some((s) => s.excursion_id === excursion._id)) refuseSubscription(serverMessages.subscriptions.already);
		if (round.max_wishes !== null) {
			if (siblings.length >= round.max_wishes) refuseSubscription(isPreference(round) ? serverMessages.rounds.tooManyWishes(round.max_wishes) : serverMessages.rounds.tooManySubscriptions(round.max_wishes));
			if (body.preference > round.max_wishes) refuseSubscription(serverMessages.subscriptions.rankRange(round.max_wishes));
		}
		const profile = profileSchema.parse(await tx.profileOfUser(student._id));
		if (!profile[acceptField(scope.terms)]) refuseSubscription(serverMessages.subscriptions.termsFirst);
		if (scope.needsIdData && !hasCompleteIdData(profile, dayjs(ctx.now))) refuseSubscription(serverMessages.subscriptions.idDataFirst);
		if (!collectsWishes(round) && excursion.capacity !== null && await placesTaken(tx, round, excursion._id) >= excursion.capacity) refuseSubscription(serverMessages.subscriptions.full);
		if (siblings.some((s) => s.preference === body.preference)) refuseSubscription(serverMessages.subscriptions.rankTaken(body.preference));
		const record = {
			_id: tx.newId("s-"),
			excursion_id: excursion._id,
			student_id: student._id,
			scope: excursion.scope,
			preference: body.preference,
			timestamp: ctx.now.toISOString(),
			payed: false,
			placed_via: null,
			placed_rank: null
		};
		await tx.insertSubscription(record);
		await audit(tx, ctx, {
			action: "subscription.create",
			recordType: "subscription",
			recordId: record._id,
			after: record
		});
		return subscriptionAnswer(record, holdsPlace(round, record));
	});
}
/** POST subscriptions/unsubscribe: one's own, or anyone's for the overviews' users. */
function unsubscribe(ctx, body) {
	const user = caller(ctx);
	return transaction(ctx, async (tx) => {
		const found = await tx.subscriptionById(body.id) ?? refuseSubscription(serverMessages.subscriptions.subscriptionGone);
		if (found.student_id !== user._id && !can(asRole(user), "subscriptions:overview")) refuse(403, serverMessages.session.forbidden);
		await lockForFreedPlaces(tx, [found.student_id], [found.excursion_id]);
		const sub = await tx.subscriptionById(body.id) ?? refuseSubscription(serverMessages.subscriptions.subscriptionGone);
		const own = await tx.subscriptionsOfStudent(sub.student_id, sub.scope);
		await tx.deleteSubscriptions([sub._id]);
		const entries = await tx.waitingEntries({ studentId: sub.student_id });
		await tx.deleteWaitingEntries(entries.filter((w) => w.excursion_id === sub.excursion_id).map((w) => w.id));
		await applyRanks(tx, own.filter((s) => s._id !== sub._id), removeSubscription(own, sub._id, () => sub.scope));
		await afterSeatsFreed(tx, ctx, [sub.excursion_id]);
		await audit(tx, ctx, {
			action: "subscription.delete",
			recordType: "subscription",
			recordId: sub._id,
			before: sub
		});
		return { message: serverMessages.subscriptions.unsubscribed };
	});
}
/** POST subscriptions/unsubscribe/all: every subscription in a scope. */
function unsubscribeAll(ctx, body) {
	return transaction(ctx, async (tx) => {
		const excursionIds = await tx.excursionIdsInScopes([body.scope]);
		await tx.lockExcursions(excursionIds);
		const deleted = await tx.deleteSubscriptionsInScopes([body.scope]);
		const waiting = await tx.waitingEntries({ excursionIds });
		await tx.deleteWaitingEntries(waiting.map((w) => w.id));
		await audit(tx, ctx, {
			action: "subscription.delete-all",
			recordType: "scope",
			recordId: body.scope,
			before: {
				subscriptions: deleted,
				waiting: waiting.length
			}
		});
		return { deleted };
	});
}
/** POST subscriptions/payed. */
function setPayed(ctx, body) {
	return transaction(ctx, async (tx) => {
		const before = await tx.subscriptionById(body.id) ?? refuse(404, serverMessages.subscriptions.notFound);
		await tx.updateSubscription(before._id, { payed: body.payed });
		const after = subscriptionAnswer({
			...before,
			payed: body.payed
		}, holdsPlace((await roundsByScope(tx)).get(before.scope), before));
		await audit(tx, ctx, {
			action: "subscription.payed",
			recordType: "subscription",
			recordId: before._id,
			before: { payed: before.payed },
			after: { payed: after.payed }
		});
		return after;
	});
}
// server/rules/excursions.ts
/** An excursion as the API answers it: optional texts left out rather than null. */
function excursionAnswer(row) {
	const { description, location, ...rest } = row;
	return {
		...rest,
		...description === null ? {} : { description },
		...location === null ? {} : { location }
	};
}
/** A payload as a row: what is not given is null (no limit, no text). */
function toRow(id, input) {
	return {
		_id: id,
		name: input.name,
		scope: input.scope,
		hours: input.hours,
		datetime: input.datetime,
		description: input.description ?? null,
		location: input.location ?? null,
		capacity: input.capacity ?? null,
		minimum: input.minimum ?? null,
		return_date: input.return_date ?? null
	};
}
/**
* GET excursions: each excursion as the caller sees it, with their own subscription and the
* number of subscriptions (SPEC §3), the places taken under its round's rule, the length of its
* waiting list and the caller's place in it.
*/
function listExcursions(ctx, filter) {
	return ctx.services.store.run(async (tx) => {
		const rows = await tx.listExcursions(filter);
		const counts = await tx.subscriptionCounts();
		const taken = await placesTakenOfAll(tx, rows);
		const rounds = await roundsByScope(tx);
		const waiting = await tx.waitingCounts();
		const own = ctx.user ? new Map((await tx.subscriptionsOfStudent(ctx.user._id)).map((s) => [s.excursion_id, s])) : /* @__PURE__ */ new Map();
		const entries = ctx.user ? await tx.waitingEntries({ studentId: ctx.user._id }) : [];
		const positions = await positionsOf(tx, entries);
		const position = new Map(entries.map((w) => [w.excursion_id, positions.get(w.id) ?? null]));
		return rows.map((e) => ({
			...excursionAnswer(e),
			subscribed: own.get(e._id)?._id ?? null,
			preference: own.get(e._id)?.preference ?? null,
			placed: own.has(e._id) ? holdsPlace(rounds.get(e.scope), own.get(e._id)) : null,
			subscriptions: counts.get(e._id) ?? 0,
			places_taken: taken.has(e._id) ? taken.get(e._id) : 0,
			waiting: waiting.get(e._id) ?? 0,
			waiting_position: position.get(e._id) ?? null
		}));
	});
}
function addExcursion(ctx, input) {
	return transaction(ctx, async (tx) => {
		const row = toRow(tx.newId("e-"), input);
		await tx.insertExcursion(row);
		await audit(tx, ctx, {
			action: "excursion.create",
			recordType: "excursion",
			recordId: row._id,
			after: row
		});
		return excursionAnswer(row);
	});
}
/** The students of an excursion whose ranks change with it, locked (in id order). */
async function lockStudentsOf(tx, excursionId) {
	const subs = await tx.listSubscriptions({ excursionId });
	await tx.lockUsers(subs.map((s) => s.student_id));
	return subs;
}
/**
* POST excursions/update. A capacity change is made under the excursion's lock. A new scope takes
* the subscriptions along: each gets the next rank in its student's new scope, and the old
* scope's ranks close up.
*/
function updateExcursion(ctx, input) {
	return transaction(ctx, async (tx) => {
		await tx.lockExcursions([input._id]);
		const before = await tx.excursionById(input._id) ?? refuse(404, serverMessages.excursions.notFound);
		const after = toRow(before._id, input);
		if (after.scope !== before.scope) {
			for (const sub of await lockStudentsOf(tx, before._id)) {
				const inNewScope = await tx.subscriptionsOfStudent(sub.student_id, after.scope);
				const next = Math.max(0, ...inNewScope.map((s) => s.preference)) + 1;
				await tx.updateSubscription(sub._id, {
					scope: after.scope,
					preference: next,
					placed_via: null,
					placed_rank: null
				});
				await closeUpRanks(tx, sub.student_id, before.scope);
			}
			const waiting = await tx.waitingEntries({ excursionIds: [before._id] });
			await tx.deleteWaitingEntries(waiting.map((w) => w.id));
		}
		await tx.updateExcursion(before._id, after);
		if (after.capacity === null || before.capacity !== null && after.capacity > before.capacity) await afterSeatsFreed(tx, ctx, [before._id]);
		await audit(tx, ctx, {
			action: "excursion.update",
			recordType: "excursion",
			recordId: before._id,
			before,
			after
		});
		return excursionAnswer(after);
	});
}
/** POST excursions/delete: with its subscriptions; the students' other ranks close up. */
function deleteExcursion(ctx, body) {
	return transaction(ctx, async (tx) => {
		await tx.lockExcursions([body.id]);
		const before = await tx.excursionById(body.id) ?? refuse(404, serverMessages.excursions.notFound);
		const subs = await lockStudentsOf(tx, before._id);
		await tx.deleteExcursions([before._id]);
		for (const sub of subs) await closeUpRanks(tx, sub.student_id, before.scope);
		await audit(tx, ctx, {
			action: "excursion.delete",
			recordType: "excursion",
			recordId: before._id,
			before: {
				...before,
				subscriptions: subs.length
			}
		});
		return { message: serverMessages.excursions.deleted };
	});
}
/** POST excursions/delete/all: every excursion of a scope, with all their subscriptions. */
function deleteAllExcursions(ctx, body) {
	return transaction(ctx, async (tx) => {
		const ids = await tx.excursionIdsInScopes([body.scope]);
		await tx.lockExcursions(ids);
		await tx.deleteExcursions(ids);
		await audit(tx, ctx, {
			action: "excursion.delete-all",
			recordType: "scope",
			recordId: body.scope,
			before: { excursions: ids.length }
		});
		return { deleted: ids.length };
	});
}
// server/routes/excursions.ts
var id$1 = z$1.string().check(z$1.minLength(1));
function registerExcursionCalls(registrar, services) {
	const tag = "Activiteiten";
	registerCall(registrar, services, {
		method: "get",
		path: "excursions",
		access: "public",
		tag,
		summary: "Activiteiten (filter op id of naam), met de eigen inschrijving en het aantal",
		query: excursionsQuerySchema,
		answer: excursionListSchema
	}, (ctx, { query }) => listExcursions(ctx, query));
	registerCall(registrar, services, {
		method: "post",
		path: "excursions/add",
		access: "excursions:manage",
		tag,
		summary: "Een activiteit toevoegen",
		body: excursionInputSchema,
		answer: excursionSchema,
		refusals: { 400: "Ongeldige activiteit" }
	}, (ctx, { body }) => addExcursion(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "excursions/update",
		access: "excursions:manage",
		tag,
		summary: "Een activiteit wijzigen (een nieuw soort neemt de inschrijvingen mee)",
		body: excursionUpdateSchema,
		answer: excursionSchema,
		refusals: {
			400: "Ongeldige activiteit",
			404: "Onbekende activiteit",
			503: "Bezet: opnieuw proberen"
		}
	}, (ctx, { body }) => updateExcursion(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "excursions/delete",
		access: "excursions:manage",
		tag,
		summary: "Een activiteit verwijderen, met haar inschrijvingen",
		body: z$1.object({ id: id$1 }),
		refusals: { 404: "Onbekende activiteit" }
	}, (ctx, { body }) => deleteExcursion(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "excursions/delete/all",
		access: "excursions:manage",
		tag,
		summary: "Alle activiteiten van een soort verwijderen",
		body: z$1.object({ scope: id$1 }),
		answer: z$1.object({ deleted: z$1.number() })
	}, (ctx, { body }) => deleteAllExcursions(ctx, body));
}
// src/features/rounds/schemas.ts
var roundModes = ["first-come", "preference"];
/** The placement engine's policies (server/placement/types.ts), in the order the admin sees them. */
var placementPolicies = [
	"rank-maximal",
	"minimise-worst",
	"lottery"
];
var id = z$1.string().check(z$1.minLength(1));
var isoTime = z$1.string().check(z$1.refine((s) => !Number.isNaN(Date.parse(s)), "Ongeldige tijd"));
var count$2 = z$1.int().check(z$1.minimum(0));
var histogramSchema = z$1.object({
	/** by_rank[0] got their 1st choice, by_rank[1] their 2nd, … */
	by_rank: z$1.array(count$2),
	pinned: count$2,
	leftover: count$2,
	unplaced: count$2
});
var unplacedReasons = [
	"no-wishes",
	"wishes-full",
	"wishes-dropped"
];
var pinSchema = z$1.object({
	student_id: id,
	excursion_id: id,
	reason: z$1.string().check(z$1.trim(), z$1.minLength(1, "Geef een reden"), z$1.maxLength(500))
});
/** One policy's outcome, as the preview and a publication show it. */
var placementSummarySchema = z$1.object({
	policy: z$1.enum(placementPolicies),
	seed: count$2,
	students: count$2,
	histogram: histogramSchema,
	excursions: z$1.array(z$1.object({
		excursion_id: id,
		capacity: z$1.nullable(count$2),
		minimum: z$1.nullable(count$2),
		placed: count$2,
		pinned: count$2,
		leftover: count$2,
		dropped: z$1.boolean(),
		over_capacity: z$1.boolean()
	})),
	unplaced: z$1.array(z$1.object({
		student_id: id,
		reason: z$1.enum(unplacedReasons)
	})),
	dropped_pins: z$1.array(pinSchema)
});
/** A published placement (admins see it with their round). */
var publicationSchema = z$1.object({
	run_id: id,
	policy: z$1.enum(placementPolicies),
	seed: count$2,
	place_without_wishes: z$1.boolean(),
	pins: z$1.array(pinSchema),
	published_at: z$1.string(),
	summary: placementSummarySchema,
	/** Whether undo is still possible: nothing changed in the scope since publishing. */
	can_undo: z$1.boolean()
});
/** The round of one scope, as GET rounds answers it (a scope without settings: the default). */
var roundSchema = z$1.object({
	scope: z$1.string(),
	mode: z$1.enum(roundModes),
	opens_at: z$1.nullable(z$1.string()),
	closes_at: z$1.nullable(z$1.string()),
	min_wishes: count$2,
	max_wishes: z$1.nullable(count$2),
	policy: z$1.enum(placementPolicies),
	/** A placement is published (preference rounds). */
	published: z$1.boolean(),
	/** Excursions that do not run in the published placement (below their minimum). */
	dropped: z$1.array(z$1.string()),
	publication: z$1.optional(publicationSchema)
});
var roundListSchema = z$1.array(roundSchema);
var scope = z$1.string().check(z$1.refine((s) => findScope(s) !== void 0, "Kies een geldig soort"));
var wishCount = (min) => z$1.int({ error: "Vul een heel getal in" }).check(z$1.minimum(min, `Vul ${min} of meer in`), z$1.maximum(50, `Hoogstens 50`));
/** POST rounds/set: a scope's round. Times are ISO (UTC); the admin types Dutch time. */
var roundInputSchema = z$1.object({
	scope,
	mode: z$1.enum(roundModes),
	opens_at: z$1.nullable(isoTime),
	closes_at: z$1.nullable(isoTime),
	min_wishes: wishCount(0),
	max_wishes: z$1.nullable(wishCount(1)),
	policy: z$1.enum(placementPolicies)
}).check(z$1.refine((r) => !r.opens_at || !r.closes_at || Date.parse(r.closes_at) > Date.parse(r.opens_at), {
	message: "De sluiting moet na de opening liggen",
	path: ["closes_at"]
}), z$1.refine((r) => r.max_wishes === null || r.min_wishes <= r.max_wishes, {
	message: "Het minimum kan niet groter zijn dan het maximum",
	path: ["min_wishes"]
}));
var seed = z$1.int().check(z$1.minimum(0), z$1.maximum(4294967295));
/** POST rounds/preview: the policies to compare, on the same lottery (a seed, or a new one). */
var previewInputSchema = z$1.object({
	scope,
	policies: z$1.array(z$1.enum(placementPolicies)).check(z$1.minLength(1), z$1.maxLength(placementPolicies.length), z$1.refine((list) => new Set(list).size === list.length, "Elk beleid één keer")),
	seed: z$1.optional(seed),
	pins: z$1._default(z$1.array(pinSchema), []),
	place_without_wishes: z$1._default(z$1.boolean(), false)
});
var previewAnswerSchema = z$1.object({
	scope: z$1.string(),
	seed: count$2,
	results: z$1.array(placementSummarySchema)
});
/** POST rounds/publish: one policy of the preview, on its seed. */
var publishInputSchema = z$1.object({
	scope,
	policy: z$1.enum(placementPolicies),
	seed,
	pins: z$1._default(z$1.array(pinSchema), []),
	place_without_wishes: z$1._default(z$1.boolean(), false)
});
var undoInputSchema = z$1.object({ scope });
/** POST waiting_list/join and waiting_list/leave. */
var waitingInputSchema = z$1.object({ excursion_id: id });
var waitingAnswerSchema = z$1.object({
	excursion_id: z$1.string(),
	/** The place in line (1 = next), or null when a free place was taken at once. */
	position: z$1.nullable(count$2),
	placed: z$1.boolean()
});
// server/placement/flow.ts
function createLexFlow(p) {
	const m = p.nodeCount;
	const M = m + 1;
	const NONE_NODE = m;
	const T = M;
	const { K, rankCost, inBounds } = pack(p, m);
	const nS = p.optStart.length - 1;
	const NONE = p.kMax + 1;
	const R = p.kMax + 2;
	const classVectors = [];
	for (let ru = 1; ru <= NONE; ru++) for (let rv = 1; rv <= NONE; rv++) {
		if (ru === rv) continue;
		const vec = [];
		for (let j = 0; j < K; j++) vec.push(rankCost[rv * K + j] - rankCost[ru * K + j]);
		classVectors.push({
			cls: ru * R + rv,
			vec
		});
	}
	classVectors.sort((a, b) => compareVectors(a.vec, b.vec));
	const groupOfClass = new Int32Array(R * R).fill(-1);
	const groupVectors = [];
	for (const { cls, vec } of classVectors) {
		const last = groupVectors[groupVectors.length - 1];
		if (!last || compareVectors(last, vec) !== 0) groupVectors.push(vec);
		groupOfClass[cls] = groupVectors.length - 1;
	}
	const G = groupVectors.length;
	const delta = new Float64Array(G * K);
	groupVectors.forEach((vec, g) => vec.forEach((x, j) => delta[g * K + j] = x));
	const groupKey = new Map(groupVectors.map((vec, g) => [vec.join(","), g]));
	const cap = new Int32Array(M);
	for (let x = 0; x < m; x++) cap[x] = p.capacity[x];
	cap[NONE_NODE] = nS + 1;
	const load = new Int32Array(M);
	const pi = new Float64Array((M + 1) * K);
	const degree = (i) => p.optStart[i + 1] - p.optStart[i];
	const slotBase = (i) => p.optStart[i] + i;
	const totalSlots = p.optStart[nS] + nS;
	const entGroup = new Int32Array(totalSlots);
	const entPair = new Int32Array(totalSlots).fill(-1);
	const entPos = new Int32Array(totalSlots);
	const entStudent = new Int32Array(totalSlots);
	for (let i = 0; i < nS; i++) entStudent.fill(i, slotBase(i), slotBase(i) + degree(i) + 1);
	const heaps = Array.from({ length: M * M }, () => []);
	/** The group at the top of each pair's heap, G when empty. */
	const minGroup = new Int32Array(M * M).fill(G);
	const assignSlot = new Int32Array(nS).fill(-1);
	const nodeOfSlot = (i, j) => j < degree(i) ? p.optNode[p.optStart[i] + j] : NONE_NODE;
	const rankOfSlot = (i, j) => j < degree(i) ? p.optRank[p.optStart[i] + j] : NONE;
	const nodeOf = (i) => nodeOfSlot(i, assignSlot[i]);
	function siftUp(heap, from) {
		const e = heap[from];
		const g = entGroup[e];
		let pos = from;
		while (pos > 0) {
			const parent = pos - 1 >> 1;
			const above = heap[parent];
			if (entGroup[above] <= g) break;
			heap[pos] = above;
			entPos[above] = pos;
			pos = parent;
		}
		heap[pos] = e;
		entPos[e] = pos;
	}
	function siftDown(heap, from) {
		const e = heap[from];
		const g = entGroup[e];
		const size = heap.length;
		let pos = from;
		for (;;) {
			let child = 2 * pos + 1;
			if (child >= size) break;
			const right = child + 1;
			if (right < size && entGroup[heap[right]] < entGroup[heap[child]]) child = right;
			const below = heap[child];
			if (entGroup[below] >= g) break;
			heap[pos] = below;
			entPos[below] = pos;
			pos = child;
		}
		heap[pos] = e;
		entPos[e] = pos;
	}
	function addEntries(i) {
		const at = assignSlot[i];
		const u = nodeOfSlot(i, at);
		const ru = rankOfSlot(i, at);
		const base = slotBase(i);
		const deg = degree(i);
		for (let j = 0; j <= deg; j++) {
			if (j === at) continue;
			const pair = u * M + nodeOfSlot(i, j);
			const e = base + j;
			const heap = heaps[pair];
			entGroup[e] = groupOfClass[ru * R + rankOfSlot(i, j)];
			entPair[e] = pair;
			heap.push(e);
			siftUp(heap, heap.length - 1);
			minGroup[pair] = entGroup[heap[0]];
		}
	}
	function removeEntries(i) {
		const base = slotBase(i);
		const deg = degree(i);
		for (let j = 0; j <= deg; j++) {
			const e = base + j;
			const pair = entPair[e];
			if (pair < 0) continue;
			const heap = heaps[pair];
			const pos = entPos[e];
			const last = heap.pop();
			if (last !== e) {
				heap[pos] = last;
				entPos[last] = pos;
				siftUp(heap, pos);
				siftDown(heap, entPos[last]);
			}
			entPair[e] = -1;
			minGroup[pair] = heap.length > 0 ? entGroup[heap[0]] : G;
		}
	}
	/** Moves a movable student to slot j (its heap entries follow it). */
	function move(i, j, movable) {
		const from = assignSlot[i];
		if (from >= 0) {
			removeEntries(i);
			load[nodeOfSlot(i, from)] -= 1;
		}
		assignSlot[i] = j;
		load[nodeOfSlot(i, j)] += 1;
		if (movable) addEntries(i);
	}
	const key = new Float64Array((M + 1) * K);
	const reached = new Uint8Array(M + 1);
	const visited = new Uint8Array(M + 1);
	const pred = new Int32Array(M + 1);
	const sourceSlot = new Int32Array(M + 1);
	const visitedList = new Int32Array(M + 1);
	const frontier = new Int32Array(M + 1);
	const base = new Float64Array(K);
	/** a[ai..] vs b[bi..], lexicographically. */
	const compareAt = (a, ai, b, bi) => {
		for (let j = 0; j < K; j++) {
			const x = a[ai + j];
			const y = b[bi + j];
			if (x !== y) return x < y ? -1 : 1;
		}
		return 0;
	};
	function insert(i) {
		reached.fill(0);
		visited.fill(0);
		let frontierSize = 0;
		const deg = degree(i);
		for (let j = 0; j <= deg; j++) {
			const v = nodeOfSlot(i, j);
			const r = rankOfSlot(i, j);
			for (let c = 0; c < K; c++) key[v * K + c] = rankCost[r * K + c] - pi[v * K + c];
			reached[v] = 1;
			pred[v] = -1;
			sourceSlot[v] = j;
			frontier[frontierSize++] = v;
		}
		let visitedCount = 0;
		for (;;) {
			let u = frontier[0];
			let uAt = 0;
			for (let f = 1; f < frontierSize; f++) {
				const v = frontier[f];
				const vk = v * K;
				const bk = u * K;
				let cmp = 0;
				for (let c = 0; c < K; c++) {
					const x = key[vk + c];
					const y = key[bk + c];
					if (x !== y) {
						cmp = x < y ? -1 : 1;
						break;
					}
				}
				if (cmp < 0 || cmp === 0 && v === T) {
					u = v;
					uAt = f;
				}
			}
			frontier[uAt] = frontier[--frontierSize];
			visited[u] = 1;
			visitedList[visitedCount++] = u;
			if (u === T) break;
			const uk = u * K;
			for (let c = 0; c < K; c++) base[c] = key[uk + c] + pi[uk + c];
			if (load[u] < cap[u]) {
				const tk = T * K;
				let better = !reached[T];
				if (!better) for (let c = 0; c < K; c++) {
					const x = base[c] - pi[tk + c];
					const y = key[tk + c];
					if (x !== y) {
						better = x < y;
						break;
					}
				}
				if (better) {
					if (!reached[T]) {
						reached[T] = 1;
						frontier[frontierSize++] = T;
					}
					for (let c = 0; c < K; c++) key[tk + c] = base[c] - pi[tk + c];
					pred[T] = u;
				}
			}
			const uM = u * M;
			for (let v = 0; v < M; v++) {
				const g = minGroup[uM + v];
				if (g === G || visited[v]) continue;
				const vk = v * K;
				const dk = g * K;
				let better = !reached[v];
				if (!better) for (let c = 0; c < K; c++) {
					const x = base[c] + delta[dk + c] - pi[vk + c];
					const y = key[vk + c];
					if (x !== y) {
						better = x < y;
						break;
					}
				}
				if (better) {
					if (!reached[v]) {
						reached[v] = 1;
						frontier[frontierSize++] = v;
					}
					for (let c = 0; c < K; c++) key[vk + c] = base[c] + delta[dk + c] - pi[vk + c];
					pred[v] = u;
				}
			}
		}
		for (let n = 0; n < visitedCount; n++) {
			const v = visitedList[n];
			for (let c = 0; c < K; c++) {
				const value = pi[v * K + c] + key[v * K + c] - key[T * K + c];
				if (!inBounds(value)) throw new Error(`placement: potential ${value} out of its bound`);
				pi[v * K + c] = value;
			}
		}
		const path = [];
		for (let x = pred[T]; x !== -1; x = pred[x]) path.push(x);
		for (let n = 0; n + 1 < path.length; n++) {
			const to = path[n];
			const pair = path[n + 1] * M + to;
			const e = heaps[pair][0];
			const w = entStudent[e];
			move(w, e - slotBase(w), true);
		}
		move(i, sourceSlot[path[path.length - 1]], true);
	}
	function close(x) {
		cap[x] = 0;
		for (let i = 0; i < nS; i++) {
			if (assignSlot[i] === -1 || nodeOf(i) !== x) continue;
			removeEntries(i);
			load[x] -= 1;
			assignSlot[i] = -1;
		}
	}
	const tightGroup = new Int32Array(M * M);
	const tightToSink = new Uint8Array(M);
	const reach = new Uint8Array(M + 1);
	const next = new Int32Array(M + 1);
	const queue = new Int32Array(M + 1);
	const diff = new Array(K);
	function solve() {
		for (let u = 0; u < M; u++) for (let v = 0; v < M; v++) {
			if (u === v) continue;
			for (let c = 0; c < K; c++) diff[c] = pi[v * K + c] - pi[u * K + c];
			tightGroup[u * M + v] = groupKey.get(diff.join(",")) ?? -1;
		}
		for (let u = 0; u < M; u++) tightToSink[u] = compareAt(pi, u * K, pi, T * K) === 0 ? 1 : 0;
		for (let n = 0; n < nS; n++) {
			const s = p.order[n];
			const at = assignSlot[s];
			if (at === -1) continue;
			const u = nodeOf(s);
			const ru = rankOfSlot(s, at);
			removeEntries(s);
			const candidates = [];
			for (let j = 0; j < at; j++) {
				const v = nodeOfSlot(s, j);
				if (groupOfClass[ru * R + rankOfSlot(s, j)] === tightGroup[u * M + v]) candidates.push(j);
			}
			if (candidates.length === 0) continue;
			reach.fill(0);
			reach[u] = 1;
			let head = 0;
			let tail = 0;
			queue[tail++] = u;
			const firstNode = nodeOfSlot(s, candidates[0]);
			while (head < tail && !reach[firstNode]) {
				const v = queue[head++];
				if (v === T) {
					for (let x = 0; x < M; x++) if (!reach[x] && tightToSink[x] && load[x] < cap[x]) {
						reach[x] = 1;
						next[x] = T;
						queue[tail++] = x;
					}
					continue;
				}
				if (!reach[T] && tightToSink[v] && load[v] > 0) {
					reach[T] = 1;
					next[T] = v;
					queue[tail++] = T;
				}
				for (let x = 0; x < M; x++) {
					if (reach[x]) continue;
					const g = minGroup[x * M + v];
					if (g < G && g === tightGroup[x * M + v]) {
						reach[x] = 1;
						next[x] = v;
						queue[tail++] = x;
					}
				}
			}
			const chosen = candidates.find((j) => reach[nodeOfSlot(s, j)]);
			if (chosen === void 0) continue;
			const path = [];
			for (let x = nodeOfSlot(s, chosen); x !== u; x = next[x]) path.push(x);
			path.push(u);
			for (let n2 = path.length - 2; n2 >= 0; n2--) {
				const from = path[n2];
				const to = path[n2 + 1];
				if (from === T || to === T) continue;
				const pair = from * M + to;
				const e = heaps[pair][0];
				const w = entStudent[e];
				move(w, e - slotBase(w), true);
			}
			move(s, chosen, false);
		}
		const node = new Int32Array(nS).fill(NONE_NODE);
		const rank = new Int32Array(nS);
		for (let i = 0; i < nS; i++) {
			if (assignSlot[i] === -1) continue;
			node[i] = nodeOf(i);
			const r = rankOfSlot(i, assignSlot[i]);
			rank[i] = r === NONE ? 0 : r;
		}
		fixed = true;
		return {
			node,
			rank
		};
	}
	/** After a tie-break every student is fixed; a later insert or close makes them movable again. */
	let fixed = false;
	function unfix() {
		if (!fixed) return;
		fixed = false;
		for (let i = 0; i < nS; i++) if (assignSlot[i] !== -1) addEntries(i);
	}
	return {
		insert(i) {
			unfix();
			insert(i);
		},
		inserted: (i) => assignSlot[i] !== -1,
		close(x) {
			unfix();
			close(x);
		},
		solve() {
			unfix();
			return solve();
		}
	};
}
function compareVectors(a, b) {
	for (let j = 0; j < a.length; j++) {
		const x = a[j];
		const y = b[j];
		if (x !== y) return x < y ? -1 : 1;
	}
	return 0;
}
/**
* Packs the cost vectors: `digits` components per double, as digits of a balanced base b (a power
* of two), so comparing two doubles compares their components lexicographically and adding them
* adds the components. That holds as long as every component of every value compared stays below
* b/2 in size, which the following bound guarantees (b is chosen from it).
*
* Why every number stays small. The sink's potential never changes (it is settled last: + 0), so
* it stays 0, and with the source at potential 0 a settled node's key is d(v) - pi(v), d being the
* true shortest distance from the new student. The update therefore sets pi(v) = d(v) - d(t): each
* potential is 0 or the difference of two shortest-path costs of one insertion. Shortest paths are
* simple (no negative cycles): one edge from the student (each component at most C, the largest
* cost component) and at most m + 1 moves (each component at most 2C), so |d| <= 2 (m + 2) C and
* |pi| <= 4 (m + 2) C per component. Everything compared is a path cost minus a potential, a key
* (|d| + |pi| <= 6 (m + 2) C) or a difference of two potentials (8 (m + 2) C): below b/2 with
* b > 16 (m + 2) C. The tie-break and closing excursions do not touch potentials. Each potential
* written is checked against its bound (`inBounds`), so a broken invariant fails loudly instead
* of comparing wrongly. A double holds digits · bits <= 50 bits, so every packed value is an
* integer below 2^50 and sums of a few of them stay below 2^53: all arithmetic on them is exact.
*/
function pack(p, m) {
	let largest = 1;
	for (const x of p.rankCost) largest = Math.max(largest, Math.abs(x));
	const piBound = 4 * (m + 2) * largest;
	let bits = 1;
	while (2 ** bits <= 4 * piBound) bits++;
	if (bits > 50) throw new Error("placement: instance too large for exact packing");
	const digits = Math.floor(50 / bits);
	const base = 2 ** bits;
	const K = Math.ceil(p.K / digits);
	const rows = p.rankCost.length / p.K;
	const rankCost = new Float64Array(rows * K);
	for (let r = 0; r < rows; r++) for (let l = 0; l < K; l++) {
		let value = 0;
		for (let t = 0; t < digits; t++) {
			const j = l * digits + t;
			value = value * base + (j < p.K ? p.rankCost[r * p.K + j] : 0);
		}
		rankCost[r * K + l] = value;
	}
	/** Whether a packed potential's digits are all within the bound. */
	const inBounds = (packed) => {
		let rest = packed;
		for (let t = 0; t < digits; t++) {
			const digit = rest - base * Math.round(rest / base);
			if (Math.abs(digit) > piBound) return false;
			rest = (rest - digit) / base;
		}
		return rest === 0;
	};
	return {
		K,
		rankCost,
		inBounds
	};
}
// server/placement/lottery.ts
/**
* The seeded lottery: a deterministic pseudo-random generator and the lottery order it draws.
*
* The same seed and the same set of student ids always give the same lottery numbers, in Node and
* in the browser (32-bit integer arithmetic only, no Math.random, no floating point), and the input
* order of the students does not matter: ids are sorted first (by UTF-16 code units, not by
* locale), then shuffled.
*/
/**
* sfc32 (Chris Doty-Humphrey's Small Fast Chaotic generator, from PractRand), 32-bit output.
* The seed goes into one state word, fixed constants into the others, and the first 15 outputs are
* thrown away (the seeding its author recommends), so neighbouring seeds give unrelated streams.
*/
function createRandom(seed) {
	let a = 2654435769;
	let b = 608135816;
	let c = 3084996962;
	let d = seed >>> 0;
	const next = () => {
		const t = (a + b | 0) + d | 0;
		d = d + 1 | 0;
		a = b ^ b >>> 9;
		b = c + (c << 3) | 0;
		c = c << 21 | c >>> 11;
		c = c + t | 0;
		return t >>> 0;
	};
	for (let i = 0; i < 15; i++) next();
	return next;
}
/**
* A uniform integer in [0, n) for 1 <= n <= 2^32, without modulo bias: draws that fall in the
* incomplete last block of 2^32 are rejected and drawn again.
*/
function randomBelow(random, n) {
	const limit = 2 ** 32 - 2 ** 32 % n;
	for (;;) {
		const x = random();
		if (x < limit) return x % n;
	}
}
/** Code-unit order: the same in every runtime and locale. */
function compareIds(a, b) {
	return a < b ? -1 : a > b ? 1 : 0;
}
/**
* The lottery order of the given ids: the ids sorted, then shuffled by Fisher–Yates with the
* seeded generator, which makes every one of the n! orders equally likely (given uniform draws).
* Returns a map from id to lottery number, 1 = drawn first.
*/
function drawLottery(ids, seed) {
	const order = [...ids].sort(compareIds);
	const random = createRandom(seed);
	for (let i = order.length - 1; i > 0; i--) {
		const j = randomBelow(random, i + 1);
		const swap = order[i];
		order[i] = order[j];
		order[j] = swap;
	}
	return new Map(order.map((id, index) => [id, index + 1]));
}
// server/placement/types.ts
/** A malformed input (unknown ids, duplicates, bad numbers): the caller's bug, not a user's. */
var PlacementInputError = class extends Error {
	constructor(message) {
		super(message);
		this.name = "PlacementInputError";
	}
};
// server/placement/engine.ts
/**
* The placement engine: places students on excursions by ranked wishes and capacities.
*
* Pure and deterministic: no storage, clock, randomness or platform API (it runs in the API server
* and in the browser's demo backend alike). The same input and seed always give the same result,
* whatever the order of the students, excursions and pins in the input (the result lists follow
* the input order).
*
* `place()` works in rounds (one round unless minimum sizes drop excursions):
*
* 1. PINS. A pin to an excursion that runs is honoured as is: the student is placed there (also
*    outside their wishes), and the pin takes one of its places; more pins than places are all
*    honoured (the excursion is flagged `overCapacity`). A pinned student takes no part in the
*    rest. A pin to a dropped excursion is reported in `droppedPins`, and that student is placed
*    by their wishes like everyone else.
*
* 2. THE POLICY places the other students on the places left, using their wishes at excursions
*    that run. Ranks are positions in the student's full wish list, so a student whose 1st choice
*    was dropped and who gets their 2nd choice has rank 2.
*    - `rank-maximal`: an exact lexicographic min-cost flow (flow.ts) with the cost vector
*      (-placed, -#1st, -#2nd, …, -#(k-1)th): first as many students placed as possible, then as
*      many 1st choices as possible, then 2nd, and so on. Placing as many students as possible
*      comes first on purpose: a school needs every student somewhere during X-Week, and one more
*      1st choice is never worth leaving a student without a trip. (#kth needs no component: it
*      follows from the others.)
*    - `minimise-worst`: two exact flows. The first, with the cost vector
*      (-placed, #kth, #(k-1)th, …, #2nd), places as many students as possible and then pushes the
*      worst ranks out one by one, so the worst rank it uses, W, is the best worst rank any
*      placement of that many students can have. The second keeps only wishes of rank <= W and
*      minimises (-placed, total of ranks).
*    - `lottery`: serial dictatorship: in lottery order, each student takes their best wish that
*      still has a place.
*    Ties between optimal placements go to the lottery (see flow.ts): the student with the lower
*    lottery number gets the better rank wherever the optimum allows it. This makes the result
*    unique, and equal students win equally often.
*
* 3. LEFTOVER SEATS (only with `placeWithoutWishes`). Every student still without a place gets a
*    seat left over: first the students who did state wishes (they took part in the round), then
*    the students without wishes, each group in lottery order. Each takes, among the running
*    excursions with a free place: first one below its minimum (the one closest to it first, to
*    save as many excursions as possible), otherwise the one with the most free places
*    (unlimited counts as most); ties by excursion id.
*
* 4. MINIMUM SIZES. If a running excursion has fewer students than its minimum (pins, wishes
*    and leftover seats counted), the one with the fewest students is dropped (ties: the largest
*    shortfall, then the excursion id), and the round starts again without it, so its students
*    are placed again by their other wishes. This repeats until every running excursion reaches
*    its minimum. Excursions left empty are dropped together in one step: dropping an excursion
*    nobody is placed at changes nobody's placement, so this equals dropping them one by one.
*    Each round is exact for the excursions that run; which excursions run is this greedy rule
*    (choosing the best set of excursions to run is a much harder, combinatorial problem), and
*    the placement never moves students to worse wishes just to fill an excursion.
*/
var POLICIES = [
	"rank-maximal",
	"minimise-worst",
	"lottery"
];
function place(input) {
	const prepared = prepare(input);
	const { excursions } = input;
	const open = new Uint8Array(excursions.length).fill(1);
	const dropped = [];
	const flows = input.policy === "lottery" ? null : createFlowPolicy(prepared);
	let outcome;
	for (;;) {
		outcome = runRound(prepared, open, flows);
		const fill = countFill(outcome, excursions.length);
		const below = [];
		for (let x = 0; x < excursions.length; x++) if (open[x] && fill[x] < prepared.minimum[x]) below.push(x);
		if (below.length === 0) break;
		const shortfall = (x) => prepared.minimum[x] - fill[x];
		below.sort((a, b) => fill[a] - fill[b] || shortfall(b) - shortfall(a) || compareIds(excursions[a].id, excursions[b].id));
		const first = below[0];
		const batch = fill[first] === 0 ? below.filter((x) => fill[x] === 0) : [first];
		for (const x of batch) {
			open[x] = 0;
			dropped.push(x);
		}
	}
	return buildResult(prepared, open, dropped, outcome);
}
function prepare(input) {
	const { students, excursions, policy, seed } = input;
	if (!POLICIES.includes(policy)) throw new PlacementInputError(`unknown policy ${String(policy)}`);
	if (!Number.isInteger(seed) || seed < 0 || seed > 4294967295) throw new PlacementInputError(`seed must be an unsigned 32-bit integer, got ${seed}`);
	const excursionIndex = /* @__PURE__ */ new Map();
	const capacity = [];
	const minimum = [];
	for (const [x, excursion] of excursions.entries()) {
		if (excursionIndex.has(excursion.id)) throw new PlacementInputError(`duplicate excursion ${excursion.id}`);
		excursionIndex.set(excursion.id, x);
		if (excursion.capacity !== null && !isCount(excursion.capacity)) throw new PlacementInputError(`excursion ${excursion.id}: capacity ${excursion.capacity}`);
		const min = excursion.minimum ?? null;
		if (min !== null && !isCount(min)) throw new PlacementInputError(`excursion ${excursion.id}: minimum ${min}`);
		capacity.push(excursion.capacity ?? Infinity);
		minimum.push(min ?? 0);
	}
	const studentIndex = /* @__PURE__ */ new Map();
	const wishes = students.map((student, i) => {
		if (studentIndex.has(student.id)) throw new PlacementInputError(`duplicate student ${student.id}`);
		studentIndex.set(student.id, i);
		const list = student.wishes.map((id) => {
			const x = excursionIndex.get(id);
			if (x === void 0) throw new PlacementInputError(`student ${student.id} wishes unknown excursion ${id}`);
			return x;
		});
		if (new Set(list).size !== list.length) throw new PlacementInputError(`student ${student.id} wishes an excursion twice`);
		return Int32Array.from(list);
	});
	const pin = new Int32Array(students.length).fill(-1);
	const pinOf = students.map(() => null);
	for (const p of input.pins ?? []) {
		const i = studentIndex.get(p.studentId);
		const x = excursionIndex.get(p.excursionId);
		if (i === void 0) throw new PlacementInputError(`pin for unknown student ${p.studentId}`);
		if (x === void 0) throw new PlacementInputError(`pin to unknown excursion ${p.excursionId}`);
		if (pin[i] !== -1) throw new PlacementInputError(`student ${p.studentId} is pinned twice`);
		pin[i] = x;
		pinOf[i] = p;
	}
	const lottery = drawLottery(students.map((s) => s.id), seed);
	const lotteryNumber = Int32Array.from(students, (s) => lottery.get(s.id));
	const lotteryOrder = new Int32Array(students.length);
	lotteryNumber.forEach((number, i) => lotteryOrder[number - 1] = i);
	return {
		input,
		wishes,
		pin,
		pinOf,
		capacity,
		minimum,
		lotteryNumber,
		lotteryOrder
	};
}
function isCount(value) {
	return Number.isInteger(value) && value >= 0;
}
/** Pins, the policy and the leftover seats, for the excursions that run (`open`). */
function runRound(prepared, open, flows) {
	const { input, wishes, pin, lotteryOrder } = prepared;
	const nStudents = input.students.length;
	const nExcursions = input.excursions.length;
	const excursion = new Int32Array(nStudents).fill(-1);
	const rank = new Int32Array(nStudents);
	const via = new Array(nStudents).fill(null);
	const left = prepared.capacity.map((c, x) => open[x] ? c : 0);
	for (let i = 0; i < nStudents; i++) {
		const x = pin[i];
		if (x < 0 || !open[x]) continue;
		excursion[i] = x;
		via[i] = "pin";
		const r = wishes[i].indexOf(x);
		rank[i] = r < 0 ? 0 : r + 1;
		left[x] = Math.max(0, left[x] - 1);
	}
	const free = (i) => excursion[i] === -1;
	if (input.policy === "lottery") for (const i of lotteryOrder) {
		if (!free(i)) continue;
		const list = wishes[i];
		for (let r = 0; r < list.length; r++) {
			const x = list[r];
			if (open[x] && left[x] > 0) {
				excursion[i] = x;
				rank[i] = r + 1;
				via[i] = "wish";
				left[x] = left[x] - 1;
				break;
			}
		}
	}
	else {
		const solution = flows.solve(open, left, free);
		for (const [i, { x, r }] of solution) {
			excursion[i] = x;
			rank[i] = r;
			via[i] = "wish";
			left[x] = left[x] - 1;
		}
	}
	if (input.placeWithoutWishes) {
		const fill = new Int32Array(nExcursions);
		for (let i = 0; i < nStudents; i++) if (excursion[i] >= 0) fill[excursion[i]] += 1;
		const waiting = Array.from(lotteryOrder).filter((i) => free(i));
		const order = [...waiting.filter((i) => wishes[i].length > 0), ...waiting.filter((i) => wishes[i].length === 0)];
		for (const i of order) {
			let best = -1;
			for (let x = 0; x < nExcursions; x++) {
				if (!open[x] || left[x] <= 0) continue;
				if (best < 0 || leftoverBefore(prepared, fill, left, x, best)) best = x;
			}
			if (best < 0) break;
			excursion[i] = best;
			const r = wishes[i].indexOf(best);
			rank[i] = r < 0 ? 0 : r + 1;
			via[i] = "leftover";
			left[best] = left[best] - 1;
			fill[best] += 1;
		}
	}
	return {
		excursion,
		rank,
		via
	};
}
/** Whether excursion x is a better leftover seat than y (see the header, step 3). */
function leftoverBefore(prepared, fill, left, x, y) {
	const shortX = prepared.minimum[x] - fill[x];
	const shortY = prepared.minimum[y] - fill[y];
	if (shortX > 0 !== shortY > 0) return shortX > 0;
	if (shortX > 0 && shortX !== shortY) return shortX < shortY;
	if (shortX <= 0 && left[x] !== left[y]) return left[x] > left[y];
	const ids = prepared.input.excursions;
	return compareIds(ids[x].id, ids[y].id) < 0;
}
/** The largest rank among the usable wishes (at most maxRank) of the given students. */
function maxRankOf(prepared, open, left, students, maxRank) {
	let k = 0;
	for (const i of students) {
		const list = prepared.wishes[i];
		for (let r = Math.min(list.length, maxRank); r > k; r--) {
			const x = list[r - 1];
			if (open[x] && left[x] > 0) {
				k = r;
				break;
			}
		}
	}
	return k;
}
function createFlowPolicy(prepared) {
	const policy = prepared.input.policy;
	let main;
	let second = null;
	let secondWorst = 0;
	return { solve(open, left, active) {
		if (main === void 0) {
			const kMax = maxRankOf(prepared, open, left, prepared.lotteryOrder, Infinity);
			main = kMax === 0 ? null : policy === "rank-maximal" ? buildStage(prepared, open, left, kMax, kMax, (r, c) => c === 0 || c === r ? -1 : 0) : buildStage(prepared, open, left, kMax, kMax, (r, c) => c === 0 ? -1 : c === kMax - r + 1 ? 1 : 0);
		}
		if (main === null) return /* @__PURE__ */ new Map();
		const placed = runStage(main, open, active);
		if (policy === "rank-maximal") return placed;
		let worst = 0;
		for (const { r } of placed.values()) worst = Math.max(worst, r);
		if (worst === 0) return placed;
		if (second === null || worst !== secondWorst) {
			second = buildStage(prepared, open, left, worst, 2, (r, c) => c === 0 ? -1 : r);
			secondWorst = worst;
		}
		return second === null ? /* @__PURE__ */ new Map() : runStage(second, open, active);
	} };
}
/**
* The flow problem over every student with a usable wish (up to maxRank) at a running excursion
* with places left, pinned or not (a pin may be dropped later); cost vectors of length K, whose
* component c for rank r is cost(r, c).
*/
function buildStage(prepared, open, left, maxRank, K, cost) {
	const members = Array.from(prepared.lotteryOrder).filter((i) => prepared.wishes[i].subarray(0, maxRank).some((x) => open[x] && left[x] > 0));
	const kMax = maxRankOf(prepared, open, left, members, maxRank);
	if (kMax === 0) return null;
	const nodeOf = new Int32Array(left.length).fill(-1);
	const excursionOf = [];
	left.forEach((l, x) => {
		if (open[x] && l > 0) {
			nodeOf[x] = excursionOf.length;
			excursionOf.push(x);
		}
	});
	const optStart = new Int32Array(members.length + 1);
	const nodes = [];
	const ranks = [];
	members.forEach((i, n) => {
		const list = prepared.wishes[i];
		for (let r = 1; r <= Math.min(list.length, kMax); r++) {
			const node = nodeOf[list[r - 1]];
			if (node < 0) continue;
			nodes.push(node);
			ranks.push(r);
		}
		optStart[n + 1] = nodes.length;
	});
	const rankCost = new Float64Array((kMax + 2) * K);
	for (let r = 1; r <= kMax; r++) for (let c = 0; c < K; c++) rankCost[r * K + c] = cost(r, c);
	return {
		flow: createLexFlow({
			nodeCount: excursionOf.length,
			capacity: excursionOf.map((x) => Math.min(left[x], members.length)),
			optStart,
			optNode: Int32Array.from(nodes),
			optRank: Int32Array.from(ranks),
			kMax,
			K,
			rankCost,
			order: Int32Array.from(members, (_, n) => n)
		}),
		members,
		excursionOf,
		closed: new Uint8Array(excursionOf.length)
	};
}
/** Brings the stage up to date with the round (drops, active students) and solves it. */
function runStage(stage, open, active) {
	const { flow, members, excursionOf, closed } = stage;
	excursionOf.forEach((x, node) => {
		if (!open[x] && !closed[node]) {
			flow.close(node);
			closed[node] = 1;
		}
	});
	members.forEach((i, n) => {
		if (active(i) && !flow.inserted(n)) flow.insert(n);
	});
	const solution = flow.solve();
	const placed = /* @__PURE__ */ new Map();
	members.forEach((i, n) => {
		const r = solution.rank[n];
		if (r > 0) placed.set(i, {
			x: excursionOf[solution.node[n]],
			r
		});
	});
	return placed;
}
function countFill(outcome, nExcursions) {
	const fill = new Int32Array(nExcursions);
	for (const x of outcome.excursion) if (x >= 0) fill[x] += 1;
	return fill;
}
function buildResult(prepared, open, dropped, outcome) {
	const { input, wishes, pinOf, lotteryNumber } = prepared;
	const kMax = wishes.reduce((k, list) => Math.max(k, list.length), 0);
	const histogram = {
		byRank: new Array(kMax).fill(0),
		pinned: 0,
		leftover: 0,
		unplaced: 0
	};
	const unplaced = [];
	const students = input.students.map((student, i) => {
		const x = outcome.excursion[i];
		const via = outcome.via[i] ?? null;
		const r = outcome.rank[i];
		let unplacedReason = null;
		if (x < 0) {
			const list = wishes[i];
			unplacedReason = list.length === 0 ? "no-wishes" : list.every((w) => !open[w]) ? "wishes-dropped" : "wishes-full";
			unplaced.push({
				studentId: student.id,
				reason: unplacedReason
			});
			histogram.unplaced++;
		} else if (via === "wish") histogram.byRank[r - 1] = histogram.byRank[r - 1] + 1;
		else if (via === "pin") histogram.pinned++;
		else histogram.leftover++;
		return {
			studentId: student.id,
			excursionId: x < 0 ? null : input.excursions[x].id,
			rank: x < 0 || r === 0 ? null : r,
			via,
			lotteryNumber: lotteryNumber[i],
			unplacedReason
		};
	});
	const placedAt = new Int32Array(input.excursions.length);
	const pinnedAt = new Int32Array(input.excursions.length);
	const leftoverAt = new Int32Array(input.excursions.length);
	outcome.excursion.forEach((x, i) => {
		if (x < 0) return;
		placedAt[x] += 1;
		if (outcome.via[i] === "pin") pinnedAt[x] += 1;
		if (outcome.via[i] === "leftover") leftoverAt[x] += 1;
	});
	const excursions = input.excursions.map((excursion, x) => ({
		excursionId: excursion.id,
		capacity: excursion.capacity,
		minimum: excursion.minimum ?? null,
		placed: placedAt[x],
		pinned: pinnedAt[x],
		leftover: leftoverAt[x],
		dropped: !open[x],
		overCapacity: excursion.capacity !== null && placedAt[x] > excursion.capacity
	}));
	const droppedPins = pinOf.filter((p, i) => p !== null && !open[prepared.pin[i]]);
	return {
		policy: input.policy,
		seed: input.seed,
		students,
		histogram,
		excursions,
		unplaced,
		droppedExcursions: dropped.map((x) => input.excursions[x].id),
		droppedPins
	};
}
// server/rules/placement.ts
/** The engine's input for a scope: every student, their wishes in rank order, the excursions. */
async function placementInput(tx, options) {
	const students = (await tx.userIdsWithRole("student")).sort();
	const excursions = (await tx.listExcursions()).filter((e) => e.scope === options.scope);
	const subs = await tx.listSubscriptions({ scope: options.scope });
	const wishes = /* @__PURE__ */ new Map();
	for (const sub of subs) wishes.set(sub.student_id, [...wishes.get(sub.student_id) ?? [], sub]);
	const isStudent = new Set(students);
	const inScope = new Set(excursions.map((e) => e._id));
	const seen = /* @__PURE__ */ new Set();
	for (const pin of options.pins) {
		if (!isStudent.has(pin.student_id)) refuse(400, serverMessages.rounds.badPin(`${pin.student_id} is geen student`));
		if (!inScope.has(pin.excursion_id)) refuse(400, serverMessages.rounds.badPin(`${pin.excursion_id} hoort niet bij deze ronde`));
		if (seen.has(pin.student_id)) refuse(400, serverMessages.rounds.badPin(`${pin.student_id} staat twee keer vast`));
		seen.add(pin.student_id);
	}
	const input = (policy) => ({
		students: students.map((id) => ({
			id,
			wishes: (wishes.get(id) ?? []).sort((a, b) => a.preference - b.preference).map((s) => s.excursion_id)
		})),
		excursions: excursions.map((e) => ({
			id: e._id,
			capacity: e.capacity,
			minimum: e.minimum
		})),
		pins: options.pins.map((p) => ({
			studentId: p.student_id,
			excursionId: p.excursion_id,
			reason: p.reason
		})),
		placeWithoutWishes: options.place_without_wishes,
		policy,
		seed: options.seed
	});
	return {
		input,
		subs
	};
}
/** The engine's result as the API answers it. */
function summaryOf(result) {
	return {
		policy: result.policy,
		seed: result.seed,
		students: result.students.length,
		histogram: {
			by_rank: result.histogram.byRank,
			pinned: result.histogram.pinned,
			leftover: result.histogram.leftover,
			unplaced: result.histogram.unplaced
		},
		excursions: result.excursions.map((e) => ({
			excursion_id: e.excursionId,
			capacity: e.capacity,
			minimum: e.minimum,
			placed: e.placed,
			pinned: e.pinned,
			leftover: e.leftover,
			dropped: e.dropped,
			over_capacity: e.overCapacity
		})),
		unplaced: result.unplaced.map((u) => ({
			student_id: u.studentId,
			reason: u.reason
		})),
		dropped_pins: result.droppedPins.map((p) => ({
			student_id: p.studentId,
			excursion_id: p.excursionId,
			reason: p.reason
		}))
	};
}
/** A fresh lottery seed (an unsigned 32-bit integer). */
var newSeed = () => crypto.getRandomValues(/* @__PURE__ */ new Uint32Array(1))[0];
async function preferenceRound(tx, scope) {
	const round = await roundOf(tx, scope);
	if (!isPreference(round)) throw new ApiError(409, serverMessages.rounds.notPreference);
	return round;
}
/**
* POST rounds/preview: the placement under each asked policy, on one lottery (the given seed or a
* new one), side by side. Writes nothing; wishes may still change while the window is open.
*/
function previewPlacement(ctx, body) {
	return ctx.services.store.run(async (tx) => {
		await preferenceRound(tx, body.scope);
		const seed = body.seed ?? newSeed();
		const { input } = await placementInput(tx, {
			scope: body.scope,
			seed,
			pins: body.pins ?? [],
			place_without_wishes: body.place_without_wishes ?? false
		});
		return {
			scope: body.scope,
			seed,
			results: body.policies.map((policy) => summaryOf(place(input(policy))))
		};
	});
}
/**
* POST rounds/publish: the placement of one policy on the preview's seed, computed again on the
* data of this moment (the window is closed, so wishes no longer change) and stored under the
* locks of every student and excursion of the scope.
*/
function publishPlacement(ctx, body) {
	return transaction(ctx, async (tx) => {
		await tx.lockUsers(await tx.userIdsWithRole("student"));
		await tx.lockExcursions(await tx.excursionIdsInScopes([body.scope]));
		await tx.lockRounds([body.scope]);
		const round = await preferenceRound(tx, body.scope);
		if (isPublished(round)) refuse(409, serverMessages.rounds.alreadyPublished);
		if (!round.closes_at || windowState(round, ctx.now) !== "closed") refuse(409, serverMessages.rounds.stillOpen);
		await clearPlacementState(tx, body.scope);
		const { input, subs } = await placementInput(tx, body);
		const result = place(input(body.policy));
		const byStudent = /* @__PURE__ */ new Map();
		for (const sub of subs) byStudent.set(sub.student_id, [...byStudent.get(sub.student_id) ?? [], sub]);
		const created = [];
		for (const student of result.students) {
			if (!student.excursionId) continue;
			const own = byStudent.get(student.studentId) ?? [];
			const wish = own.find((s) => s.excursion_id === student.excursionId);
			if (wish) {
				await tx.updateSubscription(wish._id, {
					placed_via: student.via,
					placed_rank: student.rank
				});
				continue;
			}
			const id = tx.newId("s-");
			await tx.insertSubscription({
				_id: id,
				excursion_id: student.excursionId,
				student_id: student.studentId,
				scope: body.scope,
				preference: Math.max(0, ...own.map((s) => s.preference)) + 1,
				timestamp: ctx.now.toISOString(),
				payed: false,
				placed_via: student.via,
				placed_rank: null
			});
			created.push(id);
		}
		const full = new Set(result.excursions.filter((e) => !e.dropped && e.capacity !== null && e.placed >= e.capacity).map((e) => e.excursionId));
		const wishesOf = new Map(input(body.policy).students.map((s) => [s.id, s.wishes]));
		const waiting = [];
		const unplaced = result.students.filter((s) => s.unplacedReason === "wishes-full").sort((a, b) => a.lotteryNumber - b.lotteryNumber);
		for (const student of unplaced) for (const excursionId of wishesOf.get(student.studentId) ?? []) if (full.has(excursionId)) waiting.push({
			excursion_id: excursionId,
			student_id: student.studentId,
			joined_at: ctx.now.toISOString()
		});
		await tx.insertWaitingEntries(waiting);
		const summary = summaryOf(result);
		const run = {
			_id: tx.newId("r-"),
			scope: body.scope,
			policy: body.policy,
			seed: body.seed,
			place_without_wishes: body.place_without_wishes,
			pins: body.pins,
			summary,
			created_subscriptions: created,
			state_after: await scopeFingerprint(tx, body.scope),
			published_at: ctx.now.toISOString(),
			published_by: ctx.user?._id ?? null,
			undone_at: null
		};
		await tx.insertPlacementRun(run);
		await tx.saveRound({
			...round,
			policy: body.policy,
			published_run: run._id,
			updated_at: ctx.now.toISOString()
		});
		await audit(tx, ctx, {
			action: "placement.publish",
			recordType: "round",
			recordId: body.scope,
			after: {
				run: run._id,
				policy: run.policy,
				seed: run.seed,
				pins: run.pins,
				place_without_wishes: run.place_without_wishes,
				histogram: summary.histogram,
				dropped: result.droppedExcursions,
				created: created.length,
				waiting: waiting.length
			}
		});
		return publicationOf(tx, run);
	});
}
/**
* POST rounds/undo: back to the wishes as they were before publishing, while nothing changed in
* the scope since (an unsubscribe, a waiting list, a move up): the fingerprint tells.
*/
function undoPlacement(ctx, body) {
	return transaction(ctx, async (tx) => {
		await tx.lockUsers(await tx.userIdsWithRole("student"));
		await tx.lockExcursions(await tx.excursionIdsInScopes([body.scope]));
		await tx.lockRounds([body.scope]);
		const round = await roundOf(tx, body.scope);
		const run = isPublished(round) && round.published_run ? await tx.placementRunById(round.published_run) : null;
		if (!run) return refuse(409, serverMessages.rounds.nothingToUndo);
		if (await scopeFingerprint(tx, body.scope) !== run.state_after) refuse(409, serverMessages.rounds.changedSincePublish);
		await tx.deleteSubscriptions(run.created_subscriptions);
		const cleared = await clearPlacementState(tx, body.scope);
		await tx.updatePlacementRun(run._id, { undone_at: ctx.now.toISOString() });
		await tx.saveRound({
			...round,
			published_run: null,
			updated_at: ctx.now.toISOString()
		});
		await audit(tx, ctx, {
			action: "placement.undo",
			recordType: "round",
			recordId: body.scope,
			before: {
				run: run._id,
				...cleared
			}
		});
		return { message: serverMessages.rounds.undone };
	});
}
// server/routes/rounds.ts
/** The sign-up rounds, their placement and the waiting lists (README "Inschrijfrondes"). */
function registerRoundCalls(registrar, services) {
	const tag = "Inschrijfrondes";
	registerCall(registrar, services, {
		method: "get",
		path: "rounds",
		access: "public",
		tag,
		summary: "De inschrijfronde van elke soort: wijze, venster, wensen, of er een plaatsing is gepubliceerd (beheerders: met de plaatsing)",
		answer: roundListSchema
	}, (ctx) => listRounds(ctx));
	registerCall(registrar, services, {
		method: "post",
		path: "rounds/set",
		access: "rounds:manage",
		tag,
		summary: "De ronde van een soort instellen; een andere wijze maakt van inschrijvingen wensen (of weer plaatsen)",
		body: roundInputSchema,
		answer: roundSchema,
		refusals: { 400: "Ongeldige ronde" }
	}, (ctx, { body }) => setRound(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "rounds/preview",
		access: "rounds:manage",
		tag,
		summary: "Plaatsing berekenen: per beleid het resultaat op één loting, naast elkaar (slaat niets op)",
		body: previewInputSchema,
		answer: previewAnswerSchema,
		refusals: {
			400: "Ongeldige gegevens of vastzetting",
			409: "De ronde is niet op voorkeur"
		}
	}, (ctx, { body }) => previewPlacement(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "rounds/publish",
		access: "rounds:manage",
		tag,
		summary: "Publiceren: de plaatsing van één beleid op de seed van de berekening; wie geen plaats kreeg komt op de wachtlijsten van zijn wensen",
		body: publishInputSchema,
		answer: publicationSchema,
		refusals: {
			400: "Ongeldige gegevens of vastzetting",
			409: "Niet op voorkeur, het venster is nog open, of er is al een plaatsing",
			503: "Bezet: opnieuw proberen"
		}
	}, (ctx, { body }) => publishPlacement(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "rounds/undo",
		access: "rounds:manage",
		tag,
		summary: "De gepubliceerde plaatsing terugdraaien, zolang er daarna niets veranderde",
		body: undoInputSchema,
		answer: z$1.object({ message: z$1.string() }),
		refusals: { 409: "Geen plaatsing, of er is na het publiceren al iets veranderd" }
	}, (ctx, { body }) => undoPlacement(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "waiting_list/join",
		access: "account:view",
		tag,
		summary: "Op de wachtlijst van een volle activiteit (na de plaatsing: met een vrije plaats meteen geplaatst)",
		body: waitingInputSchema,
		answer: waitingAnswerSchema,
		refusals: {
			406: "Geweigerd, met de reden als tekst: geen student, niet vol, al geplaatst of op de lijst, voorwaarden of ID-gegevens ontbreken, voorbij",
			503: "Bezet: opnieuw proberen"
		}
	}, (ctx, { body }) => joinWaitingList(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "waiting_list/leave",
		access: "account:view",
		tag,
		summary: "Van de wachtlijst af",
		body: waitingInputSchema,
		answer: z$1.object({ message: z$1.string() }),
		refusals: { 406: "Niet op deze wachtlijst" }
	}, (ctx, { body }) => leaveWaitingList(ctx, body));
}
// server/routes/subscriptions.ts
function registerSubscriptionCalls(registrar, services) {
	const tag = "Inschrijvingen";
	registerCall(registrar, services, {
		method: "get",
		path: "subscriptions/all",
		access: "account:view",
		tag,
		summary: "Inschrijvingen: alle voor beheerders, de eigen voor ieder ander",
		answer: subscriptionListSchema
	}, (ctx) => listSubscriptions(ctx));
	registerCall(registrar, services, {
		method: "post",
		path: "subscriptions/subscribe",
		access: "account:view",
		tag,
		summary: "Inschrijven (zonder _id) of een eigen inschrijving naar een andere voorkeur verplaatsen (met _id)",
		body: subscribeInputSchema,
		answer: subscriptionSchema,
		refusals: {
			400: "Ongeldige gegevens",
			406: "Geweigerd, met de reden als tekst: geen student, al ingeschreven, voorwaarden of ID-gegevens ontbreken, vol, voorkeur bezet",
			503: "Bezet: opnieuw proberen"
		}
	}, (ctx, { body }) => subscribe(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "subscriptions/unsubscribe",
		access: "account:view",
		tag,
		summary: "Uitschrijven: de eigen inschrijving, of elke voor beheerders; de voorkeuren sluiten aan",
		body: unsubscribeInputSchema,
		answer: z$1.object({ message: z$1.string() }),
		refusals: {
			403: "Een inschrijving van een ander",
			406: "De inschrijving bestaat niet (meer)",
			503: "Bezet: opnieuw proberen"
		}
	}, (ctx, { body }) => unsubscribe(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "subscriptions/unsubscribe/all",
		access: "subscriptions:overview",
		tag,
		summary: "Alle inschrijvingen van een soort verwijderen",
		body: unsubscribeAllInputSchema,
		answer: z$1.object({ deleted: z$1.number() })
	}, (ctx, { body }) => unsubscribeAll(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "subscriptions/payed",
		access: "subscriptions:overview",
		tag,
		summary: "Betaald aan of uit",
		body: payedInputSchema,
		answer: subscriptionSchema,
		refusals: { 404: "Onbekende inschrijving" }
	}, (ctx, { body }) => setPayed(ctx, body));
}
// src/lib/messages.ts
/**
* Every user-facing message of the app. The quoted strings of SPEC.md §4, §5 and §8 are used
* verbatim; the others are our own Dutch words (DESIGN.md). Words that only lazily loaded code
* uses live beside this catalogue, off the first page: admin-messages.ts (admin screens),
* features/profile/messages.ts (profile and ID screens), features/subscriptions/messages.ts
* (signing up), features/rounds/messages.ts (rounds).
*/
var messages = {
	auth: {
		invalidLoginId: "Dit is geen geldig studentnummer of scalda e-mail adres",
		forgotPasswordEmpty: "Vul je username (studentnummer of e-mail adres) in",
		forgotPasswordSent: "Er is een e-mail naar je verstuurd waarmee je een nieuw wachtwoord kunt instellen.",
		passwordRequired: "Vul je wachtwoord in",
		loginFailed: "Login mislukt",
		sessionExpired: "Uw login-sessie is verlopen, log opnieuw in.",
		logoutFailed: "Unable to remove session from server.. try again?"
	},
	excursions: {
		places: {
			label: "Plaatsen",
			left: (left) => `Nog ${left} ${left === 1 ? "plaats" : "plaatsen"}`,
			full: "Vol"
		},
		saveFailed: "Toevoegen/updaten is mislukt! Error:",
		notFound: "Deze activiteit bestaat niet (meer).",
		allActivitiesTitle: "X-Week activiteiten",
		offer: "Aanbod",
		loading: "Activiteiten worden geladen",
		retry: "Opnieuw proberen",
		search: "Zoeken op naam",
		sort: "Sorteren op",
		sortDateAsc: "Datum (vroegste eerst)",
		sortDateDesc: "Datum (laatste eerst)",
		sortName: "Naam (A-Z)",
		showMore: (remaining) => `Meer tonen (nog ${remaining})`,
		shownCount: (shown, total) => shown === total ? `${total} ${total === 1 ? "resultaat" : "resultaten"}` : `${shown} van ${total} resultaten getoond`,
		empty: "Er is hier nog niets om je voor in te schrijven.",
		noMatches: "Niets gevonden met deze naam.",
		points: (hours) => `${hours} ${hours === 1 ? "punt" : "punten"}`,
		studyHours: (hours) => `${hours} uur`,
		fields: {
			scope: "Soort",
			date: "Datum",
			points: "Punten",
			studyHours: "Studiebelasting",
			location: "Locatie",
			subscriptions: "Inschrijvingen",
			description: "Beschrijving"
		},
		subscriptionCount: (count) => `${count} ${count === 1 ? "inschrijving" : "inschrijvingen"}`,
		backTo: (label) => `Terug naar ${label}`
	},
	version: { waitingForSave: "Er is een nieuwe versie van de app. Sla je wijzigingen op; daarna wordt de pagina vernieuwd." },
	unsaved: {
		title: "Wijzigingen niet opgeslagen",
		text: "Je hebt wijzigingen die nog niet zijn opgeslagen. Wil je ze weggooien?",
		discard: "Wijzigingen weggooien",
		keep: "Verder bewerken"
	},
	content: {
		uploadFailed: (fileName) => `Couldn't upload file: ${fileName}.`,
		edit: "Bewerken",
		cancel: "Annuleren"
	},
	errors: {
		network: "Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.",
		invalidResponse: "De server gaf een onverwacht antwoord.",
		invalidField: (field) => `Ontbrekend of ongeldig: ${field}.`,
		chunkLoad: "Een deel van de app kon niet worden geladen. Probeer het opnieuw.",
		retry: "Opnieuw proberen",
		page: "Er ging iets mis",
		generic: "Er is iets misgegaan."
	}
};
// src/features/auth/schemas.ts
/** The two addresses that are accepted outside the school domains (SPEC §5, DESIGN.md). */
var SPECIAL_LOGIN_IDS = ["beheer@xweek-scalda.nl", "test@xweek-scalda.nl"];
var schoolAddress = /^[^\s@]+@(student\.)?scalda\.nl$/i;
var sixDigits = /\d{6}/;
/** A school e-mail address (student or staff domain), anything with six digits, or a special address. */
function isValidLoginId(loginId) {
	const id = loginId.trim();
	return schoolAddress.test(id) || sixDigits.test(id) || SPECIAL_LOGIN_IDS.includes(id.toLowerCase());
}
var loginIdSchema = z$1.string().check(z$1.trim(), z$1.refine(isValidLoginId, messages.auth.invalidLoginId));
var loginInputSchema = z$1.object({
	login_id: loginIdSchema,
	password: z$1.string().check(z$1.minLength(1, messages.auth.passwordRequired))
});
var loginResponseSchema = z$1.object({
	token: z$1.string().check(z$1.minLength(1)),
	user: sessionUserSchema
});
/** The id to send a new password to: not empty (SPEC §5), and a valid login id. */
var forgotPasswordInputSchema = z$1.object({ email: z$1.string().check(z$1.trim(), z$1.minLength(1, messages.auth.forgotPasswordEmpty), z$1.refine(isValidLoginId, messages.auth.invalidLoginId)) });
/** Without a password the server makes one and answers it (README "Beheer: accounts"). */
var newPasswordInputSchema = z$1.object({
	id: z$1.string().check(z$1.minLength(1)),
	password: z$1.optional(z$1.string().check(z$1.minLength(6, "Het wachtwoord moet minstens 6 tekens hebben")))
});
// src/lib/readable-list.ts
/**
* A list whose items are read one by one: an item that does not read is left out and counted,
* so one odd record never blanks a whole screen. The list itself must still be a list (as is, or
* wrapped as `listOf` reads it). Its own module: only the lazily loaded admin screens need it.
*/
function readableListOf(item) {
	return z$1.pipe(listOf(z$1.unknown()), z$1.transform((list) => {
		const items = [];
		for (const entry of list) {
			const read = z$1.safeParse(item, entry);
			if (read.success) items.push(read.data);
		}
		return {
			items,
			skipped: list.length - items.length
		};
	}));
}
var userListSchema = readableListOf(z.object({
	_id: z.union([z.string().min(1), z.number().transform(String)]),
	role: z.string(),
	login_id: z.string().optional()
}));
var profileListSchema = readableListOf(profileSchema);
var required = (message) => z.string().trim().min(1, message);
/** A login id is the e-mail address (SPEC §7), so the address must also pass the login id rule (SPEC §5). */
var accountEmailSchema = z.string().trim().min(1, adminMessages.accounts.emailRequired).pipe(z.email(adminMessages.accounts.emailInvalid)).pipe(loginIdSchema);
var studentNumberSchema = z.string().trim().regex(/^\d{6}$/, adminMessages.accounts.numberInvalid);
var pointsSchema = z.union([z.number(), z.string().trim()]).transform((v, ctx) => {
	const n = typeof v === "number" ? v : v === "" ? NaN : Number(v);
	if (!Number.isInteger(n) || n < 0) {
		ctx.addIssue({
			code: "custom",
			message: adminMessages.accounts.pointsInvalid
		});
		return z.NEVER;
	}
	return n;
});
/**
* The profile fields staff may change in an account (names and e-mail stay as they are, SPEC §6):
* the phone for everyone (optional: the user fills it in at their first login), and for students
* the number, Mentor/Coach and Punten.
*/
var staffEditSchema = z.object({ phone: z.string().trim() });
var studentEditSchema = staffEditSchema.extend({
	number: studentNumberSchema,
	grade: required(adminMessages.accounts.gradeRequired),
	hours: pointsSchema
});
var identityFields = {
	first_name: required(adminMessages.accounts.firstNameRequired),
	last_name_prefix: z.string().trim(),
	last_name: required(adminMessages.accounts.lastNameRequired),
	email: accountEmailSchema
};
studentEditSchema.extend({
	role: z.literal("student"),
	...identityFields
});
staffEditSchema.extend({
	role: z.enum(["teacher", "admin"]),
	...identityFields
});
/** A new account (POST /users/add): a profile whose login id is its e-mail address (SPEC §7). */
var newAccountSchema = z.looseObject({
	...profileSchema.shape,
	first_name: required(adminMessages.accounts.firstNameRequired),
	last_name: required(adminMessages.accounts.lastNameRequired),
	email: accountEmailSchema,
	role: roleSchema,
	password: z.string().min(6).optional()
});
/** An existing account's profile (POST /users_info/update). */
var accountUpdateSchema = z.looseObject({
	...profileSchema.shape,
	_id: z.string().min(1)
});
var deleteUserInputSchema = z.object({ id: z.string().min(1) });
z.object({ password: z.string().min(1) });
var count$1 = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);
var countIn = (answer, key) => {
	const value = typeof answer === "object" && answer !== null ? Reflect.get(answer, key) : void 0;
	const parsed = count$1.safeParse(value);
	return parsed.success ? parsed.data : null;
};
/**
* POST /users/delete/students: the students are gone whatever the answer's shape (SPEC §7 leaves
* it open), so any answer is a success; how many students and subscriptions went, when it says.
*/
var deletedStudentsSchema = z.unknown().transform((answer) => ({
	deleted: countIn(answer, "deleted"),
	subscriptions: countIn(answer, "subscriptions")
}));
// server/rules/accounts.ts
/** The profile fields a call may write (the profiles table's columns but its keys). */
var PROFILE_FIELDS = [
	"first_name",
	"last_name",
	"last_name_prefix",
	"email",
	"login_id",
	"accept_privacy_policy",
	"accept_reis_terms",
	"accept_activity_terms",
	"accept_keuzedelen_terms",
	"nationality",
	"bday",
	"gender",
	"document_type",
	"document_number",
	"document_issue_date",
	"document_validity_date",
	"document_country",
	"document_first_name",
	"document_surname",
	"number",
	"phone",
	"grade",
	"hours"
];
/** What nobody changes about themselves: identity, names, student number and points (SPEC §6). */
var NOT_BY_SELF = [
	"first_name",
	"last_name",
	"last_name_prefix",
	"email",
	"login_id",
	"number",
	"hours"
];
/** Names and the login stay as they are, also through the staff edit (SPEC §6). */
var NOT_BY_STAFF = [
	"first_name",
	"last_name",
	"last_name_prefix",
	"email",
	"login_id"
];
/** The known fields of a payload, without those in `except`; unknown fields are not stored. */
function pickProfile(body, except = []) {
	const patch = {};
	for (const field of PROFILE_FIELDS) if (!except.includes(field) && body[field] !== void 0) patch[field] = body[field];
	if (patch.hours !== void 0 && patch.hours !== null) patch.hours = Number(patch.hours);
	return patch;
}
var KNOWN_VALUES = {
	gender: GENDERS,
	document_type: DOCUMENT_TYPES
};
/**
* The app reads a stored value it does not know (an old 'M') leniently and sends it back
* unchanged; a value that is new must be one of the known ones.
*/
function refuseUnknownValues(patch, before) {
	for (const [field, known] of Object.entries(KNOWN_VALUES)) {
		const value = patch[field];
		if (value === void 0 || value === "" || known.includes(value) || value === before?.[field]) continue;
		refuse(400, serverMessages.request.invalid(`${field}: kies ${known.join(", ")}`));
	}
}
async function ownProfileRow(tx, user) {
	return await tx.profileOfUser(user._id) ?? refuse(404, serverMessages.accounts.profileNotFound);
}
async function refuseTakenNumber(tx, number, ownProfileId) {
	if (!number) return;
	const holder = await tx.profileWithNumber(number);
	if (holder && holder._id !== ownProfileId) refuse(409, serverMessages.accounts.numberTaken);
}
/** An easy-to-read random password: no 0/O, 1/l/I. */
function generatePassword(length = 10) {
	const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
	const bytes = crypto.getRandomValues(new Uint8Array(length));
	return Array.from(bytes, (b) => alphabet[b % 56]).join("");
}
var sessionUser = (ctx) => publicUser(caller(ctx));
function ownProfile(ctx) {
	return ctx.services.store.run((tx) => ownProfileRow(tx, caller(ctx)));
}
async function listUsers(ctx) {
	return (await ctx.services.store.run((tx) => tx.listUsers())).map(publicUser);
}
function listProfiles(ctx) {
	return ctx.services.store.run((tx) => tx.listProfiles());
}
/** POST users_info/update/self: the caller's own profile, except what only staff set. */
function updateOwnProfile(ctx, body) {
	const user = caller(ctx);
	return transaction(ctx, async (tx) => {
		const before = await ownProfileRow(tx, user);
		const changes = pickProfile(body, NOT_BY_SELF);
		refuseUnknownValues(changes, before);
		const after = await tx.updateProfile(before._id, changes);
		await audit(tx, ctx, {
			action: "profile.update-self",
			recordType: "profile",
			recordId: before._id,
			before,
			after
		});
		return after;
	});
}
/** The account a staff call acts on, after the account rule (DESIGN.md "Admin"). */
async function managedAccount(tx, ctx, userId, action) {
	const actor = caller(ctx);
	const target = await tx.userById(userId) ?? refuse(404, serverMessages.accounts.notFound);
	if (!canManageAccount(actor, target, action)) refuse(403, action === "delete" && target._id === actor._id ? serverMessages.accounts.notOwnAccount : serverMessages.accounts.onlyAdminsManageAdmins);
	return target;
}
/** POST users_info/update: staff change an account's profile (not its names or login). */
function updateAccount(ctx, body) {
	return transaction(ctx, async (tx) => {
		const before = await tx.profileById(body._id) ?? refuse(404, serverMessages.accounts.notFound);
		await managedAccount(tx, ctx, before.user_id, "edit");
		const changes = pickProfile(body, NOT_BY_STAFF);
		refuseUnknownValues(changes, before);
		await refuseTakenNumber(tx, changes.number, before._id);
		const after = await tx.updateProfile(before._id, changes);
		await audit(tx, ctx, {
			action: "account.update",
			recordType: "profile",
			recordId: before._id,
			before,
			after
		});
		return after;
	});
}
/** POST users/add: a new account whose login id is its e-mail address (SPEC §7). */
async function addAccount(ctx, body) {
	if (!canGrantRole(caller(ctx), body.role)) refuse(403, serverMessages.accounts.onlyAdminsAddAdmins);
	const password = body.password ?? ctx.services.settings.newAccountPassword;
	const passwordHash = password ? await ctx.services.passwords.hash(password) : NO_PASSWORD;
	return transaction(ctx, async (tx) => {
		if (await tx.userByLogin(body.email)) refuse(409, serverMessages.accounts.emailTaken);
		const profile = pickProfile(body, ["login_id"]);
		refuseUnknownValues(profile);
		await refuseTakenNumber(tx, profile.number);
		const user = {
			_id: tx.newId("u-"),
			role: body.role,
			login_id: body.email,
			password_hash: passwordHash,
			created_at: ctx.now.toISOString()
		};
		await tx.insertUser(user);
		const record = await tx.insertProfile({
			...profile,
			_id: tx.newId("p-"),
			user_id: user._id,
			login_id: body.email
		});
		await audit(tx, ctx, {
			action: "account.create",
			recordType: "user",
			recordId: user._id,
			after: {
				...publicUser(user),
				profile: record
			}
		});
		return record;
	});
}
/**
* POST users/new_password: one's own, or staff for an account they manage. Without a password the
* server makes one and answers it, once. Every other session of the account ends.
*/
async function newPassword(ctx, body) {
	const actor = caller(ctx);
	const target = body.id === actor._id ? actor : await ctx.services.store.run((tx) => managedAccount(tx, ctx, body.id, "new-password"));
	const password = body.password ?? generatePassword();
	const passwordHash = await ctx.services.passwords.hash(password);
	await transaction(ctx, async (tx) => {
		await tx.updateUser(target._id, { password_hash: passwordHash });
		await tx.deleteSessionsOfUser(target._id, target._id === actor._id ? ctx.tokenHash ?? void 0 : void 0);
		await audit(tx, ctx, {
			action: "account.new-password",
			recordType: "user",
			recordId: target._id,
			after: publicUser(target)
		});
	});
	return body.password ? { message: serverMessages.accounts.passwordChanged } : {
		message: serverMessages.accounts.passwordChanged,
		password
	};
}
/**
* POST users/forgot_password. This server sends no e-mail (README "Server"): the request is
* written to the audit log, where staff see it and give a new password.
*/
function forgotPassword(ctx, body) {
	return transaction(ctx, async (tx) => {
		const user = await tx.userByLogin(body.email) ?? refuse(404, serverMessages.accounts.noAccountForLogin);
		await audit(tx, ctx, {
			action: "account.forgot-password",
			recordType: "user",
			recordId: user._id,
			after: publicUser(user)
		});
		return { message: serverMessages.accounts.mailSent };
	});
}
/** POST users/delete: an account with its profile, sessions and subscriptions. */
function deleteAccount(ctx, body) {
	if (body.id === caller(ctx)._id) refuse(400, serverMessages.accounts.notOwnAccount);
	return transaction(ctx, async (tx) => {
		const target = await managedAccount(tx, ctx, body.id, "delete");
		await tx.lockUsers([target._id]);
		const profile = await tx.profileOfUser(target._id);
		const subscriptions = await tx.subscriptionsOfStudent(target._id);
		await tx.deleteUsers([target._id]);
		await afterSeatsFreed(tx, ctx, subscriptions.map((s) => s.excursion_id));
		await audit(tx, ctx, {
			action: "account.delete",
			recordType: "user",
			recordId: target._id,
			before: {
				...publicUser(target),
				profile,
				subscriptions: subscriptions.length
			}
		});
		return { message: serverMessages.accounts.deleted };
	});
}
/** POST users/delete/students: every student account; answers how many, and their subscriptions. */
function deleteAllStudents(ctx) {
	return transaction(ctx, async (tx) => {
		const ids = await tx.userIdsWithRole("student");
		const before = (await tx.listSubscriptions()).length;
		await tx.deleteUsers(ids);
		const subscriptions = before - (await tx.listSubscriptions()).length;
		await audit(tx, ctx, {
			action: "account.delete-students",
			recordType: "user",
			before: {
				students: ids.length,
				subscriptions
			}
		});
		return {
			deleted: ids.length,
			subscriptions
		};
	});
}
// server/routes/users.ts
var message = z$1.object({ message: z$1.string() });
function registerUserCalls(registrar, services) {
	const tag = "Accounts en sessies";
	registerCall(registrar, services, {
		method: "post",
		path: "users/login",
		access: "public",
		tag,
		summary: "Inloggen: een token en de gebruiker",
		body: loginInputSchema,
		answer: loginResponseSchema,
		refusals: {
			400: "Ongeldige gebruikersnaam of leeg wachtwoord",
			401: "Onjuiste gebruikersnaam of wachtwoord",
			429: "Te veel mislukte pogingen voor deze gebruikersnaam of dit adres (15 minuten)"
		}
	}, (ctx, { body }) => login(ctx, body));
	registerCall(registrar, services, {
		method: "get",
		path: "users",
		access: "account:view",
		tag,
		summary: "Sessiecontrole: de ingelogde gebruiker",
		answer: sessionUserSchema
	}, async (ctx) => sessionUser(ctx));
	registerCall(registrar, services, {
		method: "post",
		path: "users/logout",
		access: "account:view",
		tag,
		summary: "Uitloggen: het token wordt ingetrokken",
		answer: message
	}, (ctx) => logout(ctx));
	registerCall(registrar, services, {
		method: "get",
		path: "users_info",
		access: "account:view",
		tag,
		summary: "Het eigen profiel",
		answer: profileSchema,
		refusals: { 404: "Geen profiel bij dit account" }
	}, (ctx) => ownProfile(ctx));
	registerCall(registrar, services, {
		method: "get",
		path: "users/all",
		access: "accounts:manage",
		tag,
		summary: "Alle gebruikers",
		answer: userListSchema
	}, (ctx) => listUsers(ctx));
	registerCall(registrar, services, {
		method: "get",
		path: "users_info/all",
		access: "accounts:manage",
		tag,
		summary: "Alle profielen",
		answer: profileListSchema
	}, (ctx) => listProfiles(ctx));
	registerCall(registrar, services, {
		method: "post",
		path: "users_info/update/self",
		access: "account:view",
		tag,
		summary: "Het eigen profiel opslaan (namen, studentnummer en punten blijven)",
		body: profileSchema,
		answer: profileSchema,
		refusals: {
			400: "Ongeldig profiel",
			404: "Geen profiel bij dit account"
		}
	}, (ctx, { body }) => updateOwnProfile(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "users_info/update",
		access: "accounts:manage",
		tag,
		summary: "Een account wijzigen (docenten: geen beheerders)",
		body: accountUpdateSchema,
		answer: profileSchema,
		refusals: {
			400: "Ongeldig profiel",
			403: "Een docent die een beheerdersaccount wijzigt",
			404: "Onbekend account",
			409: "Studentnummer al in gebruik"
		}
	}, (ctx, { body }) => updateAccount(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "users/add",
		access: "accounts:manage",
		tag,
		summary: "Een account toevoegen (login id = e-mailadres)",
		body: newAccountSchema,
		answer: profileSchema,
		refusals: {
			400: "Ongeldige gegevens",
			403: "Een docent die een beheerder toevoegt",
			409: "E-mailadres of studentnummer al in gebruik"
		}
	}, (ctx, { body }) => addAccount(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "users/new_password",
		access: "account:view",
		tag,
		summary: "Nieuw wachtwoord: het eigen, of door docent/beheerder; zonder wachtwoord maakt de server er een en antwoordt het eenmalig",
		body: newPasswordInputSchema,
		answer: z$1.object({
			message: z$1.string(),
			password: z$1.optional(z$1.string())
		}),
		refusals: {
			400: "Wachtwoord korter dan 6 tekens",
			403: "Een ander account zonder dat recht, of een docent voor een beheerder",
			404: "Onbekend account"
		}
	}, (ctx, { body }) => newPassword(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "users/forgot_password",
		access: "public",
		tag,
		summary: "Wachtwoord vergeten (komt in het logboek; deze server verstuurt geen e-mail)",
		body: forgotPasswordInputSchema,
		answer: message,
		refusals: {
			400: "Lege of ongeldige gebruikersnaam",
			404: "Geen account met deze gebruikersnaam"
		}
	}, (ctx, { body }) => forgotPassword(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "users/delete",
		access: "accounts:manage",
		tag,
		summary: "Een account verwijderen, met profiel, sessies en inschrijvingen",
		body: deleteUserInputSchema,
		answer: message,
		refusals: {
			400: "Het eigen account",
			403: "Een docent voor een beheerdersaccount",
			404: "Onbekend account"
		}
	}, (ctx, { body }) => deleteAccount(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "users/delete/students",
		access: "accounts:manage",
		tag,
		summary: "Alle studenten verwijderen: hoeveel, en hun inschrijvingen",
		answer: deletedStudentsSchema
	}, (ctx) => deleteAllStudents(ctx));
}
// server/app.ts
config(nl());
var API_BASE = "/api";
var UPLOAD_FORM_LIMIT = UPLOAD_MAX_BYTES + 65536;
var json = (status, message, headers = {}) => new Response(JSON.stringify({ message }), {
	status,
	headers: {
		"Content-Type": "application/json; charset=utf-8",
		...headers
	}
});
/** A unique constraint the rules did not foresee (a race they lost): the refusal it stands for. */
function uniqueRefusal(constraint) {
	if (constraint.includes("student_excursion")) return new Response(serverMessages.subscriptions.already, {
		status: 406,
		headers: { "Content-Type": "text/plain; charset=utf-8" }
	});
	if (constraint.includes("preference")) return new Response(serverMessages.subscriptions.rankConflict, {
		status: 406,
		headers: { "Content-Type": "text/plain; charset=utf-8" }
	});
	if (constraint.includes("number")) return json(409, serverMessages.accounts.numberTaken);
	return json(409, serverMessages.accounts.emailTaken);
}
/**
* Every error becomes an answer here, in one place: a refusal as it was thrown, a busy or lost
* database as 503, anything else as 500 with a Dutch message. No stack trace, SQL or path ever
* leaves the server; the log has them, with the request id.
*/
function errorResponse(error, c, services) {
	if (error instanceof ApiError) return error.kind === "text" ? new Response(error.message, {
		status: error.status,
		headers: {
			"Content-Type": "text/plain; charset=utf-8",
			...error.headers
		}
	}) : json(error.status, error.message, error.headers);
	if (error instanceof LockTimeout) return json(503, serverMessages.request.busy, { "Retry-After": "2" });
	if (error instanceof DatabaseUnavailable) {
		services.log.warn({
			requestId: c.get("requestId"),
			err: String(error.cause)
		}, "database unavailable");
		return json(503, serverMessages.request.databaseDown, { "Retry-After": "10" });
	}
	if (error instanceof UniqueViolation) return uniqueRefusal(error.constraint);
	if (error instanceof HTTPException) {
		if (error.status === 413) return json(413, serverMessages.request.tooLarge(1));
		if (error.status === 415) return json(400, serverMessages.request.invalid("verwacht JSON (Content-Type: application/json)"));
		if (error.status === 400) return json(400, serverMessages.request.invalidJson);
		return json(error.status, serverMessages.request.failed);
	}
	services.log.error({
		requestId: c.get("requestId"),
		err: error instanceof Error ? error.stack : String(error)
	}, "unexpected error");
	return json(500, serverMessages.request.failed);
}
/**
* The API (SPEC §7) as one Hono app over the services it is given: the server runs it on
* PGlite or PostgreSQL, the demo backend (MSW) in the browser and in vitest on the memory store.
*/
function createApp(services, registrar) {
	const app = registrar.app;
	let requests = 0;
	app.use(`${API_BASE}/*`, async (c, next) => {
		const started = performance.now();
		c.set("requestId", c.req.header("X-Request-Id")?.slice(0, 64) || `r${requests += 1}`);
		await next();
		c.header("Cache-Control", c.res.headers.get("Cache-Control") ?? "no-store");
		c.header("X-Content-Type-Options", "nosniff");
		services.log.info({
			requestId: c.get("requestId"),
			method: c.req.method,
			path: c.req.path,
			status: c.res.status,
			ms: Math.round(performance.now() - started)
		}, "request");
	});
	app.use(`${API_BASE}/*`, async (c, next) => {
		const limit = c.req.path === `/api/uploader` ? UPLOAD_FORM_LIMIT : 1048576;
		return bodyLimit({
			maxSize: limit,
			onError: () => json(413, serverMessages.request.tooLarge(limit === UPLOAD_FORM_LIMIT ? 2 : 1))
		})(c, next);
	});
	app.use(`${API_BASE}/*`, async (c, next) => {
		c.set("user", null);
		c.set("tokenHash", null);
		if (c.req.path === `/api/health`) return next();
		const found = await authenticate(services, c.req.header("Authorization"));
		if (found === "invalid") throw new ApiError(401, serverMessages.session.invalid);
		if (found) {
			c.set("user", found.user);
			c.set("tokenHash", found.tokenHash);
		}
		await next();
	});
	registerUserCalls(registrar, services);
	registerExcursionCalls(registrar, services);
	registerSubscriptionCalls(registrar, services);
	registerRoundCalls(registrar, services);
	registerContentCalls(registrar, services);
	registerAuditCalls(registrar, services);
	app.get(`${API_BASE}/health`, async (c) => {
		await services.store.ping();
		return c.json({ status: "ok" });
	});
	app.onError((error, c) => errorResponse(error, c, services));
	return app;
}
/** After the calls (and, on the server, the contract's pages): any other /api path is a 404. */
function endOfApi(app) {
	app.all(`${API_BASE}/*`, () => json(404, serverMessages.request.unknownCall));
	return app;
}
// server/http/openapi-registrar.ts
var jsonContent = (schema, description) => ({
	description,
	content: { "application/json": { schema } }
});
/**
* The server's calls, declared with @hono/zod-openapi: each a `createRoute` with the app's own
* schemas, validated by its validators and published in /api/openapi.json (openapi.ts).
*/
function openApiRegistrar() {
	const app = new OpenAPIHono({ defaultHook: ((result) => {
		if (!result.success) refuseInvalid(result.error?.issues ?? []);
	}) });
	return {
		app,
		register(spec, guard, run) {
			const params = [...spec.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
			const refusals = {
				...accessRefusals(spec.access),
				...spec.refusals
			};
			const route = createRoute({
				method: spec.method,
				path: `/api/${spec.path}`,
				tags: [spec.tag],
				summary: spec.summary,
				description: spec.description,
				middleware: [guard],
				request: {
					...spec.body ? { body: {
						required: true,
						content: { "application/json": { schema: spec.body } }
					} } : spec.multipart ? { body: {
						required: true,
						content: { "multipart/form-data": { schema: {
							type: "object",
							properties: { [spec.multipart.field]: {
								type: "string",
								format: "binary"
							} },
							required: [spec.multipart.field]
						} } }
					} } : {},
					...spec.query ? { query: spec.query } : {}
				},
				responses: {
					200: spec.answer ? jsonContent(spec.answer, "Gelukt") : { description: "Gelukt" },
					...Object.fromEntries(Object.entries(refusals).map(([status, when]) => [status, status === "406" ? {
						description: when,
						content: { "text/plain": { schema: { type: "string" } } }
					} : jsonContent({
						type: "object",
						properties: { message: { type: "string" } }
					}, when)]))
				},
				"x-access": spec.access,
				"x-path-params": params
			});
			app.openapi(route, ((c) => run(c, {
				body: spec.body ? c.req.valid("json") : void 0,
				query: spec.query ? c.req.valid("query") : void 0
			})));
		}
	};
}
// server/http/openapi.ts
var isZod = (schema) => typeof schema === "object" && schema !== null && "_zod" in schema;
/**
* A zod schema (classic or mini) as JSON Schema, with zod's own converter: @hono/zod-openapi's
* generator needs classic zod, and the app's first-page schemas are zod/mini (README "Server").
*/
function jsonSchema(schema) {
	if (!isZod(schema)) return schema;
	const { $schema: _dialect, ...rest } = toJSONSchema(schema, {
		io: "input",
		unrepresentable: "any"
	});
	return rest;
}
function queryParameters(schema) {
	const shape = jsonSchema(schema);
	return Object.entries(shape.properties ?? {}).map(([name, property]) => ({
		name,
		in: "query",
		required: shape.required?.includes(name) ?? false,
		schema: property
	}));
}
/** The published contract: every call declared on the app, with its access rule (`x-access`). */
function openApiDocument(app) {
	const paths = {};
	for (const definition of app.openAPIRegistry.definitions) {
		if (definition.type !== "route") continue;
		const route = definition.route;
		const operation = {
			tags: route.tags,
			summary: route.summary,
			description: route.description,
			"x-access": route["x-access"],
			parameters: [...(route["x-path-params"] ?? []).map((name) => ({
				name,
				in: "path",
				required: true,
				schema: { type: "string" }
			})), ...route.request?.query ? queryParameters(route.request.query) : []],
			...route["x-access"] === "public" ? {} : { security: [{ bearer: [] }] },
			...route.request?.body ? { requestBody: {
				required: true,
				content: Object.fromEntries(Object.entries(route.request.body.content).map(([type, { schema }]) => [type, { schema: jsonSchema(schema) }]))
			} } : {},
			responses: Object.fromEntries(Object.entries(route.responses).map(([status, response]) => [status, {
				description: response.description,
				...response.content ? { content: Object.fromEntries(Object.entries(response.content).map(([type, { schema }]) => [type, { schema: jsonSchema(schema) }])) } : {}
			}]))
		};
		(paths[route.path] ??= {})[route.method] = operation;
	}
	return {
		openapi: "3.1.0",
		info: {
			title: "X-Week Scalda API",
			version: "1",
			description: "De aanroepen van SPEC §7. Een bearer-token (POST /api/users/login) in de header Authorization. x-access: wie de aanroep mag doen (public, of een recht uit src/lib/access.ts)."
		},
		components: { securitySchemes: { bearer: {
			type: "http",
			scheme: "bearer"
		} } },
		paths
	};
}
var escape = (text) => String(text ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
var ACCESS_LABELS = {
	public: "iedereen",
	"account:view": "ingelogd (elke rol)",
	"subscriptions:own": "studenten",
	"accounts:manage": "docenten en beheerders",
	"subscriptions:overview": "beheerders",
	"excursions:manage": "beheerders",
	"content:edit": "beheerders"
};
/** /api/docs: the contract as a page to read, generated from the same document. */
function apiReferencePage(document) {
	const sections = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, raw]) => {
		const op = raw;
		const body = op.requestBody ? `<h4>Invoer</h4><pre>${escape(JSON.stringify(Object.values(op.requestBody.content)[0]?.schema, null, 2))}</pre>` : "";
		const params = op.parameters.length ? `<p>Parameters: ${op.parameters.map((p) => `<code>${escape(p.name)}</code> (${escape(p.in)})`).join(", ")}</p>` : "";
		const answers = Object.entries(op.responses).map(([status, r]) => `<li><strong>${escape(status)}</strong> ${escape(r.description)}</li>`).join("");
		const success = op.responses["200"]?.content;
		const answer = success ? `<details><summary>Antwoord (200)</summary><pre>${escape(JSON.stringify(Object.values(success)[0]?.schema, null, 2))}</pre></details>` : "";
		return `<section><h3><code>${escape(method.toUpperCase())} ${escape(path)}</code></h3>
<p>${escape(op.summary)}</p><p>Toegang: <strong>${escape(ACCESS_LABELS[op["x-access"]] ?? op["x-access"])}</strong> (<code>${escape(op["x-access"])}</code>)</p>
${params}${body}<h4>Antwoorden</h4><ul>${answers}</ul>${answer}</section>`;
	}));
	return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(document.info.title)}: API-naslag</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
section{border-top:1px solid #ccc;padding:.5rem 0}pre{background:#f4f4f4;padding:.5rem;overflow:auto;font-size:.85rem}code{font-size:.95em}</style></head>
<body><main><h1>${escape(document.info.title)}: API-naslag</h1><p>${escape(document.info.description)}</p>
<p>Machineleesbaar: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${sections.join("\n")}</main></body></html>`;
}
// server/server-app.ts
/** The server's app: the API declared with @hono/zod-openapi, and its published contract. */
function createServerApp(services) {
	const registrar = openApiRegistrar();
	const app = createApp(services, registrar);
	app.get(`${API_BASE}/openapi.json`, (c) => c.json(openApiDocument(registrar.app)));
	app.get(`${API_BASE}/docs`, (c) => c.html(apiReferencePage(openApiDocument(registrar.app))));
	return endOfApi(app);
}
// server/static.ts
/** The headers every page of the app is served with (README "Security headers"). */
var PAGE_HEADERS = {
	"Content-Security-Policy": [
		"default-src 'self'",
		"script-src 'self'",
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob:",
		"font-src 'self'",
		"connect-src 'self'",
		"worker-src 'self'",
		"manifest-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'"
	].join("; "),
	"X-Content-Type-Options": "nosniff",
	"Referrer-Policy": "same-origin",
	"X-Frame-Options": "DENY",
	"Permissions-Policy": "camera=(), microphone=(), geolocation=()"
};
/**
* Serves the built app (`npm run build` -> dist/): hashed assets cached for a year, index.html for
* every route of the app and never cached, each page with the security headers.
*/
function serveApp(app, staticDir) {
	const root = resolve(staticDir);
	const indexFile = join(root, "index.html");
	if (!existsSync(indexFile)) throw new Error(`${indexFile} ontbreekt: bouw de app eerst met npm run build`);
	const indexHtml = readFileSync(indexFile, "utf8");
	app.use("*", async (c, next) => {
		if (c.req.path.startsWith("/api/")) return next();
		await next();
		for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value);
	});
	app.use("*", compress());
	app.use("/assets/*", serveStatic({
		root,
		onFound: (_path, c) => {
			c.header("Cache-Control", "public, max-age=31536000, immutable");
		}
	}));
	app.use("*", serveStatic({
		root,
		onFound: (path, c) => {
			c.header("Cache-Control", path.endsWith("index.html") ? "no-cache" : "public, max-age=3600");
		}
	}));
	app.get("*", (c) => {
		if (c.req.path.startsWith("/api/")) return c.notFound();
		c.header("Cache-Control", "no-cache");
		return c.html(indexHtml);
	});
}
// server/host.ts
var DAY_MS = 864e5;
function createLogger(level) {
	return pino({
		level,
		redact: [
			"password",
			"*.password",
			"token",
			"*.token",
			"authorization",
			"*.authorization"
		]
	});
}
/** The address of the caller: the connection's, or behind one proxy the last X-Forwarded-For. */
function addressResolver(trustProxy) {
	return (c) => {
		if (trustProxy) {
			const forwarded = c.req.header("X-Forwarded-For")?.split(",").at(-1)?.trim();
			if (forwarded) return forwarded;
		}
		try {
			return getConnInfo(c).remote.address ?? "onbekend";
		} catch {
			return "onbekend";
		}
	};
}
/** The version of the build being served: a browser holding another reloads (SPEC §4). */
function buildVersion(staticDir) {
	const index = join(resolve(staticDir), "index.html");
	const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
	if (!existsSync(index)) return pkg.version;
	const hash = createHash("sha256").update(readFileSync(index)).digest("hex").slice(0, 8);
	return `${pkg.version}+${hash}`;
}
function servicesFor(config, database, log) {
	return {
		store: database.store,
		passwords: scryptHasher({
			N: 2 ** config.SCRYPT_COST,
			r: 8,
			p: 1
		}),
		sanitize: createSanitizer(new JSDOM("").window),
		now: () => /* @__PURE__ */ new Date(),
		log,
		settings: {
			...defaultRuleSettings,
			sessionTtlMs: config.SESSION_TTL_HOURS * 60 * 60 * 1e3,
			lockTimeoutMs: config.LOCK_TIMEOUT_MS,
			auditRetentionDays: config.AUDIT_RETENTION_DAYS,
			newAccountPassword: config.SEED ? DEMO_PASSWORD : null
		},
		clientAddress: addressResolver(config.TRUST_PROXY)
	};
}
/** Opens the database and brings it to a state the app can run on (first start included). */
async function prepareDatabase(config, log, options = {}) {
	const release = !config.DATABASE_URL && !options.pglite ? claimDataDir(config.DATA_DIR) : () => {};
	const database = await openDatabase(config.DATABASE_URL ? {
		kind: "postgres",
		url: config.DATABASE_URL,
		poolSize: config.DB_POOL_SIZE
	} : {
		kind: "pglite",
		dataDir: options.pglite ? null : config.DATA_DIR
	}, {
		lockTimeoutMs: config.LOCK_TIMEOUT_MS,
		pglite: options.pglite
	});
	if (!config.DATABASE_URL) log.warn({ dataDir: config.DATA_DIR }, "Ingebouwde database (PGlite): zonder fsync, geen garantie bij stroomuitval. Gebruik PostgreSQL (DATABASE_URL) voor de echte gegevens van een school.");
	const store = database.store;
	if (await isEmpty(store)) {
		if (config.SEED) {
			await loadSeed(store, seedSets[config.SEED]());
			log.info({ seed: config.SEED }, "demogegevens geladen");
		} else if (!config.ADMIN_LOGIN_ID) log.warn({}, "Lege database zonder accounts: maak de eerste beheerder met ADMIN_LOGIN_ID en ADMIN_PASSWORD, of npm run user:create-admin.");
	}
	if (config.ADMIN_LOGIN_ID && config.ADMIN_PASSWORD) {
		const services = servicesFor(config, database, log);
		if (!await store.run((tx) => tx.userByLogin(config.ADMIN_LOGIN_ID))) {
			await createAdmin(store, services.passwords, {
				loginId: config.ADMIN_LOGIN_ID,
				password: config.ADMIN_PASSWORD
			});
			log.info({ loginId: config.ADMIN_LOGIN_ID }, "eerste beheerder aangemaakt");
		}
	}
	await ensureBaseSettings(store, buildVersion(config.STATIC_DIR));
	const close = store.close.bind(store);
	store.close = async () => {
		await close();
		release();
	};
	return database;
}
/** The daily clean-up: ended sessions, old throttling entries, audit entries past retention. */
async function dailyCleanUp(services) {
	const sessions = await removeExpiredSessions(services);
	const audit = await removeOldAuditEntries(services);
	services.log.info({
		...sessions,
		audit
	}, "dagelijkse opschoning");
}
async function startServer(config, options = {}) {
	const log = options.log ?? createLogger(config.LOG_LEVEL);
	const database = await prepareDatabase(config, log, options);
	const services = servicesFor(config, database, log);
	const app = createServerApp(services);
	if (config.SERVE_STATIC && existsSync(join(resolve(config.STATIC_DIR), "index.html"))) serveApp(app, config.STATIC_DIR);
	let draining = false;
	const server = serve({
		fetch: async (request, env) => {
			const response = await app.fetch(request, env);
			if (draining) response.headers.set("Connection", "close");
			return response;
		},
		port: config.PORT,
		hostname: config.HOST
	});
	await new Promise((ready, fail) => {
		server.once("listening", ready);
		server.once("error", fail);
	});
	server.keepAliveTimeout = 65e3;
	server.headersTimeout = 66e3;
	const port = server.address().port;
	const cleanUp = () => dailyCleanUp(services).catch((error) => log.error({ err: String(error) }, "opschoning mislukt"));
	cleanUp();
	const daily = setInterval(cleanUp, DAY_MS);
	daily.unref();
	log.info({
		port,
		database: config.DATABASE_URL ? "postgresql" : "pglite"
	}, "server gestart");
	let closing = null;
	return {
		url: `http://${config.HOST === "0.0.0.0" ? "127.0.0.1" : config.HOST}:${port}`,
		port,
		services,
		database,
		close() {
			closing ??= (async () => {
				clearInterval(daily);
				await new Promise((done) => {
					draining = true;
					net.Server.prototype.close.call(server, () => {
						clearInterval(idle);
						clearTimeout(force);
						done();
					});
					const idle = setInterval(() => server.closeIdleConnections(), 500);
					const force = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
				});
				await database.store.close();
				log.info({}, "server gestopt");
			})();
			return closing;
		}
	};
}
// server/main.ts
/**
* `npm start`: the API and the built app in one process on PORT. Settings come from the
* environment (README "Server"); SIGTERM or SIGINT drain the requests in flight and close the
* database.
*/
async function main() {
	let config;
	try {
		config = readServerConfig(process.env);
	} catch (error) {
		console.error(error.message);
		process.exit(1);
	}
	const server = await startServer(config);
	const stop = () => {
		server.close().then(() => process.exit(0), () => process.exit(1));
	};
	process.once("SIGTERM", stop);
	process.once("SIGINT", stop);
}
main().catch((error) => {
	console.error("De server kon niet starten:", error instanceof Error ? error.message : error);
	process.exit(1);
});
export {};

//# sourceMappingURL=main.js.map