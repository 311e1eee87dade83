/** After the page has loaded, fetch the brand font for the next pages (app/lib/web-font.ts). */
import { brandFontFamily, webFontCached, webFontStorageKey } from '~/lib/web-font'

addEventListener('load', () => {
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
