/**
 * What each page weighs as it travels: its status line, headers and brotli-compressed HTML, as
 * `npm start`'s server (scripts/site-server.mjs) sends them. The build refuses a page that would
 * not arrive in the first round trip (scripts/build-steps/first-round-trip.mjs);
 * tests/build-gates/budgets.test.ts holds the built site to the same figure with the same measure.
 */
import { get } from 'node:http'

import { languageNames, pathsOf, routes } from '../app/content/pages.ts'
import { createSiteServer } from './site-server.mjs'
import { notFoundPages } from './site-files.mjs'

/**
 * Lighthouse's simulated connection, like TCP's usual first window of ten 1,460-byte segments,
 * delivers 14,600 bytes in its first round trip. An HTML response larger than that (headers
 * included) waits one more round trip before anything can paint: measured on
 * /fr/application-mobile at 14,784 bytes, FCP 0.89 s and LCP 1.36 s; at 14,291 bytes, 0.71 s and
 * 1.06 s.
 */
export const firstRoundTrip = 10 * 1460

/**
 * The privacy page alone may take the second round trip, in which slow start sends twice the
 * first window (14,600 + 29,200 bytes): what Québec's and Canada's privacy laws and Ontario's
 * PHIPA ask it to say does not fit the first, and cutting it would leave the page short of what a
 * regulator asks. Measured, and why the cost is small, in
 * docs/decisions/2026-11-27-privacy-page-second-round-trip.md.
 */
const secondRoundTripPaths = pathsOf('privacy')
const twoRoundTrips = firstRoundTrip * 3

/** The bytes the response at `urlPath` may take as it travels. */
export const budgetAt = (urlPath) => (secondRoundTripPaths.includes(urlPath) ? twoRoundTrips : firstRoundTrip)

/** A not-found page (/404.html, /fr/404.html) as a visitor meets it: at an unknown path of its language. */
export const asVisited = (urlPath) => urlPath.replace(/404\.html$/, 'an-unknown-page')

/** The response to `urlPath` as it travels: the bytes of its status line and headers, and of its (compressed) body. */
export function responseSize(port, urlPath) {
  return new Promise((resolve, reject) => {
    get({ host: 'localhost', port, path: urlPath, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`
      for (let i = 0; i < res.rawHeaders.length; i += 2) head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`
      let bodyBytes = 0
      res.on('data', (chunk) => (bodyBytes += chunk.length))
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          encoding: res.headers['content-encoding'],
          headerBytes: Buffer.byteLength(`${head}\r\n`),
          bodyBytes,
        }),
      )
    }).on('error', reject)
  })
}

/** Each URL path's response size, measured on the built site served by a server of its own. */
export async function measureResponses(urlPaths) {
  const server = createSiteServer()
  await new Promise((resolve) => server.listen(0, 'localhost', resolve))
  try {
    const { port } = server.address()
    const sizes = []
    for (const urlPath of urlPaths) sizes.push({ urlPath, ...(await responseSize(port, asVisited(urlPath))) })
    return sizes
  } finally {
    server.close()
  }
}

/**
 * Compressed, a character of prose costs about half a byte: 310 characters added to a French FAQ
 * answer made /fr/contact 154 bytes heavier. Rounded up to the next ten, with a little room.
 */
const charactersFor = (bytes) => Math.ceil((bytes * 2 + 10) / 10) * 10
const figure = (value) => value.toLocaleString('en-CA')

/** The page at `urlPath` (a not-found page by its file's name, /fr/404.html) and its language, from the route table. */
function pageAt(urlPath) {
  const notFound = notFoundPages.find((page) => page.urlPath === urlPath)
  if (notFound) return { page: 'notFound', locale: notFound.locale }
  const route = routes.find((candidate) => candidate.path === urlPath)
  if (route) return { page: route.page, locale: route.locale }
  throw new Error(`page-weight: ${urlPath} is no page of app/content/pages.ts`)
}

/**
 * The owner's message for each page whose response (`sizes`, from measureResponses) would not
 * arrive in the first round trip: by how much, and its longest texts in its language
 * (`longestTexts`, from app/content/page-texts.ts), where shortening helps most. Empty when every
 * page fits.
 * @param {{ urlPath: string, headerBytes: number, bodyBytes: number }[]} sizes
 * @param {import('../app/content/page-texts.ts').LongestTexts} longestTexts
 */
export function tooHeavyPages(sizes, longestTexts) {
  return sizes
    .filter(({ urlPath, headerBytes, bodyBytes }) => headerBytes + bodyBytes > budgetAt(urlPath))
    .map(({ urlPath, headerBytes, bodyBytes }) => {
      const { page, locale } = pageAt(urlPath)
      const budget = budgetAt(urlPath)
      const bytes = headerBytes + bodyBytes
      const texts = longestTexts[page][locale].map(
        ({ file, field, characters }) => `      ${file} › ${field} (${figure(characters)} characters)`,
      )
      const over = bytes - budget
      const within = budget === firstRoundTrip ? '' : ` (it may take two round trips, ${figure(budget)} bytes)`
      return [
        `  - ${urlPath}${page === 'notFound' ? ' (the not-found page)' : ''}${within}: ${figure(bytes)} bytes, ${figure(over)} too many; ` +
          `about ${figure(charactersFor(over))} characters fewer will do. Its longest ${languageNames[locale].inEnglish} texts:`,
        ...texts,
      ].join('\n')
    })
}
