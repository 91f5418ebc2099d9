import { z } from "zod";
import nl from "zod/v4/locales/nl.js";
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { JSDOM } from "jsdom";
import pino from "pino";
import DOMPurify from "dompurify";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzle$1 } from "drizzle-orm/node-postgres";
import { migrate as migrate$1 } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, ne, sql } from "drizzle-orm";
import { bigserial, boolean, customType, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
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
	capacity: null
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
function seed() {
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
			timestamp: new Date(Date.UTC(2026, 9, 1 + i, 9, 30)).toISOString()
		})),
		content: { ...content },
		settings: {
			version: "1.0.0",
			policy: "privacy_policy"
		},
		uploads: {},
		loginFailures: [],
		audit: [],
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
	const state = seed();
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
			capacity: null
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
			timestamp: new Date(start + Math.floor(next() * 40 * 24 * 60) * 6e4).toISOString()
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
	demo: seed,
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
	capacity: integer("capacity")
}, (t) => [index("excursions_scope").on(t.scope)]);
var subscriptions = pgTable("subscriptions", {
	_id: text("id").primaryKey(),
	excursion_id: text("excursion_id").notNull().references(() => excursions._id, { onDelete: "cascade" }),
	student_id: text("student_id").notNull().references(() => users._id, { onDelete: "cascade" }),
	/** The excursion's scope, kept here so ranks can be unique per student and scope. */
	scope: text("scope").notNull(),
	preference: integer("preference").notNull(),
	timestamp: at("timestamp").notNull(),
	payed: boolean("payed").notNull().default(false)
}, (t) => [
	uniqueIndex("subscriptions_student_excursion_unique").on(t.student_id, t.excursion_id),
	index("subscriptions_excursion_id").on(t.excursion_id),
	index("subscriptions_student_scope").on(t.student_id, t.scope)
]);
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
/** The PostgreSQL error code of an error, wherever Drizzle or the driver put it. */
function pgCode(error) {
	let e = error;
	for (let depth = 0; e && depth < 5; depth++) {
		const candidate = e;
		if (typeof candidate.code === "string") return {
			code: candidate.code,
			constraint: typeof candidate.constraint === "string" ? candidate.constraint : void 0,
			message: String(candidate.message ?? "")
		};
		e = e.cause;
	}
	return { message: String(error?.message ?? error) };
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
var SqlTx = class {
	db;
	constructor(db) {
		this.db = db;
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
		if (!ids.length) return;
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
		if (!ids.length) return;
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
		return this.db.select().from(subscriptions).where(conditions.length ? and(...conditions) : void 0).orderBy(asc(subscriptions.timestamp), asc(subscriptions._id));
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
	async transaction(work, options = {}) {
		const lockTimeoutMs = options.lockTimeoutMs ?? this.options.lockTimeoutMs;
		for (let attempt = 1;; attempt++) try {
			return await this.db.transaction(async (tx) => {
				if (this.options.setLockTimeout) await tx.execute(sql`select set_config('lock_timeout', ${`${lockTimeoutMs}ms`}, true)`);
				return work(new SqlTx(tx));
			});
		} catch (error) {
			if (attempt < 4 && RETRY_CODES.has(pgCode(error).code ?? "")) continue;
			throw classifyDatabaseError(error);
		}
	}
	async run(work) {
		try {
			return await work(new SqlTx(this.db));
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
				setLockTimeout: false,
				close: async () => {
					if (owned) await pgliteClient.close();
				}
			})
		};
	}
	const pool = new pg.Pool({
		connectionString: target.url,
		max: target.poolSize,
		connectionTimeoutMillis: 5e3,
		idleTimeoutMillis: 3e4,
		statement_timeout: options.statementTimeoutMs ?? 15e3,
		application_name: "xweek-server"
	});
	pool.on("error", () => {});
	await migrateLocked(target.url, migrationsFolder);
	const db = drizzle$1({ client: pool });
	return {
		db,
		query: (text, params) => pool.query(text, params),
		store: new SqlStore(db, {
			lockTimeoutMs: options.lockTimeoutMs,
			setLockTimeout: true,
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
	content: {
		unknown: (what, name) => `Geen ${what} met de naam '${name}'`,
		policyWithoutContent: (name) => `Er is geen tekst met de naam '${name}'. Kies een tekst die bestaat.`,
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
		const session = await tx.sessionByTokenHash(tokenHash);
		if (!session || session.expires_at <= now.toISOString()) return null;
		const user = await tx.userById(session.user_id);
		if (!user) return null;
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
			capacity: "Maximaal aantal plaatsen"
		},
		capacityHint: "Leeg laten voor geen maximum",
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
		studentsDeleted: (students, subscriptions) => `${students} ${students === 1 ? "student" : "studenten"} en ${subscriptions} ${subscriptions === 1 ? "inschrijving" : "inschrijvingen"} verwijderd`,
		roles: {
			student: "Student",
			teacher: "Docent",
			admin: "Beheerder"
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
		discardTitle: "Wijzigingen niet opgeslagen",
		discardText: "Je hebt wijzigingen die nog niet zijn opgeslagen. Wil je ze weggooien?",
		discardConfirm: "Wijzigingen weggooien",
		keepEditing: "Verder bewerken",
		invalidLink: "Vul een geldig adres in: https://…, mailto:…, tel:… of een pad als /contact",
		invalidSize: "Vul een breedte en hoogte in van 1 tot 5000 pixels",
		policySetting: "Tekst met het privacybeleid",
		policySettingHelp: "De naam van de tekst die als privacybeleid wordt getoond (standaard privacy_policy).",
		policySettingSaved: "Instelling opgeslagen",
		invalidContentName: "Gebruik alleen kleine letters, cijfers, - en _"
	}
};
var UPLOAD_MAX_BYTES = 2097152;
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
	/** Add, edit and delete excursions. */
	"excursions:manage": ["admin"],
	/** Edit page content and terms, upload images, change settings. */
	"content:edit": ["admin"]
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
	capacity: z$1.pipe(z$1.nullish(z$1.number()), z$1.transform((v) => v ?? null))
});
var excursionListSchema = listOf(excursionSchema);
var wholeNumber = (min, tooSmall, max, tooLarge) => z$1.number({ error: "Vul een getal in" }).check(z$1.refine(Number.isInteger, "Vul een heel getal in"), z$1.minimum(min, tooSmall), z$1.maximum(max, tooLarge));
var excursionInputSchema = z$1.object({
	name: z$1.string().check(z$1.trim(), z$1.minLength(1, "Vul een naam in"), z$1.maxLength(200, "Hoogstens 200 tekens")),
	scope: z$1.string().check(z$1.refine((s) => findScope(s) !== void 0, "Kies een geldig soort")),
	hours: wholeNumber(0, "Vul 0 of meer in", 1e3, "Hoogstens 1000"),
	datetime: z$1.string().check(z$1.refine(isDateText, "Vul een geldige datum in (DD-MM-JJJJ)")),
	description: z$1.optional(z$1.string().check(z$1.maxLength(5e3, "Hoogstens 5000 tekens"))),
	location: z$1.optional(z$1.string().check(z$1.maxLength(200, "Hoogstens 200 tekens"))),
	capacity: z$1.optional(z$1.nullable(wholeNumber(1, "Minstens 1 plaats", 1e5, "Hoogstens 100000")))
});
var excursionUpdateSchema = z$1.extend(excursionInputSchema, { _id: z$1.string().check(z$1.minLength(1)) });
var excursionsQuerySchema = z$1.object({
	id: z$1.optional(z$1.string()),
	name: z$1.optional(z$1.string())
});
// src/lib/messages.ts
/**
* Every user-facing message of the app. The quoted strings of SPEC.md §4, §5 and §8 are used
* verbatim; the others are our own Dutch words (DESIGN.md).
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
	profile: {
		saved: "Profiel gewijzigd",
		phoneRequired: "Vul je telefoonnummer in",
		gradeRequired: "Vul je mentor/coach in",
		incompleteTitle: "Vul je profiel aan",
		incompleteIntro: "Je profiel is nog niet compleet. Vul de ontbrekende gegevens in en sla ze op om verder te gaan."
	},
	idData: {
		saved: "Gegevens opgeslagen",
		required: "Dit veld is verplicht",
		invalidDate: "Vul een geldige datum in (DD-MM-JJJJ)",
		issueDateFuture: "De afgiftedatum mag niet in de toekomst liggen",
		issueDateTooOld: "Dit document is te oud: de afgiftedatum mag hoogstens 10 jaar min 3 maanden geleden zijn",
		validityTooSoon: "Het document moet nog minstens 3 maanden geldig zijn",
		validityTooLate: "De geldigheidsdatum mag hoogstens 10 jaar vooruit liggen",
		validityHint: "Je document moet nog minstens 3 maanden na terugkomst geldig zijn",
		validityNeedsIssueDate: "Kies eerst de afgiftedatum",
		birthDateRange: "Je geboortedatum moet tussen 100 en 5 jaar geleden liggen",
		complete: "Je paspoort- of ID-gegevens zijn compleet.",
		incomplete: "Je paspoort- of ID-gegevens zijn nog niet (volledig) ingevuld. Die zijn nodig voor een buitenlandreis."
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
	subscriptions: {
		errorPrefix: "Error occurred:",
		subscribe: "Inschrijven",
		unsubscribe: "Uitschrijven",
		heading: "Inschrijven",
		loginToSubscribe: "Log in om je in te schrijven",
		loginInvitation: "Wil je je inschrijven? Log dan eerst in met je studentnummer.",
		subscribed: (preference) => preference === null ? "Je bent ingeschreven." : `Je bent ingeschreven met voorkeur ${preference}.`,
		notSubscribed: "Je bent nog niet ingeschreven.",
		subscribedBadge: (preference) => preference === null ? "Ingeschreven" : `Ingeschreven · voorkeur ${preference}`,
		acceptTerms: "Accepteren",
		cancel: "Annuleren",
		termsIntro: "Lees de voorwaarden. Je schrijft je in zodra je ze accepteert.",
		mine: "Mijn inschrijvingen",
		noneInScope: "Nog geen inschrijvingen.",
		preference: (rank) => `Voorkeur ${rank}`,
		moveUp: "Hoger",
		moveDown: "Lager",
		moveUpLabel: (name) => `Hoger: ${name} een voorkeur omhoog`,
		moveDownLabel: (name) => `Lager: ${name} een voorkeur omlaag`,
		reorderHint: "Voorkeur 1 is je eerste keus. Verander de volgorde met Hoger en Lager.",
		points: "Punten",
		pointsNotCounted: (label) => `${label} tellen niet mee voor je punten.`
	},
	version: { waitingForSave: "Er is een nieuwe versie van de app. Sla je wijzigingen op; daarna wordt de pagina vernieuwd." },
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
// src/features/profile/schemas.ts
var GENDERS = [
	"m",
	"v",
	"x"
];
var DOCUMENT_TYPES = ["passport", "id"];
var acceptField = (terms) => `accept_${terms}`;
var text$1 = z.string().nullish().transform((v) => v ?? "");
var flag = z.boolean().nullish().transform((v) => v ?? false);
var optionalEnum = (values) => z.union([z.enum(values), z.literal("")]).nullish().transform((v) => v ?? "");
/** A profile (users_info) as the API answers it; unknown fields are kept so a save sends them back. */
var profileSchema = z.looseObject({
	_id: z.string().optional(),
	user_id: z.string().optional(),
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
	gender: optionalEnum(GENDERS),
	document_type: optionalEnum(DOCUMENT_TYPES),
	document_number: text$1,
	document_issue_date: text$1,
	document_validity_date: text$1,
	document_country: text$1,
	document_first_name: text$1,
	document_surname: text$1,
	number: text$1,
	phone: text$1,
	grade: text$1,
	hours: z.nullish(numberish)
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
var required$1 = z.string().trim().min(1, messages.idData.required);
function dateInRange(min, max, tooEarly, tooLate) {
	return z.string().min(1, messages.idData.required).superRefine((value, ctx) => {
		if (!value) return;
		const d = parseDate(value);
		if (!d) ctx.addIssue({
			code: "custom",
			message: messages.idData.invalidDate
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
		document_type: z.enum(DOCUMENT_TYPES, messages.idData.required),
		document_number: required$1,
		document_issue_date: dateInRange(limits.issue.min, limits.issue.max, messages.idData.issueDateTooOld, messages.idData.issueDateFuture),
		document_validity_date: dateInRange(limits.validity.min, limits.validity.max, messages.idData.validityTooSoon, messages.idData.validityTooLate),
		document_country: required$1,
		gender: z.enum(GENDERS, messages.idData.required),
		document_first_name: required$1,
		document_surname: required$1,
		bday: dateInRange(limits.birth.min, limits.birth.max, messages.idData.birthDateRange, messages.idData.birthDateRange),
		nationality: required$1
	});
}
Object.keys(idDataSchema().shape);
function hasCompleteIdData(profile, today = dayjs$1()) {
	return idDataSchema(today).safeParse(profile).success;
}
var rank = z$1.int().check(z$1.minimum(1));
var id$1 = z$1.string().check(z$1.minLength(1));
var subscriptionSchema = z$1.looseObject({
	_id: idRef,
	excursion_id: idRef,
	student_id: idRef,
	preference: z$1._default(z$1.pipe(numberish, rank), 1),
	timestamp: z$1._default(timestampText, ""),
	payed: z$1.pipe(z$1.nullish(z$1.boolean()), z$1.transform((v) => v ?? false))
});
var subscriptionListSchema = listOf(subscriptionSchema);
/**
* POST subscriptions/subscribe. Without `_id` it is a new subscription; with the `_id` of one of
* the caller's subscriptions it moves that one to `preference` (the one holding it swaps places).
*/
var subscribeInputSchema = z$1.object({
	_id: z$1.optional(id$1),
	excursion_id: id$1,
	preference: z$1._default(rank, 1)
});
var unsubscribeInputSchema = z$1.object({ id: id$1 });
var unsubscribeAllInputSchema = z$1.object({ scope: id$1 });
var payedInputSchema = z$1.object({
	id: id$1,
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
/**
* Places became free on these excursions (an unsubscribe, a deleted student, a raised capacity):
* the waiting list moves up, under the locks the caller holds.
*/
async function afterSeatsFreed(_tx, _ctx, _excursionIds) {}
async function listSubscriptions(ctx) {
	const user = caller(ctx);
	return ctx.services.store.run((tx) => can(asRole(user), "subscriptions:overview") ? tx.listSubscriptions() : tx.listSubscriptions({ studentId: user._id }));
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
		if (body._id) {
			const moved = siblings.find((s) => s._id === body._id && s.excursion_id === excursion._id);
			if (!moved) return refuseSubscription(serverMessages.subscriptions.subscriptionGone);
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
			return after;
		}
		if (siblings.some((s) => s.excursion_id === excursion._id)) refuseSubscription(serverMessages.subscriptions.already);
		const profile = profileSchema.parse(await tx.profileOfUser(student._id));
		if (!profile[acceptField(scope.terms)]) refuseSubscription(serverMessages.subscriptions.termsFirst);
		if (scope.needsIdData && !hasCompleteIdData(profile, dayjs(ctx.now))) refuseSubscription(serverMessages.subscriptions.idDataFirst);
		if (excursion.capacity !== null && await tx.countSubscriptions(excursion._id) >= excursion.capacity) refuseSubscription(serverMessages.subscriptions.full);
		if (siblings.some((s) => s.preference === body.preference)) refuseSubscription(serverMessages.subscriptions.rankTaken(body.preference));
		const record = {
			_id: tx.newId("s-"),
			excursion_id: excursion._id,
			student_id: student._id,
			scope: excursion.scope,
			preference: body.preference,
			timestamp: ctx.now.toISOString(),
			payed: false
		};
		await tx.insertSubscription(record);
		await audit(tx, ctx, {
			action: "subscription.create",
			recordType: "subscription",
			recordId: record._id,
			after: record
		});
		return record;
	});
}
/** POST subscriptions/unsubscribe: one's own, or anyone's for the overviews' users. */
function unsubscribe(ctx, body) {
	const user = caller(ctx);
	return transaction(ctx, async (tx) => {
		const found = await tx.subscriptionById(body.id) ?? refuseSubscription(serverMessages.subscriptions.subscriptionGone);
		if (found.student_id !== user._id && !can(asRole(user), "subscriptions:overview")) refuse(403, serverMessages.session.forbidden);
		await tx.lockUsers([found.student_id]);
		await tx.lockExcursions([found.excursion_id]);
		const sub = await tx.subscriptionById(body.id) ?? refuseSubscription(serverMessages.subscriptions.subscriptionGone);
		const own = await tx.subscriptionsOfStudent(sub.student_id, sub.scope);
		await tx.deleteSubscriptions([sub._id]);
		await applyRanks(tx, own.filter((s) => s._id !== sub._id), removeSubscription(own, sub._id, () => sub.scope));
		await /* @__PURE__ */ afterSeatsFreed(tx, ctx, [sub.excursion_id]);
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
		await tx.lockExcursions(await tx.excursionIdsInScopes([body.scope]));
		const deleted = await tx.deleteSubscriptionsInScopes([body.scope]);
		await audit(tx, ctx, {
			action: "subscription.delete-all",
			recordType: "scope",
			recordId: body.scope,
			before: { subscriptions: deleted }
		});
		return { deleted };
	});
}
/** POST subscriptions/payed. */
function setPayed(ctx, body) {
	return transaction(ctx, async (tx) => {
		const before = await tx.subscriptionById(body.id) ?? refuse(404, serverMessages.subscriptions.notFound);
		await tx.updateSubscription(before._id, { payed: body.payed });
		const after = {
			...before,
			payed: body.payed
		};
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
		capacity: input.capacity ?? null
	};
}
/**
* GET excursions: each excursion as the caller sees it, with their own subscription and the
* number of subscriptions (SPEC §3).
*/
function listExcursions(ctx, filter) {
	return ctx.services.store.run(async (tx) => {
		const rows = await tx.listExcursions(filter);
		const counts = await tx.subscriptionCounts();
		const own = ctx.user ? new Map((await tx.subscriptionsOfStudent(ctx.user._id)).map((s) => [s.excursion_id, s])) : /* @__PURE__ */ new Map();
		return rows.map((e) => ({
			...excursionAnswer(e),
			subscribed: own.get(e._id)?._id ?? null,
			preference: own.get(e._id)?.preference ?? null,
			subscriptions: counts.get(e._id) ?? 0
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
		if (after.scope !== before.scope) for (const sub of await lockStudentsOf(tx, before._id)) {
			const inNewScope = await tx.subscriptionsOfStudent(sub.student_id, after.scope);
			const next = Math.max(0, ...inNewScope.map((s) => s.preference)) + 1;
			await tx.updateSubscription(sub._id, {
				scope: after.scope,
				preference: next
			});
			await closeUpRanks(tx, sub.student_id, before.scope);
		}
		await tx.updateExcursion(before._id, after);
		if (after.capacity === null || before.capacity !== null && after.capacity > before.capacity) await /* @__PURE__ */ afterSeatsFreed(tx, ctx, [before._id]);
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
var id = z$1.string().check(z$1.minLength(1));
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
		body: z$1.object({ id }),
		refusals: { 404: "Onbekende activiteit" }
	}, (ctx, { body }) => deleteExcursion(ctx, body));
	registerCall(registrar, services, {
		method: "post",
		path: "excursions/delete/all",
		access: "excursions:manage",
		tag,
		summary: "Alle activiteiten van een soort verwijderen",
		body: z$1.object({ scope: id }),
		answer: z$1.object({ deleted: z$1.number() })
	}, (ctx, { body }) => deleteAllExcursions(ctx, body));
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
// src/features/accounts/schemas.ts
var userListSchema = z.array(sessionUserSchema);
var profileListSchema = z.array(profileSchema);
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
/** POST /users/delete/students answers how many students and subscriptions went. */
var deletedStudentsSchema = z.object({
	deleted: z.number(),
	subscriptions: z.number()
});
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
		const after = await tx.updateProfile(before._id, pickProfile(body, NOT_BY_SELF));
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
		await /* @__PURE__ */ afterSeatsFreed(tx, ctx, subscriptions.map((s) => s.excursion_id));
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
	registerContentCalls(registrar, services);
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
	const server = serve({
		fetch: app.fetch,
		port: config.PORT,
		hostname: config.HOST
	});
	await new Promise((ready, fail) => {
		server.once("listening", ready);
		server.once("error", fail);
	});
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
					const force = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
					force.unref();
					server.close(() => {
						clearTimeout(force);
						done();
					});
					server.closeIdleConnections();
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