import { chromium } from '@playwright/test'
import { readFileSync, existsSync } from 'node:fs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { startServer } from './server.mjs'
const dist = process.argv[2] ?? 'dist-prof'
const page0 = process.argv[3] ?? '/'
const server = await startServer({ dist, port: 4498 })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
const cdp = await page.context().newCDPSession(page)
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
await cdp.send('Profiler.start')
await page.goto(server.origin + page0)
await page.waitForTimeout(2500)
const { profile } = await cdp.send('Profiler.stop')
await browser.close()
await server.close()
const maps = new Map()
function mapOf(url) {
  const f = url.replace(/^https?:\/\/[^/]+\//, '')
  if (!maps.has(f)) {
    const p = `${dist}/${f}.map`
    maps.set(f, existsSync(p) ? new TraceMap(readFileSync(p, 'utf8')) : null)
  }
  return maps.get(f)
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const dt = profile.timeDeltas
const self = new Map()
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)))
const agg = new Map(),
  aggFile = new Map()
for (const [id, us] of self) {
  const n = byId.get(id)
  const cf = n.callFrame
  let key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}`
  let file = cf.url ? cf.url.split('/').pop() : cf.functionName
  const m = cf.url && mapOf(cf.url)
  if (m) {
    const o = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber })
    if (o.source) {
      file = o.source.replace(/.*node_modules\//, '').replace(/^\.\.\//, '')
      key = `${o.name ?? cf.functionName} ${file}:${o.line}`
    }
  }
  agg.set(key, (agg.get(key) ?? 0) + us)
  const pkg = file.startsWith('@')
    ? file.split('/').slice(0, 2).join('/')
    : file
        .split('/')
        .slice(0, file.startsWith('src') ? 3 : 1)
        .join('/')
  aggFile.set(pkg, (aggFile.get(pkg) ?? 0) + us)
}
const top = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`)
    .join('\n')
console.log('--- by package/file')
console.log(top(aggFile, 30))
console.log('--- by function')
console.log(top(agg, 40))
