/**
 * Astro writes its island runtime (the `astro-island` element and the directive that wakes it,
 * here `client:visible`) inline, right before a page's first island: 4.8 KB, 1.6 KB once
 * compressed. Only the contact pages have an island, and theirs are the heaviest pages, with the
 * least room left for the owner's words in the first round trip (scripts/page-weight.mjs). The
 * build (scripts/build-steps/island-runtime-file.mjs) moves the runtime to a file named after
 * its content, which the page loads as a module where the inline scripts were: parsed with the
 * page, run once it is parsed, cached for both languages. Each island waits for its directive (`astro:visible`), so the order in
 * which the two arrive does not matter. Tested in scripts/island-runtime.test.ts.
 */
import { createHash } from 'node:crypto'

/**
 * Astro documents no way to have the runtime as a file, nor to know which inline scripts are
 * its own, so they are known by what they contain: the runtime defines the `astro-island`
 * element, and each directive registers itself on `self.Astro`.
 */
const definesIsland = (code) => code.includes('customElements.define("astro-island"')
const isDirective = (code) => code.includes('(self.Astro||(self.Astro={}))')
/** An inline script Astro writes for its islands: the runtime, or a directive. */
const isIslandRuntime = (code) => definesIsland(code) || isDirective(code)

/**
 * `html`, a built page; `assetsPath`, the URL path of the hashed assets (`/assets`). Returns the
 * page and the file to write (`{ urlPath, code }`), or the page unchanged and no file when it has
 * no island. Throws on an island whose runtime it does not recognise, wholly or in part, rather
 * than leave it inline unnoticed.
 */
export function withIslandRuntimeLinked(html, assetsPath) {
  const placeholder = '<!--island-runtime-->'
  const runtime = []
  const page = html.replace(/<script>([\s\S]*?)<\/script>/g, (script, code) => {
    if (!isIslandRuntime(code)) return script
    runtime.push(code)
    return runtime.length === 1 ? placeholder : ''
  })
  const hasIsland = html.includes('<astro-island')
  if (!runtime.length) {
    // An island with no runtime found: Astro now writes it in a way this no longer recognises.
    if (hasIsland) {
      throw new Error('island-runtime: a page has an island but no runtime this script recognises (isIslandRuntime)')
    }
    return { html, file: null }
  }
  // A directive found without the element's definition: the definition would stay inline, unnoticed.
  if (hasIsland && !runtime.some(definesIsland)) {
    throw new Error(
      'island-runtime: a page has an island but no script that defines astro-island, which this script recognises (definesIsland)',
    )
  }
  const code = `${runtime.join('\n')}\n`
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
  const urlPath = `${assetsPath}/astro-island.${hash}.js`
  // Low priority: a module script is fetched at high priority, which Lighthouse's simulation
  // counts as holding the first paint (it does not: a module runs once the page is parsed).
  const script = `<script type="module" src="${urlPath}" fetchpriority="low"></script>`
  return { html: page.replace(placeholder, script), file: { urlPath, code } }
}
