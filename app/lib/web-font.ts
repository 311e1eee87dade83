/**
 * The brand font (Figtree) is shown only once this browser has it in its cache. A first visit
 * paints at once in the system's fallback font and never swaps; once that page has loaded, the
 * font is fetched for the next ones (app/browser-scripts/after-load.ts), and from then on the head script
 * below marks <html> with `data-web-font` and preloads the font before the first paint, so the
 * page starts in Figtree. A web font fetched on first view either hides the text while it
 * arrives or moves it when it swaps in (docs/decisions/2026-11-23-bench-against-control.md).
 */
import type { BrowserStorageKey } from '~/content/browser-storage'

// A key the privacy page describes (app/content/browser-storage.ts); see app/lib/theme.ts.
export const webFontStorageKey = 'web-font' satisfies BrowserStorageKey
/** What the storage key holds once the font has been fetched. */
export const webFontCached = 'cached'
/** The family of the brand font's @font-face rule in app/styles/app.css. */
export const brandFontFamily = 'Figtree'
/** The first family of the fallback stack (--font-sans in app/styles/app.css). */
export const fallbackFontFamily = 'Arial'

/**
 * Runs in <head> before the body is parsed: the brand font when this browser has it, preloaded
 * from its cache. An `optional` font that is preloaded holds the first paint until it is ready
 * (for at most its 100 ms block period), so the first frame is already drawn in it and nothing
 * swaps later.
 */
export const webFontScript = (fontHref: string) =>
  `try{if(localStorage.getItem('${webFontStorageKey}')==='${webFontCached}'){document.documentElement.dataset.webFont='';var l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='';l.href=${JSON.stringify(fontHref)};document.head.append(l)}}catch(e){}`
