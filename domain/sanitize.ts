import DOMPurify from 'dompurify'

/**
 * The one allow-list for admin-authored HTML: exactly the markup the content editor's toolbar
 * produces. The reader (SafeHtml), the editor's input and the editor's output all go through
 * `sanitizeHtml`, so what is saved is what is shown.
 */
export const allowedTags = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'span',
  'a',
  'ul',
  'ol',
  'li',
  'hr',
  'img',
  'table',
  'colgroup',
  'col',
  'tbody',
  'tr',
  'th',
  'td',
] as const

export const allowedAttributes = [
  'style',
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'start',
  'type',
  'colspan',
  'rowspan',
  'colwidth',
] as const

const length = /^\d+(\.\d+)?(px|rem|em|%)$/
/** Inline styles the toolbar writes (colour, size, family, alignment, table widths); nothing else. */
export const allowedStyles: Record<string, RegExp> = {
  color: /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*[\d.]+\s*)?\))$/i,
  'font-size': length,
  'font-family': /^[\w\s,"'-]+$/,
  'text-align': /^(left|center|right|justify)$/,
  width: length,
  'min-width': length,
}

/**
 * Link and image addresses: web, mail, phone and same-site paths. No javascript:, no data:, and
 * no other host through the back door: browsers read `/\host` and `\\host` as `//host`.
 */
const safeUrl = /^(https?:|mailto:|tel:|\/(?![/\\])|#|[^\s:/?#\\]+(?:[/?#]|$))/i
/** An address the sanitiser keeps in a link or an image (the editor's link field checks it too). */
export const isSafeUrl = (url: string) => safeUrl.test(url.trim())

/** Browsers ignore control characters and spaces inside a URL scheme ("java\tscript:"). */
const withoutControls = (value: string) => [...value].filter((c) => c.charCodeAt(0) > 0x20).join('')
const numeric = /^\d{1,5}$/
const numericAttributes = new Set(['width', 'height', 'start', 'colspan', 'rowspan'])

/** Keeps only the allowed declarations of a style attribute. */
export function filterStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':')
      if (colon < 0) return null
      const property = declaration.slice(0, colon).trim().toLowerCase()
      const value = declaration.slice(colon + 1).trim()
      const rule = allowedStyles[property]
      return rule && rule.test(value) ? `${property}: ${value}` : null
    })
    .filter((d): d is string => d !== null)
    .join('; ')
}

/**
 * A sanitiser with the allow-list on a DOM: the browser's window here, jsdom's on the server
 * (which sanitises content again before it stores it).
 */
export function createSanitizer(window: Window | typeof globalThis): (html: string) => string {
  const purifier = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0])
  if (!purifier.isSupported) throw new Error('DOMPurify needs a DOM to sanitise HTML')
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName
    const value = data.attrValue.trim()
    if (name === 'style') {
      data.attrValue = filterStyle(value)
      if (!data.attrValue) data.keepAttr = false
    } else if (name === 'href' || name === 'src') {
      if (!isSafeUrl(withoutControls(value))) data.keepAttr = false
    } else if (numericAttributes.has(name)) {
      if (!numeric.test(value)) data.keepAttr = false
    } else if (name === 'colwidth') {
      if (!/^\d{1,5}(,\d{1,5})*$/.test(value)) data.keepAttr = false
    } else if (name === 'target') {
      if (value !== '_blank') data.keepAttr = false
    } else if (name === 'type') {
      // only the list type of an <ol>
      if (node.nodeName !== 'OL' || !/^[1aAiI]$/.test(value)) data.keepAttr = false
    }
  })
  // A link that opens a new tab never gets a handle on this page.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer nofollow')
  })
  return (html) =>
    purifier.sanitize(html, {
      ALLOWED_TAGS: [...allowedTags],
      ALLOWED_ATTR: [...allowedAttributes],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOWED_URI_REGEXP: safeUrl,
    })
}

let pageSanitizer: ((html: string) => string) | null = null

/** Sanitises with the page's own DOM. */
export function sanitizeHtml(html: string): string {
  pageSanitizer ??= createSanitizer(globalThis.window)
  return pageSanitizer(html)
}
