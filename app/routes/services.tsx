import { PageHero } from '~/components/sections/page-hero'
import { getContent, useContent } from '~/content'
import { pageMeta } from '~/lib/meta'

import type { Route } from './+types/services'

export const meta: Route.MetaFunction = () => pageMeta(getContent().services.meta)

export default function ServicesPage() {
  const { services } = useContent()
  return <PageHero {...services.hero} />
}
