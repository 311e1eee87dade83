/**
 * `npm run bench:against -- <commit>`: is a page's LCP against the control the pages' doing or the
 * machine's? Builds the site at <commit> in a git worktree of its own (its own `npm ci` and build),
 * builds the work tree, and serves each with its own server (scripts/site-server.mjs) and the
 * bench's control page. Each round measures the control on both servers, then every page of both
 * builds back to back (which build first alternating from page to page), then the control again;
 * Lighthouse (mobile) in DevTools throttling, performance only, as a first visit. Prints each
 * page's median LCP ÷ the control's median for both builds, the pages' means and each page's
 * difference, and writes every run's figures under bench/results/. It judges nothing: the bars
 * are `npm run bench`'s; this says whether two builds differ by more than the machine's spread
 * (docs/bench.md, 2026-12-08).
 *
 * BENCH_RUNS (default 3) rounds; BENCH_PAGES=/services,/fr measures only those pages; SKIP_BUILD=1
 * leaves the work tree's build as it is.
 */
import { execFileSync, execSync } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import lighthouse from 'lighthouse'

import {
  benchedPages as pages,
  controlPage,
  controlPath,
  firstVisit,
  launchBenchChromium,
  median,
  notFoundPath,
  pageName,
} from './bench-setup.mjs'
import { createSiteServer } from './site-server.mjs'
import { rootDir } from './site-files.mjs'
import { testPorts } from './test-ports.mjs'

const commitName = process.argv[2]
if (!commitName) {
  console.error('Name the commit to measure the work tree against: npm run bench:against -- <commit>')
  process.exit(2)
}
const git = (...args) => execFileSync('git', args, { cwd: rootDir, encoding: 'utf8' }).trim()
let commit
try {
  commit = git('rev-parse', '--verify', '--quiet', `${commitName}^{commit}`)
} catch {
  console.error(`${commitName} is not a commit of this repository (git rev-parse found nothing).`)
  process.exit(2)
}
const short = commit.slice(0, 7)
const here = `work tree (${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' with changes' : ''})`
const runs = Number(process.env.BENCH_RUNS ?? 3)

const worktree = path.join(tmpdir(), `bench-against-${short}`)
if (existsSync(worktree)) git('worktree', 'remove', '--force', worktree)
git('worktree', 'add', '--detach', worktree, commit)
const servers = []
let chrome
try {
  console.log(`Building ${short} in ${worktree}`)
  execSync('npm ci --no-audit --no-fund && npm run build', { cwd: worktree, stdio: 'inherit' })
  if (process.env.SKIP_BUILD !== '1') execSync('npm run build', { cwd: rootDir, stdio: 'inherit' })

  const theirServerFile = path.join(worktree, 'scripts', 'site-server.mjs')
  const theirs = existsSync(theirServerFile) ? await import(pathToFileURL(theirServerFile).href) : {}
  if (typeof theirs.createSiteServer !== 'function')
    throw new Error(`${short} has no scripts/site-server.mjs exporting createSiteServer: choose a later commit`)
  const builds = [
    { name: short, createSiteServer: theirs.createSiteServer, port: testPorts.benchAgainst },
    { name: here, createSiteServer, port: testPorts.bench },
  ]
  for (const build of builds) {
    const server = build.createSiteServer({ extraPages: { [controlPath]: controlPage } })
    server.listen(build.port, 'localhost')
    await once(server, 'listening')
    servers.push(server)
  }

  let chromiumVersion
  ;({ chrome, chromiumVersion } = await launchBenchChromium())
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const outDir = path.join(rootDir, 'bench', 'results', `${stamp}-against-${short}`)
  mkdirSync(outDir, { recursive: true })

  const results = []
  let lighthouseVersion = '?'
  async function measure(build, page, round) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is redone.
    for (let attempt = 1; ; attempt++) {
      const { lhr } = await lighthouse(`http://localhost:${build.port}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        throttlingMethod: 'devtools',
        onlyCategories: ['performance'],
        ignoreStatusCode: page === notFoundPath,
        ...firstVisit,
      })
      lighthouseVersion = lhr.lighthouseVersion
      if (!lhr.runtimeError) {
        const lcp = lhr.audits['largest-contentful-paint'].numericValue
        results.push({ build: build.name, page, round, lcp, cpuIndex: lhr.environment.benchmarkIndex })
        writeFileSync(path.join(outDir, 'runs.json'), JSON.stringify(results, null, 1))
        return
      }
      if (attempt === 3) throw new Error(`${page} (${build.name}): ${lhr.runtimeError.message}`)
      process.stderr.write(`${page} (${build.name}): ${lhr.runtimeError.code}, running again\n`)
    }
  }

  const loadAtStart = loadavg()[0].toFixed(2)
  const started = Date.now()
  for (let round = 1; round <= runs; round++) {
    for (const build of builds) await measure(build, controlPath, round)
    for (const [index, page] of pages.entries()) {
      for (const build of (round + index) % 2 ? builds : [...builds].reverse()) await measure(build, page, round)
    }
    for (const build of [...builds].reverse()) await measure(build, controlPath, round)
    process.stderr.write(`round ${round}/${runs}: done after ${Math.round((Date.now() - started) / 1000)} s\n`)
  }
  const loadAtEnd = loadavg()[0].toFixed(2)

  const lcps = (build, page) =>
    results.filter((r) => r.page === page && (!build || r.build === build)).map((r) => r.lcp)
  const control = median(lcps(null, controlPath))
  const ratio = (build, page) => median(lcps(build.name, page)) / control
  const cpu = results.map((r) => r.cpuIndex)
  console.log(
    `\nChromium ${chromiumVersion}, Lighthouse ${lighthouseVersion}, mobile, DevTools throttling; ${runs} round${runs === 1 ? '' : 's'}; load average ${loadAtStart} at the start, ${loadAtEnd} at the end; CPU index ${Math.round(Math.min(...cpu))}–${Math.round(Math.max(...cpu))}.`,
  )
  console.log(
    `Control (one heading, one paragraph), both servers: ${lcps(null, controlPath)
      .map(Math.round)
      .sort((a, b) => a - b)
      .join(', ')} ms; median ${Math.round(control)} ms.\n`,
  )
  console.log(`| page | ${builds.map((build) => build.name).join(' | ')} | difference |`)
  console.log('| --- | --- | --- | --- |')
  const differences = []
  for (const page of pages) {
    const [theirRatio, ourRatio] = builds.map((build) => ratio(build, page))
    differences.push(ourRatio - theirRatio)
    console.log(
      `| ${pageName(page)} | ${theirRatio.toFixed(3)} | ${ourRatio.toFixed(3)} | ${(ourRatio - theirRatio).toFixed(3)} |`,
    )
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length
  // The sample's standard deviation: the pages are a sample of what the builds' difference could be.
  const spread = Math.sqrt(
    differences.reduce((sum, d) => sum + (d - mean(differences)) ** 2, 0) / Math.max(differences.length - 1, 1),
  )
  console.log(
    `| the pages' mean | ${builds.map((build) => mean(pages.map((page) => ratio(build, page))).toFixed(3)).join(' | ')} | ${mean(differences).toFixed(3)} |`,
  )
  console.log(
    `\nLCP ÷ the control's median, each page's median of ${runs} run${runs === 1 ? '' : 's'}. The work tree minus ${short}, page by page: ${mean(differences).toFixed(3)} on average, standard deviation ${spread.toFixed(3)}.`,
  )
  console.log(`Every run: bench/results/${stamp}-against-${short}/runs.json`)
} finally {
  await chrome?.kill()
  for (const server of servers) server.close()
  git('worktree', 'remove', '--force', worktree)
}
