/** Why a piece of DOM could run script, or [] when it cannot (the XSS tests' oracle). */
export function scriptRisks(root: ParentNode): string[] {
  const risks: string[] = []
  const dangerousTags =
    /^(script|iframe|frame|frameset|object|embed|applet|svg|math|style|link|meta|base|form|input|button|textarea|select|option|template|noscript|xmp|listing|video|audio|source|use|animate|set|foreignobject)$/i
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase()
    if (dangerousTags.test(tag)) risks.push(`<${tag}>`)
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase()
      // browsers skip control characters and (Unicode) spaces in a URL's scheme
      const value = [...attr.value]
        .filter((c) => c.charCodeAt(0) > 0x20 && !/[\s\u180e\u200b]/.test(c))
        .join('')
        .toLowerCase()
      if (name.startsWith('on')) risks.push(`${tag}[${name}]`)
      if (
        /^(href|src|action|formaction|xlink:href|data|srcdoc|background|dynsrc|lowsrc)$/.test(
          name,
        ) &&
        /^(javascript|vbscript|data):/.test(value)
      )
        risks.push(`${tag}[${name}=${value.slice(0, 30)}]`)
      if (name === 'srcdoc') risks.push(`${tag}[srcdoc]`)
      if (
        name === 'style' &&
        /(url\(|expression|javascript|behavior|binding|@import|position)/.test(value)
      )
        risks.push(`${tag}[style=${value.slice(0, 40)}]`)
    }
  }
  return risks
}
