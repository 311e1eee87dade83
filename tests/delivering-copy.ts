/**
 * A copy of the work tree with the contact form's delivery switched on (contact.json
 * `deliverMessages`), built as a host builds it: the hosts' tests and the browser tests drive the
 * endpoint and the delivering form on it, while the shipped content keeps the switch off. One
 * build serves a whole run: it is made once, in the folder DELIVERING_COPY names when set.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { copyWorkTree, removeCopy } from './work-tree-copy.ts'

/** Turns delivery on in the copy `dir`, as the owner ticks the box in the editor. */
export function switchDeliveryOn(dir: string) {
  const file = path.join(dir, 'app/content/data/contact.json')
  const contact = JSON.parse(readFileSync(file, 'utf8')) as { deliverMessages: boolean }
  contact.deliverMessages = true
  writeFileSync(file, `${JSON.stringify(contact, null, 2)}\n`)
}

/** The copy DELIVERING_COPY names, if it has been built and passed the build's checks. */
export function builtDeliveringCopy(): string | undefined {
  const known = process.env.DELIVERING_COPY
  return known && existsSync(path.join(known, 'build', 'checks-passed.txt')) ? known : undefined
}

/** A new copy with delivery on, not yet built, and how to build it (as a command to run in it). */
export function newDeliveringCopy() {
  const dir = copyWorkTree()
  switchDeliveryOn(dir)
  // As the host builds it: Vitest's NODE_ENV=test would give React's development build.
  const env = { ...process.env }
  delete env.NODE_ENV
  return { dir, build: { command: 'npm', args: ['run', 'build', '--silent'], options: { cwd: dir, env } } }
}

/** The root of a built copy of the site that delivers messages: made and built on first use. */
export function deliveringCopy(): string {
  const known = builtDeliveringCopy()
  if (known) return known
  const { dir, build } = newDeliveringCopy()
  try {
    execFileSync(build.command, build.args, { ...build.options, stdio: ['ignore', 'ignore', 'inherit'] })
  } catch (error) {
    removeCopy(dir)
    throw error
  }
  return dir
}
