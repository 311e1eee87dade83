/**
 * The island runtime Astro writes inline, in the pages that have an island, moves to a hashed
 * file under /assets which those pages load (scripts/island-runtime.mjs says why, and stops the
 * build on a runtime it does not recognise).
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { withIslandRuntimeLinked } from '../island-runtime.mjs'
import { clientDir } from '../site-files.mjs'

/** Moves the runtime out of each of `htmlFiles`, in place; returns the line the build prints. */
export async function moveIslandRuntime(htmlFiles) {
  const islandRuntimes = new Set()
  for (const file of htmlFiles) {
    const { html, file: runtime } = withIslandRuntimeLinked(await readFile(file, 'utf8'), '/assets')
    if (!runtime) continue
    await writeFile(path.join(clientDir, runtime.urlPath), runtime.code)
    await writeFile(file, html)
    islandRuntimes.add(runtime.urlPath)
  }
  return `the island runtime moved out of the pages, to ${[...islandRuntimes].join(', ') || 'no file'}`
}
