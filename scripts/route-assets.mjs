/**
 * What a first visit to each built page downloads, read from the build output with an HTML
 * parser and a module lexer: its scripts (inline, external, islands and the modules they import
 * statically), its stylesheets (inline or linked), the fonts its @font-face rules load, and the images and icons
 * it shows, with their gzip sizes; and apart, the modules a script loads only on demand
 * (`import()`, such as the toast when the contact form first gets focus). `node
 * scripts/route-assets.mjs` prints the table; the budgets in tests/build-gates/budgets.test.ts hold it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { init as initLexer, parse as parseModule } from 'es-module-lexer'
import { JSDOM } from 'jsdom'
import postcss from 'postcss'

import { clientDir, urlPathOfPageFile } from './site-files.mjs'

await initLexer

/** A URL on this site, without its fragment; null for another origin or a data: URL. */
const local = (url) => (url?.startsWith('/') ? url.split('#')[0] : null)

/**
 * The font files that @font-face rules in `stylesheets` load from this site (a `local()` face
 * loads none). Every face counts: each page's CSS keeps only the faces its text uses
 * (scripts/page-css.mjs).
 */
function fontFiles(stylesheets) {
  const files = new Set()
  for (const css of stylesheets) {
    postcss.parse(css).walkAtRules('font-face', (rule) => {
      rule.walkDecls('src', (declaration) => {
        for (const [, url] of declaration.value.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) files.add(local(url))
      })
    })
  }
  return [...files].filter(Boolean)
}

/** Every HTML file the build wrote, as [URL path, file]. */
export function builtPages() {
  const pages = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith('.html')) {
        // A not-found page (404.html, fr/404.html) has no URL of its own: it goes by its file's name.
        const urlPath = entry.name === '404.html' ? `${urlPathOfPageFile(file)}.html` : urlPathOfPageFile(file)
        pages.push([urlPath, file])
      }
    }
  }
  walk(clientDir)
  return pages.sort(([a], [b]) => a.localeCompare(b))
}

const gzipBytes = (text) => gzipSync(text, { level: 9 }).length
const fileGzipCache = new Map()
function gzipSize(assetPath) {
  if (!fileGzipCache.has(assetPath)) {
    fileGzipCache.set(assetPath, gzipBytes(readFileSync(path.join(clientDir, assetPath))))
  }
  return fileGzipCache.get(assetPath)
}

/** The modules a script imports: `static` ones load with it, the others (`import()`) on demand. */
function importsOf(assetPath, kind) {
  const file = path.join(clientDir, assetPath)
  if (!existsSync(file)) return [] // reported by the links gate
  const [imports] = parseModule(readFileSync(file, 'utf8'))
  return imports
    .filter((entry) => (kind === 'static' ? entry.d === -1 : entry.d >= 0))
    .map((entry) => entry.n)
    .filter((specifier) => specifier?.startsWith('.') || specifier?.startsWith('/'))
    .map((specifier) =>
      specifier.startsWith('/') ? specifier : path.posix.join(path.posix.dirname(assetPath), specifier),
    )
}

/** `entries` and every module they import statically, transitively. */
function withStaticImports(entries) {
  const modules = new Set(entries)
  const queue = [...modules]
  while (queue.length) {
    for (const dependency of importsOf(queue.pop(), 'static')) {
      if (!modules.has(dependency)) {
        modules.add(dependency)
        queue.push(dependency)
      }
    }
  }
  return modules
}

export function firstViewAssets(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8')
  const { document } = new JSDOM(html).window
  const all = (selector) => [...document.querySelectorAll(selector)]

  // Scripts: external ones, and the island's component and renderer (Astro loads them when the
  // island hydrates), with every module they import statically; then what they load on demand.
  const scripts = withStaticImports(
    [
      ...all('script[src]').map((script) => script.getAttribute('src')),
      ...all('astro-island').flatMap((island) =>
        ['component-url', 'renderer-url', 'before-hydration-url'].map((name) => island.getAttribute(name)),
      ),
    ]
      .map(local)
      .filter(Boolean),
  )
  const onDemand = withStaticImports([...scripts].flatMap((script) => importsOf(script, 'dynamic')))
  for (const script of scripts) onDemand.delete(script)
  // JSON-LD is data, never run; every other inline script counts (the speculation rules come in a module script).
  const inlineScripts = all('script:not([src])')
    .filter((script) => script.getAttribute('type') !== 'application/ld+json')
    .map((script) => script.textContent)
  const inlineStyles = all('style').map((style) => style.textContent)
  const linkHrefs = (rel, as) =>
    all(`link[rel="${rel}"]`)
      .filter((link) => !as || link.getAttribute('as') === as)
      .map((link) => local(link.getAttribute('href')))
      .filter(Boolean)
  const styles = linkHrefs('stylesheet')
  const fonts = fontFiles([...inlineStyles, ...styles.map((file) => readFileSync(path.join(clientDir, file), 'utf8'))])
  // The owner's photos (a <picture> each) are not the page's own weight: the image budgets hold
  // them, as the browser picks them for its width (tests/build-gates/photos.test.ts).
  const others = new Set(
    [
      ...linkHrefs('icon'),
      ...all('use').map((use) => local(use.getAttribute('href'))),
      ...all('img:not(picture img)').map((img) => local(img.getAttribute('src'))),
    ].filter(Boolean),
  )
  const sum = (files, measure) => [...files].reduce((total, file) => total + measure(file), 0)
  const rawSize = (file) => readFileSync(path.join(clientDir, file)).length
  const inlineStyleBytes = inlineStyles.length ? gzipBytes(inlineStyles.join('\n')) : 0
  const inlineScriptBytes = inlineScripts.length ? gzipBytes(inlineScripts.join('\n')) : 0
  for (const style of document.querySelectorAll('style')) style.remove()
  return {
    scripts: [...scripts],
    onDemandScripts: [...onDemand],
    styles,
    fonts,
    others: [...others],
    /** Inline scripts (gzipped together) and the script files the first view loads. */
    jsGzip: sum(scripts, gzipSize) + inlineScriptBytes,
    /** Script files loaded later, only when the visitor does something (gzipped, each). */
    onDemandJsGzip: sum(onDemand, gzipSize),
    inlineJsGzip: inlineScriptBytes,
    cssGzip: sum(styles, gzipSize) + inlineStyleBytes,
    fontBytes: sum(fonts, rawSize),
    otherGzip: sum(others, gzipSize),
    /** The page without its inlined stylesheet, which cssGzip counts. */
    htmlGzip: gzipBytes(document.documentElement.outerHTML),
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
if (isMain) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  console.log('route                    JS gzip   on demand CSS gzip  fonts     HTML gzip  script files')
  for (const [urlPath, file] of builtPages()) {
    const assets = firstViewAssets(file)
    console.log(
      [
        urlPath.padEnd(24),
        kb(assets.jsGzip).padEnd(9),
        kb(assets.onDemandJsGzip).padEnd(9),
        kb(assets.cssGzip).padEnd(9),
        kb(assets.fontBytes).padEnd(9),
        kb(assets.htmlGzip).padEnd(10),
        assets.scripts.length,
      ].join(' '),
    )
  }
}
