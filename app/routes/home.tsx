import { HomePage } from '~/components/pages/home-page'
import type { RouteHandle } from '~/content'
import { home } from '~/content/en/home'
import { pageMeta } from '~/lib/meta'
import { webSiteJsonLd } from '~/lib/structured-data'

import type { Route } from './+types/home'

export const handle: RouteHandle = { locale: 'en', page: 'home' }

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...handle, meta: home.meta, isHome: true, jsonLd: [webSiteJsonLd('en')] })

export default function HomePageRoute() {
  return <HomePage home={home} />
}
