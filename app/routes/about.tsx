import { FeatureGrid } from '~/components/sections/feature-grid'
import { MissionStatement } from '~/components/sections/mission-statement'
import { PageHero } from '~/components/sections/page-hero'
import { Story } from '~/components/sections/story'
import { TeamGrid } from '~/components/sections/team-grid'
import { getContent, useContent } from '~/content'
import { pageMeta } from '~/lib/meta'

import type { Route } from './+types/about'

export const meta: Route.MetaFunction = () => pageMeta(getContent().about.meta)

export default function AboutPage() {
  const { about } = useContent()
  return (
    <>
      <PageHero {...about.hero} />
      <MissionStatement {...about.mission} />
      <Story {...about.story} />
      <FeatureGrid {...about.values} />
      <TeamGrid {...about.team} />
    </>
  )
}
