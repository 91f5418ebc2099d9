import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { newToken } from './tokens'

/**
 * OWASP's device cookie ('Slow Down Online Guessing Attacks with Device Cookies'): after a good
 * login the browser gets a cookie that names the account, signed by the server (HMAC-SHA256 with
 * `Services.deviceKey`; Web Crypto, so the demo backend runs the same code). A login that
 * presents a valid one for its account counts on that device's own counter. The cookie holds the
 * last few accounts that logged in on this browser (a shared computer at home), each entry
 * `account.issued-day.nonce.signature`; an entry is good for DEVICE_DAYS.
 */
export const DEVICE_COOKIE = 'xweek_device'
/** Only the login receives it. */
export const DEVICE_PATH = '/api/users/login'
const DEVICE_DAYS = 180
const ENTRIES = 5
const DAY_MS = 24 * 60 * 60 * 1000

const keys = new Map<string, Promise<CryptoKey>>()
function hmacKey(secret: string) {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    keys.set(secret, key)
  }
  return key
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const encode = (text: string) => base64url(new TextEncoder().encode(text))

async function signature(secret: string, account: string, day: number, nonce: string) {
  const payload = new TextEncoder().encode(`device|${account}|${day}|${nonce}`)
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), payload)))
}

/** Compares two strings in time that does not depend on where they differ. */
function same(a: string, b: string) {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

type Entry = { account: string; day: number; nonce: string; text: string }

/** The cookie's entries whose signature holds and which have not expired. */
async function validEntries(secret: string, cookie: string | undefined, now: Date) {
  const today = Math.floor(now.getTime() / DAY_MS)
  const entries: Entry[] = []
  for (const text of (cookie ?? '').split('~').slice(0, ENTRIES)) {
    const [account64 = '', dayText = '', nonce = '', sig = ''] = text.split('.')
    const day = Number(dayText)
    if (!/^\d+$/.test(dayText) || today - day >= DEVICE_DAYS || day > today || !nonce) continue
    let account: string
    try {
      account = new TextDecoder().decode(
        Uint8Array.from(atob(account64.replace(/-/g, '+').replace(/_/g, '/')), (ch) =>
          ch.charCodeAt(0),
        ),
      )
    } catch {
      continue
    }
    if (encode(account) !== account64) continue
    if (same(sig, await signature(secret, account, day, nonce)))
      entries.push({ account, day, nonce, text })
  }
  return entries
}

/** The device's id (its nonce) when the cookie holds a valid entry for this account, else null. */
export async function trustedDevice(
  secret: string,
  cookie: string | undefined,
  account: string,
  now: Date,
): Promise<string | null> {
  const found = (await validEntries(secret, cookie, now)).find((e) => e.account === account)
  return found?.nonce ?? null
}

/**
 * The cookie after a good login of `account`: its entry first (a new one, or the same device
 * renewed), then the other valid entries, at most ENTRIES.
 */
export async function deviceCookieAfterLogin(
  secret: string,
  cookie: string | undefined,
  account: string,
  now: Date,
): Promise<string> {
  const entries = await validEntries(secret, cookie, now)
  const nonce = entries.find((e) => e.account === account)?.nonce ?? newToken().slice(0, 22)
  const day = Math.floor(now.getTime() / DAY_MS)
  const own = `${encode(account)}.${day}.${nonce}.${await signature(secret, account, day, nonce)}`
  const others = entries.filter((e) => e.account !== account).map((e) => e.text)
  return [own, ...others].slice(0, ENTRIES).join('~')
}

/** The device cookie a request came with. */
export const deviceCookieOf = (c: Context) => getCookie(c, DEVICE_COOKIE)

/** Sets the device cookie: HttpOnly, SameSite=Strict, Secure over https, for the login only. */
export function setDeviceCookie(c: Context, value: string, secure: boolean) {
  setCookie(c, DEVICE_COOKIE, value, {
    path: DEVICE_PATH,
    httpOnly: true,
    secure,
    sameSite: 'Strict',
    maxAge: (DEVICE_DAYS * DAY_MS) / 1000,
  })
}
