/**
 * Each language's not-found page must be a file of its own (build/client/404.html,
 * fr/404.html), which every host serves for the unknown paths of that language
 * (scripts/site-files.mjs). Astro writes one per `app/pages/<locale>/404.astro`.
 */
import path from 'node:path'

import { clientDir, notFoundPages } from '../site-files.mjs'

/** Stops the build when `htmlFiles`, the built pages, lack a language's not-found page. */
export function checkNotFoundPages(htmlFiles) {
  for (const { file } of notFoundPages) {
    if (!htmlFiles.includes(file)) {
      throw new Error(`post-build: ${path.relative(clientDir, file)} is missing (app/pages/<locale>/404.astro)`)
    }
  }
}
