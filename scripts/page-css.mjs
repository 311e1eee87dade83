/**
 * Each page carries only the CSS rules it uses. Astro inlines the whole stylesheet into every
 * page (astro.config.ts); beasties then drops the rules whose selectors match nothing in that
 * page's HTML. Some rules style what only exists once a script has run, so they are always kept:
 * `allowRules` lists them. Beasties reads class attributes without decoding entities, so a class
 * with `&` in it (Tailwind's `[&_svg]:…`) never matches: write `*:data-[slot=icon]:…` instead.
 * tests/e2e/page-css.spec.ts compares every element's computed style with the whole stylesheet.
 */
import { createHash } from 'node:crypto'

import Beasties from 'beasties'

import { clientDir } from './site-files.mjs'
import { firstScreenEndAttribute } from '../app/lib/first-screen.ts'

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

const inlineStylesheet = /<style>([\s\S]*?)<\/style>/
const marker = `<template ${firstScreenEndAttribute}></template>`

/**
 * The page with its inline stylesheet reduced to the rules it uses. Where the page marks the end
 * of its first screen (app/lib/first-screen.ts), only the rules the first screen uses stay
 * inline, and the page's whole reduced stylesheet becomes a file linked at the marker: `css`, to
 * be written at `href`. The linked sheet holds the first screen's rules too, in their place, so
 * once it has loaded every rule stands in the order the whole stylesheet gives it.
 */
export async function withPageCss(html) {
  const page = await beasties.process(html)
  const at = page.indexOf(marker)
  if (at === -1) return { html: page, stylesheet: null }
  const [, css] = page.match(inlineStylesheet)
  // What the browser has parsed when the parser reaches the marker, closed as it would close it.
  const firstScreen = await beasties.process(`${page.slice(0, at)}</main></div></body></html>`)
  const [, firstScreenCss] = firstScreen.match(inlineStylesheet)
  const href = `/assets/page.${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`
  const link = `<link rel="stylesheet" href="${href}" ${firstScreenEndAttribute}>`
  return {
    html: page.replace(inlineStylesheet, () => `<style>${firstScreenCss}</style>`).replace(marker, link),
    stylesheet: { href, css },
  }
}
