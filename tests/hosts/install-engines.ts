/**
 * Installs, on first use, the packages the site's own
 * `npm ci` leaves out, each from the npm registry with its folder's own lockfile: Cloudflare's and
 * Netlify's local engines (wrangler, netlify-cli: about 580 MB) into tests/hosts/engines
 * (docs/decisions/2026-11-25-pages-as-files.md), and the online editor's adapter and wrangler
 * (about 270 MB) into editor/online (docs/decisions/2026-11-27-editor-online.md). Each folder
 * installs again when its lockfile changes, and after an install that did not finish: `npm ci`
 * starts from an empty folder, and the stamp it is compared with is written last. `npm test`
 * (scripts/test.mjs) runs it with plain Node beside the first checks, so that it has finished by
 * the time the hosts' tests start; it is also their Vitest global setup, for `npm run test:hosts`
 * alone.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { rootDir } from '../../scripts/site-files.mjs'

/** Cloudflare's and Netlify's engines: their own package.json and lockfile, and their packages. */
export const enginesDir = path.join(rootDir, 'tests', 'hosts', 'engines')
/** The online editor's folder: its config, and its own packages (the adapter, wrangler). */
export const editorOnlineDir = path.join(rootDir, 'editor', 'online')

function installOnce(folder: string, what: string) {
  const lockfile = readFileSync(path.join(folder, 'package-lock.json'))
  const wanted = createHash('sha256').update(lockfile).digest('hex')
  const stamp = path.join(folder, 'node_modules', '.installed-lockfile')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return
  console.log(`Installing ${what} into ${path.relative(process.cwd(), folder)} (once)…`)
  // Not the site's npm settings: under `npm test`, npm_config_* variables name the site's folder.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)))
  execFileSync('npm', ['ci', '--prefix', folder], { cwd: folder, env, stdio: 'inherit' })
  writeFileSync(stamp, wanted)
}

export default function installEngines() {
  installOnce(enginesDir, "Cloudflare's and Netlify's local engines")
  installOnce(editorOnlineDir, "the online editor's adapter and wrangler")
}

if (import.meta.main) installEngines()
