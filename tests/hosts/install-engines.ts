/**
 * Vitest global setup for the hosts' tests: installs Cloudflare's and Netlify's local engines
 * (wrangler, netlify-cli: about 580 MB) into tests/hosts/engines/node_modules on first use, from
 * the npm registry with that folder's own lockfile, rather than with every `npm ci` of the site
 * (docs/decisions/2026-11-25-pages-as-files.md). It installs again when the lockfile changes, and
 * after an install that did not finish: `npm ci` starts from an empty folder, and the stamp it is
 * compared with is written last.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { enginesDir } from './servers'

export default function installEngines() {
  const lockfile = readFileSync(path.join(enginesDir, 'package-lock.json'))
  const wanted = createHash('sha256').update(lockfile).digest('hex')
  const stamp = path.join(enginesDir, 'node_modules', '.installed-lockfile')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return
  console.log("Installing Cloudflare's and Netlify's local engines into tests/hosts/engines (once)…")
  // Not the site's npm settings: under `npm test`, npm_config_* variables name the site's folder.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)))
  execFileSync('npm', ['ci', '--prefix', enginesDir], { cwd: enginesDir, env, stdio: 'inherit' })
  writeFileSync(stamp, wanted)
}
