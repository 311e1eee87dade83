/**
 * `npm test`: every check of the site, in the order that finds a failure soonest, on a fresh
 * machine too. What waits mostly on the disk and the network runs beside the first checks, which
 * keep both processors busy: installing the system programs the tests drive
 * (scripts/ensure-tools.mjs) and the hosts' engines (tests/hosts/install-engines.ts). The copy of
 * the site that delivers messages (tests/delivering-copy.ts) is built once, for the hosts' tests
 * and the browser tests both. Each step is also an npm script of its own (package.json).
 */
import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { deliveringCopy } from '../tests/delivering-copy.ts'
import { removeCopy } from '../tests/work-tree-copy.ts'

const logDir = mkdtempSync(path.join(tmpdir(), 'npm-test-'))

/** Runs a command to its end, its output on this one's; rejects when it fails. */
function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${[command, ...args].join(' ')} ended with ${signal ?? code}`)),
    )
  })
}

/**
 * Starts a command beside the others, its output kept in a file until it is waited for, so that
 * it does not interleave with theirs. `failed()` tells at once if it has already failed.
 */
function inBackground(name, command, args) {
  const logFile = path.join(logDir, `${name}.log`)
  let failure
  const done = (async () => {
    const fd = openSync(logFile, 'w')
    try {
      await new Promise((resolve, reject) => {
        const child = spawn(command, args, { stdio: ['ignore', fd, fd] })
        child.on('error', reject)
        child.on('exit', (code, signal) =>
          code === 0
            ? resolve()
            : reject(new Error(`${name} (${[command, ...args].join(' ')}) ended with ${signal ?? code}`)),
        )
      })
    } catch (error) {
      failure = error
    } finally {
      closeSync(fd)
    }
  })()
  return {
    failed: () => failure,
    /** Waits for its end and prints what it said; rejects if it failed. */
    async wait() {
      await done
      const log = readFileSync(logFile, 'utf8').trim()
      if (log) console.log(`\n${name}:\n${log}\n`)
      if (failure) throw failure
    },
  }
}

const background = [
  inBackground('system programs', process.execPath, ['scripts/ensure-tools.mjs', 'chromium', 'java', 'nginx']),
  inBackground("the hosts' engines", process.execPath, ['tests/hosts/install-engines.ts']),
]
const [systemPrograms, hostEngines] = background

/** An npm script, unless a background task has already failed: that is the first thing to fix. */
async function step(script, env) {
  for (const task of background) if (task.failed()) await task.wait()
  await run('npm', ['run', script], env)
}

let copy
try {
  await step('typecheck')
  await step('lint')
  await step('test:unit')
  await step('build')
  await systemPrograms.wait()
  await step('test:build')
  console.log('\nBuilding the copy of the site that delivers messages, for the hosts and the browser tests…')
  copy = deliveringCopy()
  const withCopy = { ...process.env, DELIVERING_COPY: copy }
  await hostEngines.wait()
  await step('test:hosts', withCopy)
  await step('test:e2e', withCopy)
} catch (error) {
  console.error(`\nnpm test: ${error.message}`)
  process.exitCode = 1
} finally {
  if (copy) removeCopy(copy)
  rmSync(logDir, { recursive: true, force: true })
}
