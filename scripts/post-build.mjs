/**
 * Runs after `react-router build`: the not-found page, prerendered at /404, becomes the
 * top-level 404.html that servers send with status 404, and React Router's SPA fallback is
 * removed so that no host can answer an unknown path with a 200.
 */
import { existsSync } from 'node:fs'
import { readFile, rename, rm, rmdir } from 'node:fs/promises'
import path from 'node:path'

import { clientDir, notFoundFile } from './site-files.mjs'

const prerenderedNotFound = path.join(clientDir, '404', 'index.html')

if (!existsSync(prerenderedNotFound)) {
  throw new Error(`post-build: ${prerenderedNotFound} is missing; is /404 still in the prerender list?`)
}
await rename(prerenderedNotFound, notFoundFile)
await rmdir(path.dirname(prerenderedNotFound))
await rm(path.join(clientDir, '__spa-fallback.html'), { force: true })

const html = await readFile(notFoundFile, 'utf8')
if (!html.includes('<h1')) throw new Error('post-build: 404.html has no heading; the not-found page did not render')
console.log('post-build: wrote build/client/404.html and removed the SPA fallback')
