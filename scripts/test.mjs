/**
 * `npm test`: every check of the site, on a fresh machine too. What waits mostly on the disk and
 * the network runs beside the first checks, which keep both processors busy: installing, as root,
 * the system programs the tests drive (scripts/ensure-tools.mjs) and the hosts' engines
 * (tests/hosts/install-engines.ts). The copy of the site that delivers messages
 * (tests/delivering-copy.ts) is built once, for the hosts' tests and the browser tests both. Each
 * step is also an npm script of its own (package.json).
 */
import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { deliveringCopy } from '../tests/delivering-copy.ts'
import { removeCopy } from '../tests/work-tree-copy.ts'

const logDir = mkdtempSync(path.join(tmpdir(), 'npm-test-'))
/** The steps started and not yet ended, to pass a stop signal on to (not the installs: below). */
const running = new Set()

/** Runs `command`; resolves when it ends well, else rejects naming it and how it ended. */
function start(command, args, options, name = [command, ...args].join(' '), { install = false } = {}) {
  return new Promise((resolve, reject) => {
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
 * Starts a command beside the others, its output kept in a file until it is waited for, so that
 * it does not interleave with theirs. `failed()` tells at once if it has already failed.
 */
function inBackground(name, command, args) {
  const logFile = path.join(logDir, `${name}.log`)
  const fd = openSync(logFile, 'w')
  let failure
  let ended = false
  const done = start(command, args, { stdio: ['ignore', fd, fd] }, name, { install: true })
    .catch((error) => (failure = error))
    .finally(() => {
      ended = true
      closeSync(fd)
    })
  let waited
  return {
    failed: () => failure,
    /** Waits for its end and prints what it said, once; rejects if it failed. */
    wait() {
      waited ??= (async () => {
        if (!ended) console.log(`\nWaiting for ${name}…`)
        await done
        const log = readFileSync(logFile, 'utf8').trim()
        if (log) console.log(`\n${name}:\n${log}\n`)
      })()
      return waited.then(() => {
        if (failure) throw failure
      })
    },
  }
}

const tools = ['scripts/ensure-tools.mjs', 'chromium', 'java', 'nginx']
// Only root installs: anyone else learns at once what to install, before any check runs.
if (process.getuid?.() !== 0) await start(process.execPath, tools, { stdio: 'inherit' })
const systemPrograms = inBackground('the system programs', process.execPath, tools)
const hostEngines = inBackground("the hosts' engines", process.execPath, ['tests/hosts/install-engines.ts'])
const background = [systemPrograms, hostEngines]

let stoppedBy
/** An npm script, unless a background task has already failed (the first thing to fix) or a stop came. */
async function step(script, env = process.env) {
  for (const task of background) if (task.failed()) await task.wait()
  if (stoppedBy) throw new Error(`stopped by ${stoppedBy} before ${script}`)
  await start('npm', ['run', script], { stdio: 'inherit', env })
}

// A stop (Ctrl-C, or a CI timeout that may signal this process alone) is passed on to the
// running step, and no step starts after it; the steps below end in their `finally`.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stoppedBy = signal
    for (const child of running) {
      try {
        process.kill(-child.pid, signal)
      } catch {
        // Its group has already ended.
      }
    }
  })
}

let copy
let reported
try {
  await step('typecheck')
  await step('lint')
  await step('test:unit')
  await step('build')
  await systemPrograms.wait()
  await step('test:build')
  if (stoppedBy) throw new Error(`stopped by ${stoppedBy}`)
  console.log('\nBuilding the copy of the site that delivers messages, for the hosts and the browser tests…')
  copy = deliveringCopy()
  const withCopy = { ...process.env, DELIVERING_COPY: copy }
  await hostEngines.wait()
  await step('test:hosts', withCopy)
  await step('test:e2e', withCopy)
} catch (error) {
  reported = error
  console.error(`\nnpm test: ${error.message}`)
  process.exitCode = 1
} finally {
  // An install stopped halfway can leave the system's packages broken: each ends on its own.
  for (const task of background) {
    await task.wait().catch((error) => {
      if (error !== reported) console.error(`npm test: ${error.message}`)
      process.exitCode = 1
    })
  }
  if (copy && copy !== process.env.DELIVERING_COPY) removeCopy(copy)
  rmSync(logDir, { recursive: true, force: true })
}
