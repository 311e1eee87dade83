/**
 * Vitest global setup for the build gates: a copy of the work tree given what an owner types at
 * launch (tests/fixtures/real-business.ts: another business, its people, real testimonials) and a
 * photo wherever the site takes one (tests/sample-photos.ts), built as the host builds it
 * (`npm run build`). The photo gates (photos.test.ts) read its build; the launch
 * rehearsal (launch-rehearsal.test.ts) runs launch-check and every gate on it. The real work tree
 * and its build are left as they were.
 *
 * In that copy's own run of the gates, LAUNCH_COPY names the copy itself: it is its own launch copy.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { launchCopyEdits, realBusiness, realTeam, realTestimonials } from '../fixtures/real-business'
import { addSamplePhotos } from '../sample-photos'
import { copyWorkTree, removeCopy } from '../work-tree-copy'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The root of the copy with the launch content and photos, built. */
    launchCopy: string
  }
}

/**
 * Writes the launch content into the work-tree copy `dir`, as the editor saves it: the business
 * (every figure confirmed), its people (with their registrations) and testimonials, the policy
 * pages' sample practices and promises made the owner's own, and the owner's copy edits (each
 * call to action wired, no round-the-clock promise: tests/fixtures/real-business.ts `launchCopyEdits`).
 */
export function writeLaunchContent(dir: string) {
  const dataFile = (file: string) => path.join(dir, 'app/content/data', `${file}.json`)
  for (const file of readdirSync(path.join(dir, 'app/content/data'))) {
    const name = file.replace(/\.json$/, '')
    const data = JSON.parse(readFileSync(dataFile(name), 'utf8')) as Record<string, unknown>
    launchCopyEdits(name, data)
    writeFileSync(dataFile(name), `${JSON.stringify(data, null, 2)}\n`)
  }
  // The policy pages' suggested practices and promises, made the owner's.
  const madeReal = (file: string) => {
    const data = JSON.parse(readFileSync(dataFile(file), 'utf8')) as Record<string, { sample?: boolean }>
    for (const section of Object.values(data))
      if (section && typeof section === 'object' && 'sample' in section) section.sample = false
    return data
  }
  const privacy = madeReal('privacy')
  const accessibility = madeReal('accessibility')
  // The form delivers at launch: launch-check refuses one that sends nothing.
  const contact = JSON.parse(readFileSync(dataFile('contact'), 'utf8')) as { deliverMessages: boolean }
  contact.deliverMessages = true
  for (const [file, data] of Object.entries({
    business: realBusiness,
    team: realTeam,
    testimonials: realTestimonials,
    privacy,
    accessibility,
    contact,
  })) {
    writeFileSync(dataFile(file), `${JSON.stringify(data, null, 2)}\n`)
  }
}

export default async function buildLaunchCopy(project: TestProject) {
  if (process.env.LAUNCH_COPY) {
    project.provide('launchCopy', process.env.LAUNCH_COPY)
    return
  }
  const copy = copyWorkTree()
  writeLaunchContent(copy)
  await addSamplePhotos(copy)
  // As the host builds it: Vitest's NODE_ENV=test would give React's development build.
  const hostEnv = { ...process.env }
  delete hostEnv.NODE_ENV
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: copy, env: hostEnv, stdio: ['ignore', 'ignore', 'inherit'] })
  project.provide('launchCopy', copy)
  return () => removeCopy(copy)
}
