import { ServicesPage } from '~/components/pages/services-page'
import type { RouteHandle } from '~/content'
import { services } from '~/content/fr/services'
import { pageMeta } from '~/lib/meta'

import type { Route } from './+types/services'

export const handle: RouteHandle = { locale: 'fr', page: 'services' }

export const meta: Route.MetaFunction = () => pageMeta({ ...handle, meta: services.meta })

export default function ServicesPageRoute() {
  return <ServicesPage services={services} />
}
