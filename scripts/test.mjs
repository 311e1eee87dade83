/**
 * `npm test`: every check of the site, on a fresh machine too, in three lines that share the two
 * processors once the site is built:
 * - typecheck, lint, the unit tests and the build gates, their output shown as it comes;
 * - the browser tests, the longest step, as soon as what they need is there: the copy of the site
 *   that delivers messages (tests/delivering-copy.ts), built once for them and the hosts' tests,
 *   and Chromium installed;
 * - the hosts' tests, once that copy and the hosts' engines are there.
 * The output of the last two is kept until each ends, so that the lines do not interleave. What
 * waits mostly on the disk and the network runs beside them from the start: installing, as root,
 * the system programs the tests drive (scripts/ensure-tools.mjs) and the hosts' engines
 * (tests/hosts/install-engines.ts). The first failure stops the rest. Each step is also an npm
 * script of its own (package.json).
 */
import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { builtDeliveringCopy, newDeliveringCopy } from '../tests/delivering-copy.ts'
import { removeCopy } from '../tests/work-tree-copy.ts'

const logDir = mkdtempSync(path.join(tmpdir(), 'npm-test-'))
/** The steps started and not yet ended, to pass a stop on to (not the installs: below). */
const running = new Set()
/** Why the run stops early: a signal (Ctrl-C, a CI timeout) or the first failure. */
let stoppedBy

/** Runs `command`; resolves when it ends well, else rejects naming it and how it ended. */
function start(command, args, options, name = [command, ...args].join(' '), { install = false } = {}) {
  return new Promise((resolve, reject) => {
    if (stoppedBy) return reject(new Error(`${name} not started: stopped by ${stoppedBy}`))
    // A step runs in a process group of its own, so that a stop reaches every process under it
    // (npm passes a signal to its shell, which does not pass it on).
    const child = spawn(command, args, { ...options, detached: !install })
    if (!install) running.add(child)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      running.delete(child)
      if (code === 0) resolve()
      else reject(new Error(`${name} ended with ${signal ?? code}`))
    })
  })
}

/**
 * Stops every running step; no step starts after it. Each gets SIGINT, Ctrl-C's signal, whatever
 * the reason: Playwright then stops its servers, which run in groups of their own and outlive a
 * SIGTERM.
 */
function stopAll(reason) {
  stoppedBy ??= reason
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGINT')
    } catch {
      // Its group has already ended.
    }
  }
}

/**
 * Starts a command beside the others, its output kept in a file until it is waited for, so that
 * it does not interleave with theirs. `failed()` tells at once if it has already failed. An
 * install is not passed a stop (one stopped halfway can leave the system's packages broken), and
 * the run waits for it to end; only a Ctrl-C at a terminal, which signals the terminal's whole
 * process group, reaches it. `quiet` shows the output only if it failed.
 */
function inBackground(name, command, args, { options = {}, install = false, quiet = false } = {}) {
  const logFile = path.join(logDir, `${name.replaceAll(/\W+/g, '-')}.log`)
  const fd = openSync(logFile, 'w')
  let failure
  let ended = false
  const done = start(command, args, { ...options, stdio: ['ignore', fd, fd] }, name, { install })
    .catch((error) => (failure = error))
    .finally(() => {
      ended = true
      closeSync(fd)
    })
  let waited
  return {
    failed: () => failure,
    /** Resolves when it has ended well, rejects if it failed; prints nothing. */
    async ended() {
      await done
      if (failure) throw failure
    },
    /** Waits for its end and prints what it said, once; rejects if it failed. */
    wait() {
      waited ??= (async () => {
        if (!ended) console.log(`\nWaiting for ${name}…`)
        await done
        const log = readFileSync(logFile, 'utf8').trim()
        if (log && (!quiet || failure)) console.log(`\n${name}:\n${log}\n`)
      })()
      return waited.then(() => {
        if (failure) throw failure
      })
    },
  }
}

const tools = ['scripts/ensure-tools.mjs', 'chromium-headless-shell', 'java', 'nginx']
// Only root installs: anyone else learns at once what to install, before any check runs.
if (process.getuid?.() !== 0) await start(process.execPath, tools, { stdio: 'inherit' })
const systemPrograms = inBackground('the system programs', process.execPath, tools, { install: true })
const hostEngines = inBackground("the hosts' engines", process.execPath, ['tests/hosts/install-engines.ts'], {
  install: true,
})
const installs = [systemPrograms, hostEngines]

/** An npm script, its output shown as it comes, unless an install has already failed (the first thing to fix). */
async function step(script, env = process.env) {
  for (const task of installs) if (task.failed()) await task.wait()
  await start('npm', ['run', script], { stdio: 'inherit', env })
}

// A stop signal is passed on to the running steps, and no step starts after it; the run then
// reports, waits for the installs and cleans up below.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal))

const givenCopy = builtDeliveringCopy()
let copy = givenCopy
/** The build of a new copy, beside the first checks: waited for before the copy is removed. */
let copyBuilt
const failures = []
/** Runs one line of steps; its first failure stops the other lines too. */
async function line(steps) {
  try {
    await steps()
  } catch (error) {
    // A step that ends once the run is stopping is not reported again: most end because of the
    // stop (their own output still shows why any other did).
    if (!stoppedBy) failures.push(error)
    stopAll('an earlier failure')
  }
}

/**
 * A line of one npm script, beside the others: it starts once each task in `needs` has ended
 * well, and its output is kept until it ends. `finish()` waits for it and prints that output,
 * even when a failure stopped it halfway.
 */
function lineBeside(name, script, needs, env) {
  let ended = false
  let task
  const done = line(async () => {
    for (const need of needs) await need?.wait()
    console.log(`\nStarted beside the other checks, their output kept until they end: ${name}.`)
    task = inBackground(name, 'npm', ['run', script], { options: { env } })
    await task.ended()
  }).finally(() => (ended = true))
  return {
    async finish() {
      if (!ended && !stoppedBy) console.log(`\nWaiting for ${name}…`)
      await done
      await task?.wait().catch(() => {})
    },
  }
}

try {
  await line(async () => {
    await step('build')
    if (!copy) {
      const fresh = newDeliveringCopy()
      copy = fresh.dir
      const { command, args, options } = fresh.build
      copyBuilt = inBackground('the copy of the site that delivers messages', command, args, { options, quiet: true })
    }
    const withCopy = { ...process.env, DELIVERING_COPY: copy }
    const browserLine = lineBeside('the browser tests', 'test:e2e', [copyBuilt, systemPrograms], withCopy)
    // The hosts' tests mostly wait, on engines starting and on the network between them: beside
    // the rest from the moment their engines are installed, that waiting overlaps the others' work.
    const hostsLine = lineBeside("the hosts' tests", 'test:hosts', [copyBuilt, systemPrograms, hostEngines], withCopy)
    const checkLine = line(async () => {
      await step('typecheck')
      await step('lint')
      await step('test:unit')
      await systemPrograms.wait()
      await step('test:build')
    })
    await checkLine
    await hostsLine.finish()
    await browserLine.finish()
  })
} finally {
  for (const task of installs) {
    await task.wait().catch((error) => {
      if (!failures.includes(error)) failures.push(error)
    })
  }
  for (const error of failures) console.error(`\nnpm test: ${error.message}`)
  if (stoppedBy && failures.length === 0) console.error(`\nnpm test: stopped by ${stoppedBy}`)
  if (stoppedBy || failures.length > 0) process.exitCode = 1
  if (copy && copy !== givenCopy) {
    // A failure elsewhere has stopped its build, which may still be writing into it.
    await copyBuilt?.ended().catch(() => {})
    removeCopy(copy)
  }
  rmSync(logDir, { recursive: true, force: true })
}
