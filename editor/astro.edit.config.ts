/**
 * The editor's configuration (`npm run edit`, docs/editing.md): the site's own astro.config.ts plus
 * Keystatic, for `astro dev` only. Keystatic adds server routes (/keystatic, /api/keystatic) that a
 * static build cannot hold, so `npm run build` never reads this file and ships none of it
 * (tests/build-gates/no-editor.test.ts checks the output).
 */
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import keystatic from '@keystatic/astro'
import type { AstroIntegration, AstroUserConfig } from 'astro'
import type { Plugin } from 'vite'

import site from '../astro.config.ts'

import { editorLocale } from './locale.mjs'

/*
 * Keystatic's UI links a Google Fonts stylesheet (Inter) from its React root
 * (node_modules/@keystatic/core/dist/keystatic-core-ui.js). The editor must work offline and tell
 * no third party that the owner is editing: the link is rewritten to an empty stylesheet served
 * here, and the UI falls back to the system's sans-serif. Vite pre-bundles the module in dev, so
 * the rewrite runs both in the pre-bundler and as an ordinary transform.
 */
const googleFontsStylesheet = /https:\/\/fonts\.googleapis\.com\/css2\?family=Inter[^"'`]*/g
const localFontsStylesheet = '/__editor/no-web-font.css'

function rewriteThirdPartyFonts(code: string) {
  return googleFontsStylesheet.test(code) ? code.replace(googleFontsStylesheet, localFontsStylesheet) : undefined
}

const keystaticUiFile = /@keystatic[\\/]core[\\/]dist[\\/].*\.js$/
const noThirdPartyFonts = {
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

const noThirdPartyFontsWhenPrebundling = {
  name: 'editor-no-third-party-fonts-prebundle',
  transform: {
    filter: { id: keystaticUiFile },
    handler(code: string) {
      const rewritten = rewriteThirdPartyFonts(code)
      return rewritten === undefined ? undefined : { code: rewritten, map: null }
    },
  },
}

/*
 * A content error reaches every open page over the dev server's socket, the editor's too: there
 * its overlay says what is wrong, but would hide the very field to fix. On the editor's pages a
 * click or Escape closes it; the preview keeps it until the content is fixed. (The editor's page
 * is one island: a script run before hydration reaches it, where a page script does not.)
 */
const closeErrorOverEditor = `
if (location.pathname.startsWith('/keystatic')) {
  const closeOverlay = () => document.querySelectorAll('vite-error-overlay').forEach((overlay) => overlay.remove())
  document.addEventListener('click', closeOverlay, true)
  document.addEventListener('keydown', (event) => event.key === 'Escape' && closeOverlay(), true)
}`
const dismissibleErrorOverEditor: AstroIntegration = {
  name: 'editor-dismissible-error',
  hooks: { 'astro:config:setup': ({ injectScript }) => injectScript('before-hydration', closeErrorOverEditor) },
}

const editorConfig: AstroUserConfig = {
  ...site,
  // The owner's machine only: nothing on the network can reach the editor or its save API.
  server: { host: '127.0.0.1', port: Number(process.env.EDITOR_PORT ?? 4321) },
  integrations: [...(site.integrations ?? []), keystatic(), dismissibleErrorOverEditor],
  vite: {
    ...site.vite,
    plugins: [...(site.vite?.plugins ?? []), noThirdPartyFonts],
    define: { 'import.meta.env.PUBLIC_EDITOR_LOCALE': JSON.stringify(editorLocale()) },
    optimizeDeps: { rolldownOptions: { plugins: [noThirdPartyFontsWhenPrebundling] } },
    // node_modules may be a link to another folder (tests/e2e/editor-server.ts runs the editor in a
    // copy of the work tree): the dev server may serve the editor's code from where it really is.
    server: {
      fs: {
        allow: [
          fileURLToPath(new URL('..', import.meta.url)),
          realpathSync(new URL('../node_modules', import.meta.url)),
        ],
      },
    },
  },
}

export default editorConfig
