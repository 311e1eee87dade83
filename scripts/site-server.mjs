/**
 * The server of `npm start` (scripts/serve.mjs), as a function the bench can start too: it
 * serves build/client the way a static host would. Clean URLs without a trailing slash, the
 * not-found page of the path's language with status 404 for unknown paths (fr/404.html under
 * /fr/, 404.html elsewhere), cache headers by file kind, and on every response the
 * security headers the build wrote (the same as nginx and _headers send).
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

import sirv from 'sirv'

import { cacheControlFor, cacheRules, contentSecurityPolicy } from './security-headers.mjs'
import {
  clientDir,
  endpointSettingsFile,
  headersFile,
  notFoundPageFor,
  notFoundPages,
  outboxDir,
  precompressedDir,
} from './site-files.mjs'
import { contactEndpointPath } from '../app/lib/contact-message.ts'
import { memoryRateLimiter, nodeContactListener, outboxDelivery, readEndpointSettings } from '../server/hosts/node.ts'

/** "messages/seconds" as a rate limit, or the hosts' own when unset. */
function rateLimitFrom(setting) {
  if (!setting) return undefined
  const [messages, windowSeconds] = setting.split('/').map(Number)
  if (!(messages > 0 && windowSeconds > 0))
    throw new Error(`CONTACT_RATE_LIMIT: expected messages/seconds, such as 5/60; found "${setting}"`)
  return { messages, windowSeconds }
}

/**
 * `extraPages` maps a path to an HTML body served with status 200 and the site's headers, for
 * pages that are not part of the site (the bench's control page): like every page, it gets a
 * policy of its own, which has no hash since such a page has no inline code. The contact form's posts go to
 * the contact endpoint, which writes each message to `outbox` as an .eml file and prints where.
 * CONTACT_RATE_LIMIT ("messages/seconds", five a minute when unset, as on every host) lets the
 * browser tests send more than a visitor would.
 */
export function createSiteServer({
  extraPages = {},
  outbox = process.env.CONTACT_OUTBOX || outboxDir,
  deliver,
  rateLimiter,
} = {}) {
  const { headers: securityHeaders, pathHeaders } = JSON.parse(readFileSync(headersFile, 'utf8'))
  const contactEndpoint = nodeContactListener({
    settings: readEndpointSettings(endpointSettingsFile),
    deliver: deliver ?? outboxDelivery(outbox, process.env.CONTACT_FROM ?? 'Website <website@localhost>'),
    rateLimiter: rateLimiter ?? memoryRateLimiter(rateLimitFrom(process.env.CONTACT_RATE_LIMIT)),
  })
  // Each language's not-found page in each encoding the post-build step wrote, best first.
  const notFoundBodies = new Map(
    notFoundPages.map(({ file }) => {
      const copy = path.join(precompressedDir, path.relative(clientDir, file))
      return [
        file,
        [
          { encoding: 'br', body: readFileSync(`${copy}.br`) },
          { encoding: 'gzip', body: readFileSync(`${copy}.gz`) },
          { encoding: null, body: readFileSync(file) },
        ],
      ]
    }),
  )
  const notFoundUrls = new Set(notFoundPages.map(({ urlPath }) => urlPath.replace(/\.html$/, '')))

  const fileOptions = {
    extensions: ['html'],
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname))
      res.setHeader('Vary', 'Accept-Encoding')
    },
  }
  // A text file's .br or .gz copy (build/precompressed) to a browser that accepts it, else the file.
  const serveCompressedCopies = sirv(precompressedDir, { ...fileOptions, gzip: true, brotli: true })
  const serveOriginals = sirv(clientDir, fileOptions)
  const serveFiles = (req, res, next) => serveCompressedCopies(req, res, () => serveOriginals(req, res, next))

  function sendHtml(res, status, body, encoding = null) {
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cacheRules.revalidate,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    })
    res.end(body)
  }

  function sendNotFound(req, res, urlPath) {
    const accepted = (req.headers['accept-encoding'] ?? '').split(',').map((part) => part.trim().split(';')[0])
    const bodies = notFoundBodies.get(notFoundPageFor(urlPath).file)
    const { encoding, body } = bodies.find(({ encoding }) => !encoding || accepted.includes(encoding))
    sendHtml(res, 404, body, encoding)
  }

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
    const url = new URL(req.url ?? '/', 'http://localhost')
    // The endpoint sets headers of its own on every answer.
    if (url.pathname === contactEndpointPath) return contactEndpoint(req, res)
    for (const [name, value] of Object.entries(pathHeaders[url.pathname] ?? {})) res.setHeader(name, value)
    if (Object.hasOwn(extraPages, url.pathname)) {
      res.setHeader('Content-Security-Policy', contentSecurityPolicy({ scriptHashes: [], styleHashes: [] }))
      return sendHtml(res, 200, extraPages[url.pathname])
    }
    // One canonical form per page: no trailing slash and no `.html` (the home page is `/`).
    const canonical = url.pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '') || '/'
    // A not-found page is no page of its own: asked for by name it is still a 404. Nor is a
    // compressed copy, which only ever travels as its original's encoding.
    if (notFoundUrls.has(canonical) || /\.(br|gz)$/.test(url.pathname)) return sendNotFound(req, res, canonical)
    if (canonical !== url.pathname) {
      res.writeHead(301, { Location: canonical + url.search })
      return res.end()
    }
    serveFiles(req, res, () => sendNotFound(req, res, url.pathname))
  })
}
