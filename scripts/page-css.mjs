/**
 * Each page carries only the CSS rules it uses. Astro inlines the whole stylesheet into every
 * page (astro.config.ts); beasties then drops the rules whose selectors match nothing in that
 * page's HTML. Some rules style what only exists once a script has run, so they are always kept:
 * `allowRules` lists them. Beasties reads class attributes without decoding entities, so a class
 * with `&` in it (Tailwind's `[&_svg]:…`) never matches: write `*:data-[slot=icon]:…` instead.
 * tests/e2e/page-css.spec.ts compares every element's computed style with the whole stylesheet.
 */
import Beasties from 'beasties'

import { clientDir } from './site-files.mjs'

/**
 * Beasties matches a selector against the page after stripping its pseudo-classes, arguments
 * and all. Two kinds of rule would then match nothing and be lost: rules made only of
 * pseudo-classes, which apply to every page (`:focus-visible`, the focus ring), and Tailwind
 * utilities written wholly inside `:where()` (`:where(.space-y-4>:not(:last-child))`).
 */
class PageCss extends Beasties {
  normalizeCssSelector(selector) {
    const inner =
      selector.startsWith(':where(') && selector.endsWith(')') ? selector.slice(':where('.length, -1) : selector
    return super.normalizeCssSelector(inner) || '*'
  }
}

const beasties = new PageCss({
  path: clientDir,
  reduceInlineStyles: true,
  // Keep the @font-face rules the page uses as they are, and add no preload: a preloaded font
  // competes with the HTML and paints later (app/styles/app.css).
  inlineFonts: true,
  preloadFonts: false,
  logLevel: 'warn',
  allowRules: [
    // The visitor's theme choice and the brand font, set on <html> by the head scripts
    // (app/lib/theme.ts, app/lib/web-font.ts).
    /data-theme/,
    /data-web-font/,
    // The toast, which sonner draws on submit (app/components/ui/sonner.tsx): its own stylesheet
    // arrives with it, and ours styles it with `!` utilities, which nothing else uses.
    /data-sonner/,
    /^\.\\!/,
    // Tailwind's rule that keeps `hidden` elements hidden, whatever adds the attribute.
    /^\[hidden\]/,
  ],
})

/**
 * The page with its inline stylesheet reduced to the rules it uses, all of them inline. (A first
 * screen's rules inline and the rest in a stylesheet linked after it made the browser restyle and
 * lay out the whole page again when that stylesheet arrived, one long task after the first paint:
 * docs/decisions/2026-11-25-usable-when-it-paints.md.)
 */
export async function withPageCss(html) {
  // Beasties marks <html> as the part of the page it read. The mark means nothing to a browser,
  // and each page's response must fit the first round trip (scripts/page-weight.mjs).
  return (await beasties.process(html)).replace(/(<html\b[^>]*?) data-beasties-container(="")?/, '$1')
}
