/**
 * The editor's configuration (`npm run edit`, docs/editing.md): the site's own astro.config.ts plus
 * Keystatic, for `astro dev` only. Keystatic adds server routes (/keystatic, /api/keystatic) that a
 * static build cannot hold, so `npm run build` never reads this file and ships none of it
 * (tests/build-gates/no-editor.test.ts checks the output).
 */
import { realpathSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import keystatic from '@keystatic/astro'
import type { AstroIntegration, AstroUserConfig } from 'astro'

import site from '../astro.config.ts'

import { editorLocale } from './locale.mjs'
import { noThirdPartyFonts, noThirdPartyFontsWhenPrebundling } from './third-party-fonts.ts'

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
    // Packages prebundled for the editor alone: every `astro build` (`npm start` too) rewrites the
    // default folder, node_modules/.vite, under a dev server that may be serving from it.
    cacheDir: fileURLToPath(new URL('../node_modules/.vite-editor', import.meta.url)),
    // The packages may be links to another folder (tests/e2e/editor-server.ts runs the editor in a
    // copy of the work tree, tests/work-tree-copy.ts): the dev server may serve the editor's code
    // from where it really is, the folder that really holds Astro.
    server: {
      fs: {
        allow: [
          fileURLToPath(new URL('..', import.meta.url)),
          path.dirname(realpathSync(new URL('../node_modules/astro', import.meta.url))),
        ],
      },
    },
  },
}

export default editorConfig
