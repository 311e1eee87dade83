/**
 * What a page does once it has loaded, each in an idle moment of its own (app/lib/idle-after-load.ts):
 * it fetches the brand font for the next pages (app/lib/web-font.ts), and it adds the speculation
 * rules that prerender a page the visitor is about to open (app/lib/speculation-rules.ts), which
 * the browser matches against every link on the page, work the first paint does not need. The
 * policy allows the rules by their hash (scripts/build-steps/content-security-policy.mjs). One
 * script, not two: two would share the helper as a module, which Astro then ships as script
 * files instead of inline.
 */
import { afterLoadWhenIdle } from '~/lib/idle-after-load'
import { speculationRules } from '~/lib/speculation-rules'
import { brandFontFamily, webFontCached, webFontStorageKey } from '~/lib/web-font'

afterLoadWhenIdle(() => {
  if (document.documentElement.dataset.webFont !== undefined) return
  document.fonts.load(`1em ${brandFontFamily}`).then(
    (faces) => {
      if (!faces.length) return
      try {
        localStorage.setItem(webFontStorageKey, webFontCached)
      } catch {
        // Storage can be blocked; the pages then keep the fallback font.
      }
    },
    () => {},
  )
})

afterLoadWhenIdle(() => {
  if (!HTMLScriptElement.supports?.('speculationrules')) return
  const rules = document.createElement('script')
  rules.type = 'speculationrules'
  rules.textContent = JSON.stringify(speculationRules)
  document.body.append(rules)
})
