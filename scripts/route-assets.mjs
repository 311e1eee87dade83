/**
 * What a first visit to each prerendered page downloads, read from the build output: the
 * scripts (the page's module preloads and module scripts, plus everything they load at start),
 * the stylesheets (linked or inlined) and the preloaded fonts, with their gzip sizes.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { clientDir } from './site-files.mjs'

/** Every HTML file the build wrote, as [URL path, file]. */
export function builtPages() {
  const pages = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith('.html')) {
        const relative = path.relative(clientDir, file).split(path.sep).join('/')
        const urlPath = relative === '404.html' ? '/404.html' : `/${relative.replace(/(^|\/)index\.html$/, '')}`
        pages.push([urlPath.replace(/\/$/, '') || '/', file])
      }
    }
  }
  walk(clientDir)
  return pages.sort(([a], [b]) => a.localeCompare(b))
}

const gzipSizeCache = new Map()
export function gzipSize(assetPath) {
  if (!gzipSizeCache.has(assetPath)) {
    gzipSizeCache.set(assetPath, gzipSync(readFileSync(path.join(clientDir, assetPath)), { level: 9 }).length)
  }
  return gzipSizeCache.get(assetPath)
}

/**
 * The modules a script loads at start: its static imports, and for a page's boot module
 * (scripts/hydrate-after-paint.mjs) also the client entry it imports dynamically. Other dynamic
 * imports (sonner) load later, on demand.
 */
function startupImportsOf(assetPath) {
  const file = path.join(clientDir, assetPath)
  if (!existsSync(file)) return [] // reported by the links gate
  const code = readFileSync(file, 'utf8')
  const imports = [...code.matchAll(/(?:^|[;\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)]
  if (path.posix.basename(assetPath).startsWith('boot-')) imports.push(...code.matchAll(/import\("([^"]+\.js)"\)/g))
  return imports.map(([, specifier]) => path.posix.join(path.posix.dirname(assetPath), specifier))
}

export function firstViewAssets(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8')
  const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1]
  const tags = html.match(/<(link|script)\b[^>]*>/g) ?? []
  const scripts = new Set()
  const styles = new Set()
  const fonts = new Set()
  for (const tag of tags) {
    const rel = attr(tag, 'rel')
    // The boot loader names the page's boot module in data-src (scripts/hydrate-after-paint.mjs).
    const href = attr(tag, 'href') ?? attr(tag, 'src') ?? attr(tag, 'data-src')
    if (!href?.startsWith('/')) continue
    if (rel === 'modulepreload' || tag.startsWith('<script')) scripts.add(href)
    else if (rel === 'stylesheet') styles.add(href)
    else if (rel === 'preload' && attr(tag, 'as') === 'font') fonts.add(href)
  }
  // Icons and images the page shows: the favicon, sprite references, <img>.
  const others = new Set()
  for (const tag of tags) if (attr(tag, 'rel') === 'icon') others.add(attr(tag, 'href'))
  for (const [, file] of html.matchAll(/<(?:use|img)\b[^>]*(?:href|src)="(\/[^"#]+)/g)) others.add(file)
  // Follow static imports so nothing a page needs at start is left uncounted.
  const queue = [...scripts]
  while (queue.length) {
    for (const dependency of startupImportsOf(queue.pop())) {
      if (!scripts.has(dependency)) {
        scripts.add(dependency)
        queue.push(dependency)
      }
    }
  }
  // The stylesheet is inlined (scripts/post-build.mjs): it counts as CSS, measured on its own,
  // and the HTML figure is the page without it, so the total counts it once.
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body)
  const gzipBytes = (text) => gzipSync(text, { level: 9 }).length
  const sum = (files, measure) => [...files].reduce((total, file) => total + measure(file), 0)
  const rawSize = (file) => readFileSync(path.join(clientDir, file)).length
  return {
    scripts: [...scripts],
    styles: [...styles],
    fonts: [...fonts],
    others: [...others],
    jsGzip: sum(scripts, gzipSize),
    cssGzip: sum(styles, gzipSize) + sum(inlineStyles, gzipBytes),
    fontBytes: sum(fonts, rawSize),
    otherGzip: sum(others, gzipSize),
    htmlGzip: gzipBytes(inlineStyles.reduce((page, body) => page.replace(body, ''), html)),
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
if (isMain) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  console.log('route           JS gzip   CSS gzip  fonts     HTML gzip  scripts')
  for (const [urlPath, file] of builtPages()) {
    const assets = firstViewAssets(file)
    console.log(
      [
        urlPath.padEnd(15),
        kb(assets.jsGzip).padEnd(9),
        kb(assets.cssGzip).padEnd(9),
        kb(assets.fontBytes).padEnd(9),
        kb(assets.htmlGzip).padEnd(10),
        assets.scripts.length,
      ].join(' '),
    )
  }
}
