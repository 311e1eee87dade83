/**
 * `npm start`: builds the site when the build is missing, stopped on one of its checks, or older
 * than its sources, then serves build/client with scripts/site-server.mjs (clean URLs, real 404s,
 * the site's headers).
 */
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { createSiteServer } from './site-server.mjs'
import { checksPassedFile, rootDir } from './site-files.mjs'

const sourceEntries = ['app', 'public', 'package-lock.json', 'astro.config.ts', 'scripts']

function newestModification(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(entry).map((name) => newestModification(path.join(entry, name))))
}

function buildIsCurrent() {
  if (!existsSync(checksPassedFile)) return false
  const builtAt = statSync(checksPassedFile).mtimeMs
  return sourceEntries.every((entry) => newestModification(path.join(rootDir, entry)) <= builtAt)
}

if (process.env.SKIP_BUILD !== '1' && !buildIsCurrent()) {
  console.log('The build is missing, stopped on a check, or older than its sources: building…')
  execSync('npm run build', { cwd: rootDir, stdio: 'inherit' })
}

const server = createSiteServer()

const port = Number(process.env.PORT ?? 4173)
server.listen(port, process.env.HOST ?? 'localhost', () => {
  console.log(`Serving build/client at http://localhost:${port}`)
})
