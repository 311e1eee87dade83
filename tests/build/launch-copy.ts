/**
 * Vitest global setup for the build gates: builds a copy of the work tree with sample photos on
 * every page that takes one (tests/sample-photos.ts), once for all the gates that read it
 * (photos.test.ts, budgets.test.ts). The real work tree and its build are left as they were.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { addSamplePhotos } from '../sample-photos'
import { copyWorkTree, removeCopy } from '../work-tree-copy'

declare module 'vitest' {
  export interface ProvidedContext {
    /** build/client of the copy built with sample photos. */
    samplePhotoSite: string
  }
}

export default async function buildWithSamplePhotos(project: TestProject) {
  const copy = copyWorkTree()
  await addSamplePhotos(copy)
  // `astro build` alone: the gates that read this build check the photos, not the headers.
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], { cwd: copy, stdio: 'inherit' })
  project.provide('samplePhotoSite', path.join(copy, 'build', 'client'))
  return () => removeCopy(copy)
}
