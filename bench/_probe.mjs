import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { writeFileSync } from 'node:fs'
import { startServer } from './server.mjs'
const page = process.argv[2] ?? '/'
const dist = process.argv[3] ?? 'dist-bench'
const server = await startServer({ dist, port: 4499 })
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
  for (let k = 0; k < Number(process.env.WARM ?? 0); k++) {
    const w = await lighthouse(`${server.origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    const wm = w.lhr.audits.metrics.details.items[0]
    const before = w.lhr.audits['network-requests'].details.items
      .filter((it) => it.networkEndTime <= wm.observedFirstContentfulPaint)
      .map(
        (it) => it.url.split('/').pop() + ':' + it.priority + ':' + Math.round(it.networkEndTime),
      )
      .join(' ')
    console.log(
      'warm',
      w.lhr.categories.performance.score,
      Math.round(w.lhr.audits['first-contentful-paint'].numericValue),
      'obs fcp',
      wm.observedFirstContentfulPaint,
      'lcp',
      wm.observedLargestContentfulPaint,
      'before fcp:',
      before,
    )
  }
  const r = await lighthouse(`${server.origin}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const lhr = r.lhr
  writeFileSync('/tmp/lhr.json', JSON.stringify(lhr))
  writeFileSync(
    '/tmp/trace.json',
    JSON.stringify(r.artifacts.Trace ?? r.artifacts.traces?.defaultPass),
  )
  const a = lhr.audits
  console.log(
    'perf',
    lhr.categories.performance.score,
    'FCP',
    a['first-contentful-paint'].numericValue | 0,
    'LCP',
    a['largest-contentful-paint'].numericValue | 0,
    'TBT',
    a['total-blocking-time'].numericValue,
    'SI',
    a['speed-index'].numericValue | 0,
  )
  const m = a.metrics.details.items[0]
  console.log(
    'observed',
    JSON.stringify({
      fcp: m.observedFirstContentfulPaint,
      lcp: m.observedLargestContentfulPaint,
      load: m.observedLoad,
      dcl: m.observedDomContentLoaded,
      tti: m.interactive,
    }),
  )
  for (const it of a['network-requests'].details.items)
    console.log(
      String(Math.round(it.networkRequestTime)).padStart(6),
      String(Math.round(it.networkEndTime)).padStart(6),
      String(it.transferSize).padStart(7),
      it.priority?.padEnd(8),
      it.url.replace(server.origin, ''),
    )
  console.log('--- long tasks / main-thread tasks >10ms')
  for (const t of a['main-thread-tasks'].details.items)
    if (t.duration > 10) console.log(Math.round(t.startTime), Math.round(t.duration))
  console.log('--- bootup')
  for (const it of a['bootup-time'].details.items)
    console.log(
      Math.round(it.total),
      Math.round(it.scripting),
      Math.round(it.scriptParseCompile),
      it.url.replace(server.origin, ''),
    )
  console.log(
    '--- lcp element',
    JSON.stringify(
      a['largest-contentful-paint-element'].details.items?.[0]?.items?.[0]?.node?.snippet,
    ),
  )
  console.log(
    '--- lcp breakdown',
    JSON.stringify(a['largest-contentful-paint-element'].details.items?.[1]),
  )
  console.log(
    '--- mainthread',
    JSON.stringify(
      a['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)]),
    ),
  )
} finally {
  await chrome.kill()
  await server.close()
}
