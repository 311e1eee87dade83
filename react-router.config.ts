import type { Config } from '@react-router/dev/config'

import { prerenderPaths } from './app/lib/paths'

export default {
  // A static site: every route is rendered to HTML at build time and no server runs.
  ssr: false,
  prerender: prerenderPaths,
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
