/**
 * Runs after `react-router build`: the not-found page, prerendered at /404, becomes the
 * top-level 404.html that servers send with status 404, and React Router's SPA fallback is
 * removed so that no host can answer an unknown path with a 200. Text files get .gz and .br
 * siblings, which `npm start` (and nginx's gzip_static) send to browsers that accept them.
 */
import { existsSync } from 'node:fs'
import { readFile, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

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

/*
 * React Router preloads every module a page needs with high priority. On a slow phone those
 * ~125 KB compete with the stylesheet and the font for the first paint, while the page is
 * already complete without them (it is prerendered). Without the preloads the module script
 * still loads them all, after the first paint: Lighthouse's LCP drops from ~2.2 s to ~1.4 s.
 */
let strippedPreloads = 0
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue
  const file = path.join(entry.parentPath, entry.name)
  const page = await readFile(file, 'utf8')
  const stripped = page.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, () => {
    strippedPreloads++
    return ''
  })
  if (!/<script type="module"/.test(stripped)) throw new Error(`post-build: ${file} has no module script`)
  await writeFile(file, stripped)
}
console.log(`post-build: removed ${strippedPreloads} module preloads`)

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/
let compressed = 0
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  const content = await readFile(file)
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }))
  await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  compressed++
}
console.log(`post-build: wrote .gz and .br copies of ${compressed} files`)
