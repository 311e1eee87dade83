/**
 * React Router ends every prerendered page with an inline module script that statically imports
 * the manifest and the page's route modules, then dynamically imports the client entry. The
 * browser starts those ~120 KB of script (at high priority) while it is still parsing, so on a
 * slow phone they compete with the stylesheet and the font for the first paint — the page is
 * already complete in HTML and needs none of it to show.
 *
 * This moves that script, unchanged but for relative specifiers, into a small module of its own
 * under /assets (named by its content hash), and leaves inline only what imports it once the
 * first content is on screen. One import() from script, the rest fetched by the module loader:
 * every request started from script costs the main thread a few milliseconds.
 */
import { createHash } from 'node:crypto'

const expectedLine = [
  /^import "\/assets\/[^"]+\.js";$/,
  /^import \* as route\d+ from "\/assets\/[^"]+\.js";$/,
  /^window\.__reactRouterRouteModules = \{[^}]*\};$/,
  /^import\("\/assets\/[^"]+\.js"\);$/,
]

/** The boot module's file name and source. */
export function hydrateAfterPaint(body) {
  const lines = body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  for (const line of lines) {
    if (!expectedLine.some((pattern) => pattern.test(line))) {
      throw new Error(`hydrate-after-paint: unexpected line in React Router's module script: ${line}`)
    }
  }
  if (!lines.some((line) => line.startsWith('window.__reactRouterRouteModules'))) {
    throw new Error("hydrate-after-paint: React Router's module script no longer sets the route modules")
  }
  const source = `${lines.join('\n').replaceAll('"/assets/', '"./')}\n`
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10)
  const fileName = `boot-${hash}.js`
  return { fileName, source }
}

/*
 * The inline script is the same on every page, so the Content-Security-Policy needs one hash
 * for it, not one per page (the policy is sent with every response): the page's boot module is
 * named by the element's data-src instead.
 *
 * The first-contentful-paint entry is delivered after the frame is presented. A page loaded in
 * a background tab paints nothing until shown, and nobody is waiting to see it: start at once.
 * Browsers without paint timing wait one frame and a task.
 */
const bootLoaderId = 'boot-loader'
const bootLoader = [
  'let started=false;',
  `const start=()=>{if(!started){started=true;import(document.getElementById('${bootLoaderId}').dataset.src)}};`,
  "if(document.visibilityState==='hidden')start();",
  "else if(self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))",
  "new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});",
  'else requestAnimationFrame(()=>setTimeout(start));',
].join('')

/**
 * Rewrites React Router's inline module script in a prerendered page; fails when there is not
 * exactly one. Returns the page and the boot module to write next to the other assets.
 */
export function rewriteModuleScript(html, file) {
  const scripts = [...html.matchAll(/<script type="module" async="">([\s\S]*?)<\/script>/g)]
  if (scripts.length !== 1)
    throw new Error(`hydrate-after-paint: ${file} has ${scripts.length} module scripts, expected 1`)
  const [script, body] = scripts[0]
  const boot = hydrateAfterPaint(body)
  const loader = `<script type="module" id="${bootLoaderId}" data-src="/assets/${boot.fileName}">${bootLoader}</script>`
  return { html: html.replace(script, () => loader), boot }
}
