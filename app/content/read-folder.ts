/**
 * The data files read from disk, for code that runs outside Vite: `npm run launch-check`
 * (scripts/launch-check.mjs) and the browser tests. The site's build reads them through Vite
 * instead (app/content/index.ts), so that the dev server sees each save.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

import { contentDataFolder } from './validate.ts'

/** Each `.json` file in `folder`, by name without the extension, with its text. */
export function readContentFolder(folder = contentDataFolder): Record<string, string> {
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), readFileSync(join(folder, file), 'utf8')]),
  )
}
