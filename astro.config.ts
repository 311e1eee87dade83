import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'

import { replayDevErrors } from './dev-server/replay-dev-errors.mjs'
import { postBuild } from './scripts/post-build.mjs'

/*
 * Every page is rendered to HTML at build time from React components (docs/ARCHITECTURE.md).
 * The locales and their URLs come from app/content/pages.ts, not from Astro's i18n routing: the
 * French pages have French slugs (/fr/a-propos), which one route table expresses directly.
 */
// No `site`: the published origin is the owner's (app/content/data/business.json), read by
// app/content/site-url.ts for the heads and the sitemap. The config reads no data file, so that a
// bad one is reported by the content checker, in the dev server's overlay, not as a config crash.
export default defineConfig({
  srcDir: './app',
  outDir: './build/client',
  output: 'static',
  trailingSlash: 'never',
  build: {
    // /about is about.html: Cloudflare serves a folder's index.html only at /about/ (and
    // redirects /about there), a file at /about (docs/decisions/2026-11-25-pages-as-files.md).
    format: 'file',
    // Hashed names under /assets, cached for a year by every host config (scripts/security-headers.mjs).
    assets: 'assets',
    // The first paint waits for no second request.
    inlineStylesheets: 'always',
  },
  devToolbar: { enabled: false },
  // Last: it finishes the pages the others have written (scripts/post-build.mjs).
  integrations: [react(), postBuild()],
  vite: { plugins: [tailwindcss(), replayDevErrors()] },
})
