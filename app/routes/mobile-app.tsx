import { MobileAppPage } from '~/components/pages/mobile-app-page'
import type { RouteHandle } from '~/content'
import { mobileApp } from '~/content/en/mobile-app'
import { pageMeta } from '~/lib/meta'

import type { Route } from './+types/mobile-app'

export const handle: RouteHandle = { locale: 'en', page: 'mobileApp' }

export const meta: Route.MetaFunction = () => pageMeta({ ...handle, meta: mobileApp.meta })

export default function MobileAppPageRoute() {
  return <MobileAppPage mobileApp={mobileApp} />
}
