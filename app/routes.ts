import { type RouteConfig, index, route } from '@react-router/dev/routes'

import { paths } from './lib/paths'

export default [
  index('routes/home.tsx'),
  route(paths.about, 'routes/about.tsx'),
  route(paths.services, 'routes/services.tsx'),
  route(paths.mobileApp, 'routes/mobile-app.tsx'),
  route(paths.contact, 'routes/contact.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
