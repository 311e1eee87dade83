import { PageHero } from '~/components/sections/page-hero'
import { getContent, useContent } from '~/content'
import { pageMeta } from '~/lib/meta'

import type { Route } from './+types/mobile-app'

export const meta: Route.MetaFunction = () => pageMeta(getContent().mobileApp.meta)

export default function MobileAppPage() {
  const { mobileApp } = useContent()
  return <PageHero {...mobileApp.hero} />
}
