import { type RouteConfig, index, route } from '@react-router/dev/routes'

import { localizedPaths } from './lib/paths'

// One module per page and language, so each page's JavaScript carries only its own words.
const fr = localizedPaths.fr

export default [
  index('routes/home.tsx'),
  route(localizedPaths.en.about, 'routes/about.tsx'),
  route(localizedPaths.en.services, 'routes/services.tsx'),
  route(localizedPaths.en.mobileApp, 'routes/mobile-app.tsx'),
  route(localizedPaths.en.contact, 'routes/contact.tsx'),
  route(fr.home, 'routes/fr/home.tsx'),
  route(fr.about, 'routes/fr/about.tsx'),
  route(fr.services, 'routes/fr/services.tsx'),
  route(fr.mobileApp, 'routes/fr/mobile-app.tsx'),
  route(fr.contact, 'routes/fr/contact.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
