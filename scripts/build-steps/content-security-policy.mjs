/**
 * Each page's Content-Security-Policy, from its built file: the hash of every inline script and
 * stylesheet (scripts/inline-code.mjs), no 'unsafe-inline', no nonces, and form-action 'self'
 * where its form posts to the contact endpoint. Every other response (assets, redirects, the
 * not-found pages, which answer any unknown path) carries the whole site's: on a host that joins
 * the values of every matching rule (Netlify is reported to), both policies then apply, and
 * together they allow exactly what the page's own does. Markup a policy would block stops the
 * build.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import { JSDOM } from 'jsdom'

import { inlineCodeOf, sha256, uncoveredInlineCode } from '../inline-code.mjs'
import { contentSecurityPolicy, securityHeaders } from '../security-headers.mjs'
import { clientDir, notFoundPages, urlPathOfPageFile } from '../site-files.mjs'
import { speculationRules } from '../../app/lib/speculation-rules.ts'

/**
 * sonner inserts its stylesheet with a <style> element when the contact form first loads it (it
 * appends the element empty, then fills it). Load it the way the browser does, in a document of
 * our own, and hash what it inserts: pages with the island need these. Loaded with `require`, as
 * Node loads it: astro.config.ts loads this module through Vite, whose loader is closed by the
 * time the build is done, and a module `require` has not loaded before runs afresh, here, with
 * the document in place.
 */
function islandStyles() {
  const { window } = new JSDOM('')
  globalThis.document = window.document
  try {
    createRequire(import.meta.url)('sonner')
  } finally {
    delete globalThis.document
  }
  return [...window.document.querySelectorAll('style')].map((style) => style.textContent ?? '')
}

/**
 * The policies of `htmlFiles`, the built pages; `formPaths`, the URL paths of the pages whose
 * form posts to the endpoint. Returns the whole site's policy (`csp`) and headers (`headers`),
 * each page's headers by its path and its file's path (`pathHeaders`), and the pages' paths
 * (`pagePaths`: `/about`, and `/about.html`, which redirects to it and which `netlify dev`
 * matches rules against).
 */
export async function computePolicies(htmlFiles, formPaths) {
  // What each page's inline code needs (the not-found pages are no path of their own).
  const notFoundFiles = new Set(notFoundPages.map(({ file }) => file))
  const pageCode = new Map()
  const problems = []
  for (const file of htmlFiles) {
    const html = await readFile(file, 'utf8')
    const page = inlineCodeOf(html, path.relative(clientDir, file))
    problems.push(...page.problems)
    pageCode.set(file, { ...page, hasIsland: html.includes('<astro-island') })
  }
  const sonnerStyles = islandStyles()
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

  const pagePaths = htmlFiles
    .filter((file) => !notFoundFiles.has(file))
    .map((file) => ({
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
  return { csp, headers: securityHeaders(csp), pathHeaders, pagePaths }
}
