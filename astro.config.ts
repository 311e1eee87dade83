import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'

import { siteUrl } from './app/lib/site-url.ts'

/*
 * Every page is rendered to HTML at build time from React components (docs/ARCHITECTURE.md).
 * The locales and their URLs come from app/lib/paths.ts, not from Astro's i18n routing: the
 * French pages have French slugs (/fr/a-propos), which one route table expresses directly.
 */
export default defineConfig({
  site: siteUrl,
  srcDir: './app',
  outDir: './build/client',
  output: 'static',
  trailingSlash: 'never',
  build: {
    // /about is about/index.html: every static host serves that at /about.
    format: 'directory',
    // Hashed names under /assets, cached for a year by every host config (scripts/security-headers.mjs).
    assets: 'assets',
    // The first paint waits for no second request.
    inlineStylesheets: 'always',
  },
  devToolbar: { enabled: false },
  integrations: [react()],
  vite: { plugins: [tailwindcss()] },
})
