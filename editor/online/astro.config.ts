/**
 * The online editor (docs/editing.md, "Edit online"; docs/deploying.md, "The online editor"): the
 * same Keystatic editor as `npm run edit`, built on its own as a Cloudflare Worker for the `edit.`
 * subdomain. It holds the editor's page and API only (/keystatic, /api/keystatic) and /preview;
 * the public site is built by the root's astro.config.ts, which knows nothing of this file
 * (tests/build-gates/no-editor.test.ts). Built from this folder (`npm run build:editor-online`),
 * where Keystatic looks for keystatic.config.ts; the adapter and wrangler come from this folder's
 * own package (docs/decisions/2026-11-27-editor-online.md).
 */
import cloudflare from '@astrojs/cloudflare'
import react from '@astrojs/react'
import keystatic from '@keystatic/astro'
import { defineConfig } from 'astro/config'

import { noThirdPartyFonts, noThirdPartyFontsWhenPrebundling } from '../third-party-fonts.ts'

import { previewTemplateFrom, storageFrom } from './settings.ts'

// Read once, here, so that a wrong setting stops the build with a plain message.
const storage = storageFrom(process.env.EDITOR_STORAGE)
if (storage.kind !== 'github') {
  throw new Error('EDITOR_STORAGE: the online editor keeps the files in GitHub: set it to github:owner/name')
}
const previewTemplate = previewTemplateFrom(process.env.EDITOR_PREVIEW_URL)

// Cloudflare's Vite plugin writes the NODE_ENV of the shell that builds into the Worker and the
// page (node_modules/@cloudflare/vite-plugin/dist/index.mjs, getProcessEnvReplacements): built
// under Vitest ("test"), the page loaded React's development build (client.js 391 KB, not 209 KB)
// and Keystatic's sign-in cookies lost `Secure`. This config is only ever a production build.
process.env.NODE_ENV = 'production'

export default defineConfig({
  root: import.meta.dirname,
  srcDir: './app',
  outDir: './build',
  output: 'server',
  adapter: cloudflare({ imageService: 'passthrough' }),
  devToolbar: { enabled: false },
  // Keystatic keeps its sign-in in cookies: no Astro session, so no KV namespace to provision.
  session: false,
  integrations: [react(), keystatic()],
  vite: {
    plugins: [noThirdPartyFonts],
    define: {
      'import.meta.env.EDITOR_STORAGE': JSON.stringify(process.env.EDITOR_STORAGE),
      'import.meta.env.EDITOR_PREVIEW_URL': JSON.stringify(previewTemplate),
    },
    optimizeDeps: { rolldownOptions: { plugins: [noThirdPartyFontsWhenPrebundling] } },
  },
})
