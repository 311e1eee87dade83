/**
 * Runs after `react-router build`: the not-found page, prerendered at /404, becomes the
 * top-level 404.html that servers send with status 404, and React Router's SPA fallback is
 * removed so that no host can answer an unknown path with a 200. Text files get .gz and .br
 * siblings, which `npm start` (and nginx's gzip_static) send to browsers that accept them.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { rewriteModuleScript } from './hydrate-after-paint.mjs'
import { contentSecurityPolicy, securityHeaders, sha256 } from './security-headers.mjs'
import { clientDir, headersFile, notFoundFile, rootDir } from './site-files.mjs'

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
 * React Router preloads every module a page needs with high priority, and its module script
 * imports them while the page is still parsing. On a slow phone those ~125 KB compete with the
 * stylesheet and the font for the first paint, while the page is already complete without them
 * (it is prerendered). So the preloads go, and the module script starts loading the same modules
 * once the first content is on screen, through one small boot module per page
 * (scripts/hydrate-after-paint.mjs).
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
  const name = path.relative(clientDir, file)
  const { html: rewritten, boot } = rewriteModuleScript(stripped, name)
  await writeFile(path.join(clientDir, 'assets', boot.fileName), boot.source)
  await writeFile(file, await inlineStylesheet(rewritten, name))
}
console.log(`post-build: removed ${strippedPreloads} module preloads; modules load after the first paint`)
console.log(`post-build: inlined the stylesheet into every page`)

/** Fills the page's empty `<style data-href>` (see SiteStylesheet in app/root.tsx) with that file. */
async function inlineStylesheet(html, name) {
  const placeholders = [...html.matchAll(/<style data-href="(\/assets\/[^"]+\.css)"><\/style>/g)]
  if (placeholders.length !== 1)
    throw new Error(`post-build: ${name} has ${placeholders.length} stylesheet placeholders, expected 1`)
  const [placeholder, href] = placeholders[0]
  const css = await readFile(path.join(clientDir, href), 'utf8')
  if (css.includes('</style')) throw new Error(`post-build: ${href} contains "</style"; it cannot be inlined`)
  return html.replace(placeholder, () => `<style data-href="${href}">${css}</style>`)
}

/*
 * The Content-Security-Policy: the hash of every inline script the build wrote (React Router's
 * hydration data, React's streaming helpers, the theme script) and of the one stylesheet a
 * library inserts at run time (sonner's). No 'unsafe-inline', no nonces. Markup the policy would
 * block (inline handlers, style attributes, javascript: URLs, other origins) fails the build.
 */
const scriptHashes = new Set()
const styleHashes = new Set()
const problems = []
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue
  const file = path.join(entry.parentPath, entry.name)
  const page = await readFile(file, 'utf8')
  const name = path.relative(clientDir, file)
  for (const [, attributes, body] of page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes)) problems.push(`${name}: external script ${attributes}`)
    else if (/type="application\/ld\+json"/.test(attributes))
      continue // data, never executed
    else scriptHashes.add(sha256(body))
  }
  for (const [, body] of page.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) styleHashes.add(sha256(body))
  for (const [attribute] of page.matchAll(/\s(on[a-z]+|style)="[^"]*"/g))
    problems.push(`${name}: inline ${attribute.trim()}`)
  if (/javascript:/i.test(page)) problems.push(`${name}: a javascript: URL`)
  // Anything the page loads (not what it merely links to, like its canonical URL) is same-origin.
  for (const [tag] of page.matchAll(/<(?:link|img|source|iframe|video|audio)\b[^>]*>/g)) {
    const loads =
      !tag.startsWith('<link') || /rel="(stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest)"/.test(tag)
    if (loads && /(?:href|src)="(?:https?:)?\/\//.test(tag)) problems.push(`${name}: loads from another origin: ${tag}`)
  }
}
// sonner inserts its stylesheet with a <style> element when the contact form first loads it.
const sonnerSource = await readFile(path.join(rootDir, 'node_modules/sonner/dist/index.mjs'), 'utf8')
const sonnerCss = sonnerSource.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/)?.[1]
if (!sonnerCss) problems.push('sonner: could not find the stylesheet it inserts; the toast would be unstyled')
else {
  styleHashes.add(sha256(JSON.parse(sonnerCss)))
  // It appends the <style> empty and fills it after; an empty stylesheet is harmless.
  styleHashes.add(sha256(''))
}
if (problems.length) throw new Error(`post-build: the Content-Security-Policy would block:\n${problems.join('\n')}`)

const csp = contentSecurityPolicy({ scriptHashes: [...scriptHashes].sort(), styleHashes: [...styleHashes].sort() })
const headers = securityHeaders(csp)
await writeFile(headersFile, `${JSON.stringify({ csp, headers }, null, 2)}\n`)

// Netlify and Cloudflare Pages: one rule for every path (the 404 page too); hashed assets
// also get a year of caching. Both hosts revalidate HTML by default. Cloudflare reads at most
// 2,000 characters a line.
const headerLines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
const headersRules = `/*\n${headerLines.join('\n')}\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`
const longest = Math.max(...headersRules.split('\n').map((line) => line.length))
if (longest > 2000) throw new Error(`post-build: a _headers line is ${longest} characters; Cloudflare reads 2,000`)
await writeFile(path.join(clientDir, '_headers'), headersRules)

// nginx: the same headers, sent on every response, errors included (`always`).
const nginxDir = path.join(rootDir, 'build', 'nginx')
await mkdir(nginxDir, { recursive: true })
const nginxSnippet = Object.entries(headers)
  .map(([name, value]) => `add_header ${name} "${value}" always;`)
  .join('\n')
await writeFile(path.join(nginxDir, 'security-headers.conf'), `# Written by scripts/post-build.mjs.\n${nginxSnippet}\n`)
console.log(
  `post-build: Content-Security-Policy of ${csp.length} characters with ${scriptHashes.size} script and ${styleHashes.size} style hashes`,
)

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
