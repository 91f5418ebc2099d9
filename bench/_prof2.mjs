import { chromium } from '@playwright/test'
import { readFileSync, existsSync } from 'node:fs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { startServer } from './server.mjs'
const dist = process.argv[2] ?? 'dist-prof'
const server = await startServer({ dist, port: 4498 })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const agg = new Map()
const RUNS = Number(process.argv[3] ?? 3)
const maps = new Map()
function mapOf(url) {
  const f = url.replace(/^https?:\/\/[^/]+\//, '')
  if (!maps.has(f)) {
    const p = `${dist}/${f}.map`
    maps.set(f, existsSync(p) ? new TraceMap(readFileSync(p, 'utf8')) : null)
  }
  return maps.get(f)
}
function where(cf) {
  const m = cf.url && mapOf(cf.url)
  if (m) {
    const o = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber })
    if (o.source)
      return `${o.name || cf.functionName || '(anon)'} ${o.source.replace(/.*node_modules\//, '').replace(/^\.\.\//, '')}:${o.line}`
  }
  return `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`
}
for (let r = 0; r < RUNS; r++) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await page.goto(server.origin + (process.env.PAGE ?? '/'))
  await page.waitForTimeout(3000)
  const { profile } = await cdp.send('Profiler.stop')
  await page.close()
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i + 1] ?? 0
    // path root->leaf
    const path = []
    let cur = id
    while (cur !== undefined) {
      path.unshift(byId.get(cur))
      cur = parent.get(cur)
    }
    const topIdx = path.findIndex(
      (n) =>
        /\/assets\/(index|libs)-.*\.js$/.test(n.callFrame.url) &&
        n.callFrame.functionName === '' &&
        n.callFrame.lineNumber === 0 &&
        n.callFrame.columnNumber === 0,
    )
    if (process.env.PHASES) {
      const names = path.map((n) => where(n.callFrame))
      const ph = [
        'commitRoot',
        'renderRootSync',
        'renderRootConcurrent',
        'flushPassiveEffects',
        'flushSyncWorkAcrossRoots',
        'performWorkOnRoot',
      ].find((p) => names.some((x) => x.includes(p + ' ') || x.startsWith(p)))
      const key = ph ?? (topIdx !== -1 ? 'module-eval' : (names[1] ?? '?').slice(0, 60))
      agg.set(key, (agg.get(key) ?? 0) + us / RUNS)
      return
    }
    if (topIdx === -1 && !process.env.FOCUS) return
    const focus = process.env.FOCUS
    let key
    if (focus) {
      const fi = path.findIndex((n) => where(n.callFrame).includes(focus))
      if (fi === -1) return
      const d = Number(process.env.DEPTH ?? 1)
      key =
        path
          .slice(fi + 1, fi + 1 + d)
          .map((n) => where(n.callFrame))
          .join(' > ') || '(self)'
      const leaf = path[path.length - 1]
      if (process.env.LEAF) key = where(leaf.callFrame)
    } else {
      const under = path[topIdx + 1]
      key = under ? where(under.callFrame) : '(top-level self)'
    }
    agg.set(key, (agg.get(key) ?? 0) + us / RUNS)
  })
}
await browser.close()
await server.close()
const total = [...agg.values()].reduce((a, b) => a + b, 0)
console.log('module-evaluation time (4x throttle), avg of runs:', (total / 1000).toFixed(1), 'ms')
console.log(
  [...agg]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([k, v]) => `${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`)
    .join('\n'),
)
