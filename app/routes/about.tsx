import { PageHero } from '~/components/sections/page-hero'
import { getContent, useContent } from '~/content'
import { pageMeta } from '~/lib/meta'

import type { Route } from './+types/about'

export const meta: Route.MetaFunction = () => pageMeta(getContent().about.meta)

export default function AboutPage() {
  const { about } = useContent()
  return <PageHero {...about.hero} />
}
