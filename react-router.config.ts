import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Config } from '@react-router/dev/config'

import { robotsTxt, sitemapXml, webManifest } from './app/lib/discovery'
import { prerenderPaths } from './app/lib/paths'
import { resolveSiteUrl } from './app/lib/site-url'
import { themeColors } from './app/lib/theme'

export default {
  // A static site: every route is rendered to HTML at build time and no server runs.
  ssr: false,
  prerender: prerenderPaths,
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client')
    const siteUrl = resolveSiteUrl(process.env.VITE_SITE_URL)
    await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl))
    await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(siteUrl))
    await writeFile(
      path.join(clientDir, 'site.webmanifest'),
      webManifest({ themeColor: themeColors.light, backgroundColor: themeColors.light }),
    )
  },
  // Opt in to React Router 8's behaviour now, so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    // Off: with it, 7.18.4 prerenders each page as `/about/`, so the NavLink of the current page
    // loses aria-current in the static HTML (and hydration does not patch attributes).
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config
