import { MobileAppPage } from '~/components/pages/mobile-app-page'
import type { RouteHandle } from '~/content'
import { mobileApp } from '~/content/fr/mobile-app'
import { pageMeta } from '~/lib/meta'

import type { Route } from './+types/mobile-app'

export const handle: RouteHandle = { locale: 'fr', page: 'mobileApp' }

export const meta: Route.MetaFunction = () => pageMeta({ ...handle, meta: mobileApp.meta })

export default function MobileAppPageRoute() {
  return <MobileAppPage mobileApp={mobileApp} />
}
