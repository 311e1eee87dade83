/**
 * Runs after `astro build`, which writes each page as a file (`about.html`, `fr/404.html`). It
 * checks that each language's not-found page is there, then reduces each page's inline
 * stylesheet to the rules the page uses (scripts/page-css.mjs) and moves Astro's island runtime
 * to a file (scripts/island-runtime.mjs). Then it computes each page's
 * Content-Security-Policy from its built file (the hash of every inline script and stylesheet,
 * no 'unsafe-inline', no nonces), and the whole site's for every other response, and writes the
 * headers every host must send: build/headers.json (read by `npm start`), `_headers` (Netlify,
 * Cloudflare's static assets) and build/nginx/security-headers.conf, with page-headers.conf (each page's own) and
 * endpoint-headers.conf and contact-answers.conf (nginx's own answers for the contact endpoint,
 * scripts/nginx-contact.mjs). Then it writes .gz and .br copies of every text file to
 * build/precompressed, which `npm start` sends to browsers that accept them. Markup the policy
 * would block fails the build, and so does a page too long to arrive in the first round trip,
 * with a message that names the owner's longest texts on it.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { JSDOM } from 'jsdom'

import { inlineCodeOf, sha256, uncoveredInlineCode } from './inline-code.mjs'
import { withIslandRuntimeLinked } from './island-runtime.mjs'
import { addHeaderLines, contactAnswerMaps } from './nginx-contact.mjs'
import { withPageCss } from './page-css.mjs'
import { budgetAt, firstRoundTrip, measureResponses, tooHeavyPages } from './page-weight.mjs'
import { builtPages } from './route-assets.mjs'
import { contentSecurityPolicy, endpointPolicy, securityHeaders } from './security-headers.mjs'
import {
  checksPassedFile,
  clientDir,
  contactPagesFile,
  endpointSettingsFile,
  fullStylesFile,
  headersFile,
  notFoundPages,
  pageFileFor,
  urlPathOfPageFile,
  precompressedDir,
  rootDir,
} from './site-files.mjs'
import { readContentFolder } from '../app/content/read-folder.ts'
import { contentDataFolder, parseContentFiles } from '../app/content/validate.ts'
import { speculationRules } from '../app/lib/speculation-rules.ts'
import { defaultLocale, localizedPaths, locales } from '../app/content/pages.ts'
import { siteContentFrom } from '../app/content/site-content.ts'
import { endpointSettingsFrom } from '../server/endpoint-settings.ts'

// A build that stops on one of the checks below is no build to serve (scripts/serve.mjs).
await rm(checksPassedFile, { force: true })

const htmlFiles = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => path.join(entry.parentPath, entry.name))
for (const { file } of notFoundPages) {
  if (!htmlFiles.includes(file)) {
    throw new Error(`post-build: ${path.relative(clientDir, file)} is missing (app/pages/<locale>/404.astro)`)
  }
}

// Each page's stylesheets before the reduction are kept beside the build (not deployed): a
// browser test shows that the reduced ones style every element exactly the same.
const fullStyles = {}
let cssBefore = 0
let cssAfter = 0
const inlineCss = (html) => inlineCodeOf(html, '').styles
const length = (styles) => styles.reduce((total, style) => total + style.length, 0)
for (const file of htmlFiles) {
  const html = await readFile(file, 'utf8')
  const reduced = await withPageCss(html)
  fullStyles[path.relative(clientDir, file)] = inlineCss(html)
  cssBefore += length(inlineCss(html))
  cssAfter += length(inlineCss(reduced))
  await writeFile(file, reduced)
}
await writeFile(fullStylesFile, JSON.stringify(fullStyles))
console.log(
  `post-build: each page keeps only the CSS it uses, inline (${Math.round((100 * cssAfter) / cssBefore)} % of the bytes)`,
)

// The island runtime Astro writes inline moves to a file of its own (scripts/island-runtime.mjs).
const islandRuntimes = new Set()
for (const file of htmlFiles) {
  const { html, file: runtime } = withIslandRuntimeLinked(await readFile(file, 'utf8'), '/assets')
  if (!runtime) continue
  await writeFile(path.join(clientDir, runtime.urlPath), runtime.code)
  await writeFile(file, html)
  islandRuntimes.add(runtime.urlPath)
}
console.log(`post-build: the island runtime moved out of the pages, to ${[...islandRuntimes].join(', ') || 'no file'}`)

// What each page's inline code needs, by its URL path (the not-found pages are no path of their own).
const notFoundFiles = new Set(notFoundPages.map(({ file }) => file))
const pageCode = new Map()
const problems = []
for (const file of htmlFiles) {
  const html = await readFile(file, 'utf8')
  const page = inlineCodeOf(html, path.relative(clientDir, file))
  problems.push(...page.problems)
  pageCode.set(file, { ...page, hasIsland: html.includes('<astro-island') })
}
// sonner inserts its stylesheet with a <style> element when the contact form first loads it (it
// appends the element empty, then fills it). Load it the way the browser does, in a document of
// our own, and hash what it inserts: pages with the island need these.
const { window } = new JSDOM('')
globalThis.document = window.document
await import('sonner')
delete globalThis.document
const sonnerStyles = [...window.document.querySelectorAll('style')].map((style) => style.textContent ?? '')
if (!sonnerStyles.length) problems.push('sonner inserted no stylesheet: the toast would be unstyled')
const islandStyleHashes = [...sonnerStyles, ''].map(sha256)
// The speculation rules, which every page adds once it has loaded (app/browser-scripts/after-load.ts).
const speculationRulesHash = sha256(JSON.stringify(speculationRules))
if (problems.length) throw new Error(`post-build: the Content-Security-Policy would block:\n${problems.join('\n')}`)

/** The hashes of what `file` runs and styles inline, and of what its scripts insert. */
function hashesOf(file) {
  const { scriptHashes, styleHashes, hasIsland } = pageCode.get(file)
  return {
    scriptHashes: [...new Set([...scriptHashes, speculationRulesHash])].sort(),
    styleHashes: [...new Set([...styleHashes, ...(hasIsland ? islandStyleHashes : [])])].sort(),
  }
}

// The contact endpoint's settings, from the checked content (server/endpoint-settings.ts), and
// the pages whose form posts to it: only they may send a form, and only to this origin.
const content = parseContentFiles(readContentFolder(path.join(rootDir, contentDataFolder)))
const { business, content: copy } = siteContentFrom(content)
const endpointSettings = endpointSettingsFrom(business, copy, securityHeaders(endpointPolicy))
await mkdir(path.dirname(endpointSettingsFile), { recursive: true })
await writeFile(endpointSettingsFile, `${JSON.stringify(endpointSettings, null, 2)}\n`)
const formPaths = new Set(endpointSettings.deliver ? locales.map((locale) => localizedPaths[locale].contact) : [])

// Each page's response carries the policy of that page alone: its own hashes, and form-action
// 'self' where its form posts to the endpoint. Every other response (assets, redirects, the
// not-found pages, which answer any unknown path) carries the whole site's: on a host that joins
// the values of every matching rule (Netlify is reported to, below), both policies then apply,
// and together they allow exactly what the page's own does.
const pageFiles = htmlFiles.filter((file) => !notFoundFiles.has(file))
/** Each page's path, and its file's (`/about.html`, which redirects to it, and which `netlify dev` matches rules against). */
const pagePaths = pageFiles.map((file) => ({
  file,
  urlPath: urlPathOfPageFile(file),
  fileUrlPath: `/${path.relative(clientDir, file).split(path.sep).join('/')}`,
}))
const pathHeaders = {}
for (const { file, urlPath, fileUrlPath } of pagePaths) {
  const csp = contentSecurityPolicy({ ...hashesOf(file), formAction: formPaths.has(urlPath) ? "'self'" : "'none'" })
  const uncovered = uncoveredInlineCode(await readFile(file, 'utf8'), csp)
  if (uncovered.length) throw new Error(`post-build: the policy misses, in ${file}: ${uncovered.join(', ')}`)
  pathHeaders[urlPath] = securityHeaders(csp)
  pathHeaders[fileUrlPath] = pathHeaders[urlPath]
}
const siteHashes = [...pageCode.keys()].map(hashesOf)
const csp = contentSecurityPolicy({
  scriptHashes: [...new Set(siteHashes.flatMap((hashes) => hashes.scriptHashes))].sort(),
  styleHashes: [...new Set(siteHashes.flatMap((hashes) => hashes.styleHashes))].sort(),
})
for (const file of notFoundFiles) {
  const uncovered = uncoveredInlineCode(await readFile(file, 'utf8'), csp)
  if (uncovered.length) throw new Error(`post-build: the policy misses, in ${file}: ${uncovered.join(', ')}`)
}
const headers = securityHeaders(csp)
await writeFile(headersFile, `${JSON.stringify({ csp, headers, pathHeaders }, null, 2)}\n`)

// Netlify: the contact pages and their headers, for the Function that serves them there
// (server/hosts/netlify/contact-page.ts). Netlify has no way to detach a header in _headers (it
// drops the `!` line below), and is reported to join the values of every matching rule; a
// Function's answer gets no _headers rule at all, so its policy is the one the page gets.
const contactPages = {}
for (const locale of locales) {
  const urlPath = localizedPaths[locale].contact
  contactPages[urlPath] = {
    headers: pathHeaders[urlPath] ?? headers,
    html: await readFile(pageFileFor(urlPath), 'utf8'),
  }
}
await writeFile(contactPagesFile, `${JSON.stringify(contactPages)}\n`)

// Netlify and Cloudflare: one rule for every path (the 404 page too); hashed assets
// also get a year of caching. Both hosts revalidate HTML by default. Cloudflare reads at most
// 2,000 characters a line. Each page's rule first detaches the policy it would otherwise get
// twice (`! Content-Security-Policy`, which Cloudflare reads; `netlify dev` lets the later rule
// win, and Netlify itself is reported to join both, which still comes to the page's own).
const headerLines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
const pathRules = Object.entries(pathHeaders).map(
  ([urlPath, own]) =>
    `${urlPath}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${own['Content-Security-Policy']}\n`,
)
const headersRules = [
  `/*\n${headerLines.join('\n')}\n`,
  `/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`,
  ...pathRules,
].join('\n')
const longest = Math.max(...headersRules.split('\n').map((line) => line.length))
if (longest > 2000) throw new Error(`post-build: a _headers line is ${longest} characters; Cloudflare reads 2,000`)
await writeFile(path.join(clientDir, '_headers'), headersRules)

// nginx: the same headers, sent on every response, errors included (`always`); each page's
// location sends its own (add_header in a location replaces the server's).
const nginxDir = path.join(rootDir, 'build', 'nginx')
await mkdir(nginxDir, { recursive: true })
const nginxSnippet = Object.entries(headers)
  .map(([name, value]) => `add_header ${name} "${value}" always;`)
  .join('\n')
await writeFile(path.join(nginxDir, 'security-headers.conf'), `# Written by scripts/post-build.mjs.\n${nginxSnippet}\n`)
// Each page, a location of its own (included by deploy/nginx/site.conf).
const addOwnHeaders = (urlPath) =>
  Object.entries(pathHeaders[urlPath])
    .map(([name, value]) => `    add_header ${name} "${value}" always;`)
    .join('\n')
const pathLocations = pagePaths.map(
  ({ urlPath, fileUrlPath }) => `location = ${urlPath} {
${addOwnHeaders(urlPath)}
    add_header Cache-Control "no-cache" always;
    try_files ${fileUrlPath} =404;
}
location = ${fileUrlPath} {
${addOwnHeaders(urlPath)}
    return 301 ${urlPath}$is_args$args;
}`,
)
await writeFile(
  path.join(nginxDir, 'page-headers.conf'),
  `# Written by scripts/post-build.mjs: each page with its own policy.\n${pathLocations.join('\n')}\n`,
)
// The contact endpoint's headers and words, for the answers nginx gives itself (scripts/nginx-contact.mjs).
await writeFile(
  path.join(nginxDir, 'endpoint-headers.conf'),
  `# Written by scripts/post-build.mjs: the contact endpoint's headers.\n${addHeaderLines(endpointSettings.headers)}\n`,
)
await writeFile(
  path.join(nginxDir, 'contact-answers.conf'),
  contactAnswerMaps(endpointSettings, {
    defaultLocale,
    homes: Object.fromEntries(locales.map((locale) => [locale, localizedPaths[locale].home])),
  }),
)
const policyLengths = Object.values(pathHeaders).map((own) => own['Content-Security-Policy'].length)
console.log(
  `post-build: each page's Content-Security-Policy of ${Math.min(...policyLengths)} to ${Math.max(...policyLengths)} characters; ` +
    `the whole site's, on every other response, ${csp.length}`,
)

// Compressed copies for `npm start`, beside the site rather than in it: Cloudflare and Netlify
// would serve them as files of their own (/index.html.br answered 200 on `wrangler pages dev`),
// and they, like nginx, compress as they send.
const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/
let compressed = 0
await rm(precompressedDir, { recursive: true, force: true })
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  const copy = path.join(precompressedDir, path.relative(clientDir, file))
  const content = await readFile(file)
  await mkdir(path.dirname(copy), { recursive: true })
  await writeFile(`${copy}.gz`, gzipSync(content, { level: 9 }))
  await writeFile(`${copy}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  compressed++
}
console.log(`post-build: wrote .gz and .br copies of ${compressed} files to build/precompressed`)

// Each page, headers and HTML, must arrive in a phone's first round trip (scripts/page-weight.mjs).
// Only the owner's words can grow a page past it, so the message is theirs (docs/editing.md).
const sizes = await measureResponses(builtPages().map(([urlPath]) => urlPath))
const heavy = tooHeavyPages(sizes, parseContentFiles(readContentFolder(path.join(rootDir, contentDataFolder))))
if (heavy.length) {
  console.error(
    `${heavy.length === 1 ? 'One page is' : `${heavy.length} pages are`} too long to arrive in a phone's first round trip ` +
      `(${firstRoundTrip.toLocaleString('en-CA')} bytes as sent, compressed, with its headers): a visitor would wait a round trip ` +
      'longer before seeing anything. Shorten the words on it (npm run edit), save, and build again:\n' +
      heavy.join('\n'),
  )
  process.exit(1)
}
const bytesOf = (size) => size.headerBytes + size.bodyBytes
const inFirst = sizes.filter((size) => budgetAt(size.urlPath) === firstRoundTrip)
const inSecond = sizes.filter((size) => !inFirst.includes(size))
const heaviest = inFirst.reduce((most, size) => (bytesOf(size) > bytesOf(most) ? size : most))
console.log(
  `post-build: every page arrives in the first round trip (the heaviest, ${heaviest.urlPath}, ` +
    `${bytesOf(heaviest)} of ${firstRoundTrip} bytes)` +
    (inSecond.length
      ? `; the privacy pages may take two (${inSecond.map((size) => `${size.urlPath}, ${bytesOf(size)} bytes`).join('; ')})`
      : ''),
)
await writeFile(checksPassedFile, `Every check of scripts/post-build.mjs passed on ${new Date().toISOString()}.\n`)
