// npm run bench: what a student's phone sees. Serves a production build with the real server
// (npm start's bundle, bench/real-server.mjs, on a fresh embedded database), runs Lighthouse
// (headless Chromium, mobile and desktop presets) several times on each page, prints the medians
// and writes a JSON report.
//
//   node bench/lighthouse.mjs [--dist dist-bench] [--runs 5] [--presets mobile,desktop]
//                             [--pages /,/activiteiten/x-week] [--port 4400] [--out bench-results]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import {
  composition,
  firstPageFiles,
  htmlScripts,
  kb,
  measure,
  readManifest,
} from './first-page.mjs'
import { startServer } from './real-server.mjs'

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : process.argv[i + 1]
}

const dist = arg('dist', 'dist-bench')
const runs = Number(arg('runs', 5))
const presets = arg('presets', 'mobile,desktop').split(',')
const pages = arg('pages', '/,/activiteiten/x-week').split(',')
const port = Number(arg('port', 4400))
const outDir = arg('out', 'bench-results')
const chromePath =
  process.env.CHROME_PATH ??
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id) => lhr.audits[id]?.numericValue
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    requests: requests.length,
    jsRequests: scripts.length,
    // Bytes on the wire (gzip) of the JavaScript the page actually loaded.
    jsTransferBytes: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
    failedAudits: Object.values(lhr.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0))
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  }
}

function summarise(results) {
  const keys = Object.keys(results[0]).filter((k) => typeof results[0][k] === 'number')
  const medians = Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))]))
  medians.lcpElement = results.map((r) => r.lcpElement).find(Boolean) ?? null
  medians.failedAudits = [...new Set(results.flatMap((r) => r.failedAudits))]
  return medians
}

const server = await startServer({ dist, port })
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
const raw = {}
try {
  // Round robin, so that a busy moment of the machine does not hit one page/preset only.
  for (let run = 1; run <= runs; run++) {
    for (const preset of presets) {
      for (const page of pages) {
        const key = `${preset} ${page}`
        const result = await lighthouse(
          `${server.origin}${page}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          },
          preset === 'desktop' ? desktopConfig : undefined,
        )
        if (!result?.lhr || result.lhr.runtimeError)
          throw new Error(`${key}: ${result?.lhr?.runtimeError?.message ?? 'no result'}`)
        const f = figures(result.lhr)
        ;(raw[key] ??= []).push(f)
        console.log(
          `run ${run}/${runs} ${key.padEnd(30)} perf ${f.performance} FCP ${Math.round(f.fcpMs)} LCP ${Math.round(f.lcpMs)} TBT ${Math.round(f.tbtMs)}`,
        )
      }
    }
  }
} finally {
  await chrome.kill()
  await server.close()
}

const manifest = readManifest(dist)
const firstPage = Object.fromEntries(
  pages.map((page) => {
    const files = [...new Set([...htmlScripts(dist), ...firstPageFiles(manifest, page)])]
    const { js } = measure(dist, files)
    const parts = composition(dist, files)
    return [
      page,
      {
        ...js,
        largest: parts?.slice(0, 12).map(([owner, bytes]) => ({ owner, minified: bytes })) ?? null,
      },
    ]
  }),
)

const medians = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, summarise(v)]))
const ms = (v) => (v === null ? '-' : `${(v / 1000).toFixed(2)} s`)
console.log(`\nmedians of ${runs} runs (Lighthouse, ${dist}):`)
console.log(
  'preset  page                   perf  a11y  b.p.  FCP      LCP      TBT     CLS    req  JS (gzip)',
)
for (const [key, m] of Object.entries(medians)) {
  const [preset, page] = key.split(' ')
  console.log(
    [
      preset.padEnd(7),
      page.padEnd(22),
      String(m.performance).padStart(4),
      String(m.accessibility).padStart(5),
      String(m.bestPractices).padStart(5),
      ms(m.fcpMs).padStart(8),
      ms(m.lcpMs).padStart(8),
      `${Math.round(m.tbtMs)} ms`.padStart(7),
      m.cls.toFixed(3).padStart(6),
      String(m.requests).padStart(4),
      `${m.jsRequests} files ${kb(m.jsTransferBytes)} KB`.padStart(19),
    ].join(' '),
  )
  if (m.failedAudits.length) console.log(`        failed audits: ${m.failedAudits.join(', ')}`)
}
console.log('\nfirst-page JavaScript from the manifest (gzip -9):')
for (const [page, js] of Object.entries(firstPage))
  console.log(
    `  ${page.padEnd(22)} ${js.count} files, ${kb(js.raw)} KB min, ${kb(js.gzip)} KB gzip`,
  )

const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: +(totalmem() / 2 ** 30).toFixed(1),
    node: process.version,
  },
  lighthouse: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
  chrome: chromePath ?? 'chrome-launcher default',
  runs,
  medians,
  firstPage,
  raw,
}
mkdirSync(outDir, { recursive: true })
const stamp = report.date.replace(/[:.]/g, '-')
writeFileSync(join(outDir, `lighthouse-${stamp}.json`), JSON.stringify(report, null, 2))
writeFileSync(join(outDir, 'latest.json'), JSON.stringify(report, null, 2))
console.log(`\nreport: ${join(outDir, 'latest.json')}`)
