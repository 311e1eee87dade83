/**
 * `npm start`: builds the site when the build is missing or older than its sources, then
 * serves build/client the way a static host would: clean URLs without a trailing slash,
 * 404.html with status 404 for unknown paths, cache headers by file kind, and on every
 * response the security headers the build wrote (the same as nginx and _headers send).
 */
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

import sirv from 'sirv'

import { cacheControlFor, cacheRules } from './security-headers.mjs'
import { clientDir, headersFile, notFoundFile, rootDir } from './site-files.mjs'

const sourceEntries = ['app', 'public', 'package-lock.json', 'react-router.config.ts', 'vite.config.ts', 'scripts']

function newestModification(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(entry).map((name) => newestModification(path.join(entry, name))))
}

function buildIsCurrent() {
  if (!existsSync(notFoundFile)) return false
  const builtAt = statSync(notFoundFile).mtimeMs
  return sourceEntries.every((entry) => newestModification(path.join(rootDir, entry)) <= builtAt)
}

if (process.env.SKIP_BUILD !== '1' && !buildIsCurrent()) {
  console.log('The build is missing or older than its sources: building…')
  execSync('npm run build', { cwd: rootDir, stdio: 'inherit' })
}

const { headers: securityHeaders } = JSON.parse(readFileSync(headersFile, 'utf8'))

const serveFiles = sirv(clientDir, {
  extensions: ['html'],
  etag: true,
  // Precompressed by the post-build step.
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', cacheControlFor(pathname))
  },
})

const notFoundBody = readFileSync(notFoundFile)

function sendNotFound(res) {
  res.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cacheRules.revalidate,
    Vary: 'Accept-Encoding',
  })
  res.end(notFoundBody)
}

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
  const url = new URL(req.url ?? '/', 'http://localhost')
  // One canonical form per page: no trailing slash and no `.html` (the home page is `/`).
  const canonical = url.pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '') || '/'
  // The not-found page is no page of its own: asked for by name it is still a 404.
  if (canonical === '/404') return sendNotFound(res)
  if (canonical !== url.pathname) {
    res.writeHead(301, { Location: canonical + url.search })
    return res.end()
  }
  serveFiles(req, res, () => sendNotFound(res))
})

const port = Number(process.env.PORT ?? 4173)
server.listen(port, process.env.HOST ?? 'localhost', () => {
  console.log(`Serving build/client at http://localhost:${port}`)
})
