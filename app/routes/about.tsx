import { AboutPage } from '~/components/pages/about-page'
import type { RouteHandle } from '~/content'
import { about } from '~/content/en/about'
import { pageMeta } from '~/lib/meta'

import type { Route } from './+types/about'

export const handle: RouteHandle = { locale: 'en', page: 'about' }

export const meta: Route.MetaFunction = () => pageMeta({ ...handle, meta: about.meta })

export default function AboutPageRoute() {
  return <AboutPage about={about} />
}
