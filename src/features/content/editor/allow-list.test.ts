import { describe, expect, it } from 'vitest'
import { scriptRisks } from '@/test/inert-html'
import { xssPayloads } from '@/test/xss-payloads'
import { allowedAttributes, allowedTags, filterStyle, sanitizeHtml } from '~domain/sanitize'
import { ALIGNMENTS, FONT_FAMILIES, FONT_SIZES, PALETTE } from './options'

const parse = (html: string) => {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content
}

/** Markup as the editor's toolbar writes it (Tiptap's getHTML). */
const toolbarMarkup = [
  '<h2 style="text-align: center">Kop</h2><h3>Sub</h3><h4>Klein</h4>',
  '<p><strong>vet</strong> <em>cursief</em> <u>onder</u> <s>door</s></p>',
  '<ul><li><p>een</p></li></ul><ol start="3" type="a"><li><p>drie</p></li></ol>',
  '<p><a href="https://scalda.nl/x?y=1#z">web</a> <a href="mailto:xweek@scalda.nl">mail</a> <a href="tel:+31612345678">bel</a> <a href="/contact">pad</a></p>',
  '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"><col style="min-width: 25px"><col style="width: 120px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>a</p></th><th colspan="2" rowspan="1" colwidth="120,80"><p>b</p></th></tr><tr><td colspan="1" rowspan="1"><p>c</p></td><td colspan="1" rowspan="2"><p>d</p></td></tr></tbody></table>',
  '<hr>',
  '<img src="/api/uploads/upload-1001" alt="logo" width="200" height="100">',
  '<p style="text-align: justify">x<br>y</p>',
  ...FONT_SIZES.filter((s) => s.value).map(
    (s) => `<p><span style="font-size: ${s.value}">grootte</span></p>`,
  ),
  ...FONT_FAMILIES.flatMap((f) =>
    f.value
      ? [`<p><span style="font-family: ${f.value.replace(/"/g, '&quot;')}">letter</span></p>`]
      : [],
  ),
  ...PALETTE.map((c) => `<p><span style="color: ${c.value}">kleur</span></p>`),
  ...ALIGNMENTS.map((a) => `<p style="text-align: ${a.value}">uitlijning</p>`),
  '<p><span style="color: rgb(13, 71, 161); font-size: 1.25rem; font-family: Georgia, serif">alles</span></p>',
]

describe('sanitizeHtml keeps exactly the markup the toolbar produces', () => {
  it.each(toolbarMarkup)('%s', (html) => {
    expect(parse(sanitizeHtml(html)).isEqualNode(parse(html))).toBe(true)
  })

  it('drops every other tag and attribute', () => {
    const out = sanitizeHtml(
      '<blockquote class="x" id="y" data-a="1" aria-label="z"><code>c</code><pre>p</pre><div><h1>h</h1><h5>h</h5><sub>s</sub></div></blockquote>',
    )
    expect(out).toBe('cphhs')
  })

  it('keeps only the allowed style declarations', () => {
    expect(filterStyle('color: red; position: fixed; font-size: 12px')).toBe('font-size: 12px')
    expect(filterStyle('color: #0d47a1; text-align: centre')).toBe('color: #0d47a1')
    expect(filterStyle('font-family: x; color: expression(alert(1))')).toBe('font-family: x')
    expect(filterStyle('width: 200px; min-width: 25px; height: 10px')).toBe(
      'width: 200px; min-width: 25px',
    )
  })

  it('keeps ordinary links and images, drops script and data addresses', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    // Browsers read a backslash as a slash: these are links to another host.
    for (const href of ['//evil.example', '/\\evil.example', '\\\\evil.example', '\\/evil.example'])
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>')
    expect(sanitizeHtml('<img src="/\\evil.example/x.png">')).toBe('<img>')
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="a">')).toBe('<img alt="a">')
    expect(sanitizeHtml('<img src="x.png" width="100%" height="9e9">')).toBe('<img src="x.png">')
    expect(sanitizeHtml('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    )
  })
})

describe(`${xssPayloads.length} known XSS payloads`, () => {
  it('are at least 100', () => expect(xssPayloads.length).toBeGreaterThanOrEqual(100))

  it('are dangerous unsanitised: the oracle below sees the risk in nearly all of them', () => {
    const risky = xssPayloads.filter((p) => scriptRisks(parse(p)).length > 0)
    expect(risky.length).toBeGreaterThan(xssPayloads.length * 0.85)
  })

  it.each(xssPayloads.map((p, i) => [i + 1, p] as const))(
    '#%i leaves nothing that can run: %s',
    (_i, payload) => {
      const clean = sanitizeHtml(payload)
      const fragment = parse(clean)
      expect(scriptRisks(fragment)).toEqual([])
      for (const el of Array.from(fragment.querySelectorAll('*'))) {
        expect(allowedTags).toContain(el.tagName.toLowerCase())
        for (const attr of Array.from(el.attributes)) expect(allowedAttributes).toContain(attr.name)
      }
      // stable: sanitising again changes nothing (no mutation XSS on a second pass)
      expect(sanitizeHtml(clean)).toBe(clean)
    },
  )
})
