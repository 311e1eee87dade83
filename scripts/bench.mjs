/**
 * `npm run bench`: builds the site, serves it with `npm start`'s server, and runs Lighthouse
 * (mobile preset, simulated throttling) three times on every page with the system Chromium.
 * Prints the medians, writes every report under bench/results/, and exits non-zero when a page
 * misses a bar from DEVELOPERS.md. Then it grades the production headers with Mozilla's HTTP
 * Observatory scanner against the shipped nginx config over local HTTPS (must be A+).
 */
import { execSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { chromiumFlags, findChromium } from './find-chromium.mjs'
import { runObservatory } from './observatory.mjs'
import { builtPages } from './route-assets.mjs'
import { rootDir } from './site-files.mjs'

const runsPerPage = Number(process.env.BENCH_RUNS ?? 3)
const port = Number(process.env.BENCH_PORT ?? 4177)

const bars = [
  { key: 'performance', label: 'Performance', pass: (v) => v >= 98, bar: '≥ 98' },
  { key: 'accessibility', label: 'Accessibility', pass: (v) => v === 100, bar: '= 100' },
  { key: 'bestPractices', label: 'Best Practices', pass: (v) => v === 100, bar: '= 100' },
  { key: 'seo', label: 'SEO', pass: (v) => v === 100, bar: '= 100' },
  { key: 'lcp', label: 'LCP', pass: (v) => v <= 1500, bar: '≤ 1500 ms' },
  { key: 'tbt', label: 'TBT', pass: (v) => v <= 50, bar: '≤ 50 ms' },
  { key: 'cls', label: 'CLS', pass: (v) => v === 0, bar: '= 0' },
]

if (process.env.SKIP_BUILD !== '1') execSync('npm run build', { cwd: rootDir, stdio: 'inherit' })

// Every page the build wrote; the not-found page answers 404, which Lighthouse does not score.
// BENCH_PAGES=/services,/fr measures only those (to compare a change quickly); the bars need all.
const onlyPages = process.env.BENCH_PAGES?.split(',')
const pages = builtPages()
  .map(([urlPath]) => urlPath)
  .filter((urlPath) => urlPath !== '/404.html')
  .filter((urlPath) => !onlyPages || onlyPages.includes(urlPath))

const server = spawn('node', ['scripts/serve.mjs'], {
  cwd: rootDir,
  env: { ...process.env, PORT: String(port), SKIP_BUILD: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await once(server.stdout, 'data')

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...chromiumFlags],
})

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    transferBytes: audit('total-byte-weight'),
    requests: lhr.audits['network-requests']?.details?.items?.length ?? NaN,
    // Lighthouse's measure of this machine's CPU before the run: it swings with the host's load.
    cpuIndex: lhr.environment.benchmarkIndex,
  }
}

const results = {}
const reports = {}
try {
  for (const page of pages) {
    const runs = []
    for (let run = 0; run < runsPerPage; run++) {
      let lhr
      // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is redone.
      for (let attempt = 1; ; attempt++) {
        ;({ lhr } = await lighthouse(`http://localhost:${port}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        }))
        if (!lhr.runtimeError) break
        if (attempt === 3) throw new Error(`${page}: ${lhr.runtimeError.message}`)
        process.stderr.write(`${page}: ${lhr.runtimeError.code}, running again\n`)
      }
      runs.push(summarise(lhr))
      ;(reports[page] ??= []).push(lhr)
    }
    results[page] = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]))
    process.stderr.write(`measured ${page}\n`)
  }
} finally {
  await chrome.kill()
  server.kill()
}

const observatory = process.env.BENCH_SKIP_OBSERVATORY === '1' ? null : await runObservatory()

const outDir = path.join(rootDir, 'bench', 'results')
mkdirSync(outDir, { recursive: true })
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
writeFileSync(
  path.join(outDir, `lighthouse-${stamp}.json`),
  JSON.stringify({ medians: results, observatory, reports }, null, 1),
)

const ms = (v) => `${Math.round(v)} ms`
const columns = [
  ['page', (r, page) => page],
  ['Perf', (r) => r.performance],
  ['A11y', (r) => r.accessibility],
  ['BP', (r) => r.bestPractices],
  ['SEO', (r) => r.seo],
  ['FCP', (r) => ms(r.fcp)],
  ['LCP', (r) => ms(r.lcp)],
  ['TBT', (r) => ms(r.tbt)],
  ['CLS', (r) => r.cls.toFixed(3)],
  ['SI', (r) => ms(r.speedIndex)],
  ['transfer', (r) => `${(r.transferBytes / 1024).toFixed(1)} KB`],
  ['requests', (r) => r.requests],
  ['CPU index', (r) => Math.round(r.cpuIndex)],
]
const rows = Object.entries(results).map(([page, r]) => columns.map(([, cell]) => String(cell(r, page))))
console.log(`\nLighthouse ${lighthouseVersion()}, mobile preset, simulated throttling, median of ${runsPerPage} runs\n`)
console.log(`| ${columns.map(([name]) => name).join(' | ')} |`)
console.log(`| ${columns.map(() => '---').join(' | ')} |`)
for (const row of rows) console.log(`| ${row.join(' | ')} |`)

// 56.499999999999886 ms reads as 56.5; a CLS of 0.000412 keeps its digits.
const readable = (value) => (Math.abs(value) < 1 ? Number(value.toPrecision(3)) : Number(value.toFixed(1)))
const misses = Object.entries(results).flatMap(([page, r]) =>
  bars
    .filter((bar) => !bar.pass(r[bar.key]))
    .map((bar) => `${page}: ${bar.label} ${readable(r[bar.key])} (bar ${bar.bar})`),
)
if (observatory) {
  console.log(
    `\nHTTP Observatory ${observatory.grade} (score ${observatory.score}, ${observatory.passed} tests passed, ${observatory.failed} failed), shipped nginx config over local HTTPS`,
  )
  if (observatory.grade !== 'A+') misses.push(`HTTP Observatory grade ${observatory.grade} (bar A+)`)
}
console.log(misses.length ? `\nMisses:\n${misses.map((m) => `- ${m}`).join('\n')}` : '\nEvery page meets every bar.')
console.log(`Full reports: bench/results/lighthouse-${stamp}.json`)
process.exit(misses.length ? 1 : 0)

function lighthouseVersion() {
  return Object.values(reports)[0]?.[0]?.lighthouseVersion ?? '?'
}
