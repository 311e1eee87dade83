/**
 * Keystatic's UI links a Google Fonts stylesheet (Inter) from its React root
 * (node_modules/@keystatic/core/dist/keystatic-core-ui.js). The editor tells no third party that
 * the owner is editing, and works offline on the owner's machine: the link is rewritten to an
 * empty stylesheet served by the editor itself, and the UI falls back to the system's sans-serif.
 * `npm run edit` (editor/astro.edit.config.ts) and the online editor (editor/online/astro.config.ts)
 * both use it. Vite pre-bundles the module in dev, so the rewrite runs both in the pre-bundler and
 * as an ordinary transform.
 */
import type { Plugin } from 'vite'

const googleFontsStylesheet = /https:\/\/fonts\.googleapis\.com\/css2\?family=Inter[^"'`]*/g
/** Served by `npm run edit`'s dev server, and a file of the online editor (editor/online/public/). */
export const localFontsStylesheet = '/__editor/no-web-font.css'

function rewriteThirdPartyFonts(code: string) {
  return googleFontsStylesheet.test(code) ? code.replace(googleFontsStylesheet, localFontsStylesheet) : undefined
}

const keystaticUiFile = /@keystatic[\\/]core[\\/]dist[\\/].*\.js$/

export const noThirdPartyFonts = {
  name: 'editor-no-third-party-fonts',
  transform(code, id) {
    if (!keystaticUiFile.test(id)) return undefined
    const rewritten = rewriteThirdPartyFonts(code)
    return rewritten === undefined ? undefined : { code: rewritten, map: null }
  },
  configureServer(server) {
    server.middlewares.use(localFontsStylesheet, (_request, response) => {
      response.setHeader('Content-Type', 'text/css; charset=utf-8')
      response.end('/* The editor uses the system font: no stylesheet from another origin (docs/editing.md). */\n')
    })
  },
} satisfies Plugin

export const noThirdPartyFontsWhenPrebundling = {
  name: 'editor-no-third-party-fonts-prebundle',
  transform: {
    filter: { id: keystaticUiFile },
    handler(code: string) {
      const rewritten = rewriteThirdPartyFonts(code)
      return rewritten === undefined ? undefined : { code: rewritten, map: null }
    },
  },
}
