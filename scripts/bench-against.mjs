/**
 * `npm run bench:against -- <commit>`: is a page's LCP against the control the pages' doing or the
 * machine's? Builds the site at <commit> in a git worktree of its own (its own `npm ci` and build),
 * builds the work tree, and serves each with its own server (scripts/site-server.mjs) and the
 * bench's control page. Each round measures the control on both servers, then every page of both
 * builds back to back (which build first alternating from page to page), then the control again;
 * Lighthouse (mobile) in DevTools throttling, performance only, as a first visit. Prints each
 * page's median LCP ÷ the control's median for both builds, the pages' means, and the work tree's
 * difference page by page with its standard error, and writes every run's figures under
 * bench/results/. It judges nothing: the bars are `npm run bench`'s (docs/bench.md).
 *
 * BENCH_RUNS (default 3) rounds; BENCH_PAGES=/services,/fr measures only those pages; SKIP_BUILD=1
 * serves the work tree's build as it is.
 */
import { execFileSync, execSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import lighthouse from 'lighthouse'

import {
  benchedPages,
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

const git = (...args) => execFileSync('git', args, { cwd: rootDir, encoding: 'utf8', stdio: 'pipe' }).trim()
function stop(message) {
  console.error(message)
  process.exit(2)
}

const commitName = process.argv[2]
if (!commitName) stop('Name the commit to measure the work tree against: npm run bench:against -- <commit>')
let commit
try {
  commit = git('rev-parse', '--verify', '--quiet', `${commitName}^{commit}`)
} catch {
  stop(`${commitName} is not a commit of this repository (git rev-parse found nothing).`)
}
const shortCommit = commit.slice(0, 7)
// Checked before a worktree, an install and a build are spent on it.
try {
  git('cat-file', '-e', `${commit}:scripts/site-server.mjs`)
} catch {
  stop(`${shortCommit} has no scripts/site-server.mjs, which serves its build here: choose a later commit.`)
}
if (benchedPages.length === 0) stop(`BENCH_PAGES=${process.env.BENCH_PAGES} names none of the site's pages.`)
const workTreeLabel = `work tree (${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' with changes' : ''})`
const runs = Number(process.env.BENCH_RUNS ?? 3)

// A folder of its own, so that two checkouts measuring the same commit do not share it; removed,
// and Chromium stopped, however the run ends, Ctrl-C included.
git('worktree', 'prune')
const worktree = mkdtempSync(path.join(tmpdir(), `bench-against-${shortCommit}-`))
let worktreeRemoved = false
function removeWorktree() {
  if (worktreeRemoved) return
  worktreeRemoved = true
  try {
    git('worktree', 'remove', '--force', worktree)
  } catch (error) {
    console.error(`The worktree ${worktree} could not be removed: ${error.message}`)
  }
}
let chrome
process.on('exit', () => {
  // chrome-launcher starts Chromium as the leader of a process group of its own; an exit handler
  // cannot wait for its asynchronous kill().
  if (chrome?.pid) {
    try {
      process.kill(-chrome.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  removeWorktree()
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
git('worktree', 'add', '--detach', worktree, commit)

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length

const servers = []
try {
  console.log(`Building ${shortCommit} in ${worktree}`)
  execSync('npm ci --no-audit --no-fund && npm run build', { cwd: worktree, stdio: 'inherit' })
  if (process.env.SKIP_BUILD !== '1') execSync('npm run build', { cwd: rootDir, stdio: 'inherit' })

  const theirServer = await import(pathToFileURL(path.join(worktree, 'scripts', 'site-server.mjs')).href)
  if (typeof theirServer.createSiteServer !== 'function')
    throw new Error(`${shortCommit}'s scripts/site-server.mjs does not export createSiteServer: choose a later commit`)
  const builds = [
    { name: shortCommit, createSiteServer: theirServer.createSiteServer, port: testPorts.benchAgainst },
    { name: workTreeLabel, createSiteServer, port: testPorts.bench },
  ]
  for (const build of builds) {
    const server = build.createSiteServer({ extraPages: { [controlPath]: controlPage } })
    server.listen(build.port, 'localhost')
    await once(server, 'listening')
    servers.push(server)
  }

  // A page one of the builds does not have (an older commit's site had fewer) is left out, named.
  const pages = []
  for (const page of benchedPages) {
    const expected = page === notFoundPath ? 404 : 200
    const statuses = await Promise.all(
      builds.map(async (build) => (await fetch(`http://localhost:${build.port}${page}`)).status),
    )
    if (statuses.every((status) => status === expected)) pages.push(page)
    else console.log(`Left out ${page}: ${builds.map((build, i) => `${build.name} answers ${statuses[i]}`).join(', ')}`)
  }
  if (pages.length === 0) throw new Error('Neither build has any of the pages to measure.')

  let chromiumVersion
  ;({ chrome, chromiumVersion } = await launchBenchChromium())
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const outDir = path.join(rootDir, 'bench', 'results', `${stamp}-against-${shortCommit}`)
  mkdirSync(outDir, { recursive: true })

  const results = []
  let lighthouseVersion = '?'
  async function measure(build, page, round) {
    // Lighthouse now and then records no trace (NO_NAVSTART) or no LCP; such a run is redone.
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
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue
      if (!lhr.runtimeError && Number.isFinite(lcp)) {
        results.push({ build: build.name, page, round, lcp, cpuIndex: lhr.environment.benchmarkIndex })
        writeFileSync(path.join(outDir, 'runs.json'), JSON.stringify(results, null, 1))
        return
      }
      const why = lhr.runtimeError?.code ?? 'no LCP'
      if (attempt === 3) throw new Error(`${page} (${build.name}): ${why} three times`)
      process.stderr.write(`${page} (${build.name}): ${why}, running again\n`)
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

  const lcps = (page, build) =>
    results.filter((r) => r.page === page && (!build || r.build === build.name)).map((r) => r.lcp)
  const control = median(lcps(controlPath))
  const ratio = (build, page) => median(lcps(page, build)) / control
  const cpu = results.map((r) => r.cpuIndex)
  const plural = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`
  console.log(
    `\nChromium ${chromiumVersion}, Lighthouse ${lighthouseVersion}, mobile, DevTools throttling; ${plural(runs, 'round')}; load average ${loadAtStart} at the start, ${loadAtEnd} at the end; CPU index ${Math.round(Math.min(...cpu))}–${Math.round(Math.max(...cpu))}.`,
  )
  console.log(
    `Control (one heading, one paragraph), both servers: ${lcps(controlPath)
      .map(Math.round)
      .sort((a, b) => a - b)
      .join(', ')} ms; median ${Math.round(control)} ms.\n`,
  )
  console.log(`| page | ${builds.map((build) => build.name).join(' | ')} | work tree − ${shortCommit} |`)
  console.log('| --- | --- | --- | --- |')
  const differences = pages.map((page) => ratio(builds[1], page) - ratio(builds[0], page))
  for (const [index, page] of pages.entries()) {
    const [theirs, ours] = builds.map((build) => ratio(build, page))
    console.log(`| ${pageName(page)} | ${theirs.toFixed(3)} | ${ours.toFixed(3)} | ${differences[index].toFixed(3)} |`)
  }
  console.log(
    `| the pages' mean | ${builds.map((build) => mean(pages.map((page) => ratio(build, page))).toFixed(3)).join(' | ')} | ${mean(differences).toFixed(3)} |`,
  )
  // How far the pages' differences scatter, and so how far their mean could be from 0 by chance.
  // A few pages' scatter says little of that (two pages measured twice can agree by luck).
  const fewestPagesForScatter = 5
  const deviation = Math.sqrt(
    differences.reduce((sum, d) => sum + (d - mean(differences)) ** 2, 0) / (differences.length - 1),
  )
  const scatter =
    differences.length >= fewestPagesForScatter
      ? `standard deviation ${deviation.toFixed(3)}, so the mean is ±${(deviation / Math.sqrt(differences.length)).toFixed(3)} (one standard error)`
      : `no standard error for fewer than ${fewestPagesForScatter} pages`
  console.log(
    `\nLCP ÷ the control's median, each page's median of ${plural(runs, 'run')}. The work tree minus ${shortCommit}, page by page: ${mean(differences).toFixed(3)} on average; ${scatter}.`,
  )
  console.log(`Every run: bench/results/${stamp}-against-${shortCommit}/runs.json`)
} finally {
  await chrome?.kill()
  for (const server of servers) server.close()
  removeWorktree()
}
