// @vitest-environment node
import { describe, expect, test } from 'vitest'

import { withIslandRuntimeLinked } from './island-runtime.mjs'

// What Astro writes before a page's first island, shortened: the directive, then the runtime.
const directive =
  '(()=>{var a=()=>{};(self.Astro||(self.Astro={})).visible=a;window.dispatchEvent(new Event("astro:visible"));})();'
const runtime =
  '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();'
const themeScript = "document.documentElement.classList.add('js')"
const page = (body: string) =>
  `<!DOCTYPE html><html><head><script>${themeScript}</script></head><body>${body}</body></html>`
const contactPage = page(
  `<h1>Contact</h1><script>${directive}</script><script>${runtime}</script><astro-island client="visible"></astro-island>`,
)

describe("the island runtime moved out of a page's HTML", () => {
  test('the page loads it as a module, at low priority, where the inline scripts were, and keeps its other scripts', () => {
    const { html, file } = withIslandRuntimeLinked(contactPage, '/assets')
    expect(file?.urlPath).toMatch(/^\/assets\/astro-island\.[\w-]{8}\.js$/)
    expect(html).toBe(
      page(
        `<h1>Contact</h1><script type="module" src="${file?.urlPath}" fetchpriority="low"></script><astro-island client="visible"></astro-island>`,
      ),
    )
    expect(html).toContain(`<script>${themeScript}</script>`)
  })

  test('the file holds the directive and the runtime, in the order Astro wrote them', () => {
    const { file } = withIslandRuntimeLinked(contactPage, '/assets')
    expect(file?.code).toBe(`${directive}\n${runtime}\n`)
  })

  test("the file's name changes with its content, so a year's caching never serves an old runtime", () => {
    const before = withIslandRuntimeLinked(contactPage, '/assets').file?.urlPath
    const after = withIslandRuntimeLinked(contactPage.replace('HTMLElement{}', 'HTMLElement{x(){}}'), '/assets').file
      ?.urlPath
    expect(after).not.toBe(before)
  })

  test('an island whose runtime it does not recognise stops the build, rather than stay inline unnoticed', () => {
    const renamed = contactPage.replace('customElements.define("astro-island"', 'customElements.define("x-island"')
    const withoutDirective = renamed.replace(`<script>${directive}</script>`, '')
    expect(() => withIslandRuntimeLinked(withoutDirective, '/assets')).toThrow(/no runtime/)
  })

  test('an island whose directive it recognises but not the element it defines stops the build', () => {
    const renamed = contactPage.replace('customElements.define("astro-island"', 'customElements.define("x-island"')
    expect(() => withIslandRuntimeLinked(renamed, '/assets')).toThrow(/defines astro-island/)
  })

  test('a page without an island is left as it is', () => {
    const plain = page('<h1>About</h1>')
    expect(withIslandRuntimeLinked(plain, '/assets')).toEqual({ html: plain, file: null })
  })
})
