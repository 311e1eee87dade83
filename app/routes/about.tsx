import { FeatureGrid } from '~/components/sections/feature-grid'
import { MissionStatement } from '~/components/sections/mission-statement'
import { PageHero } from '~/components/sections/page-hero'
import { Story } from '~/components/sections/story'
import { TeamGrid } from '~/components/sections/team-grid'
import { localized, useLocalized } from '~/content'
import { about as aboutEn } from '~/content/en/about'
import { pageMeta } from '~/lib/meta'

import type { Route } from './+types/about'

const aboutByLocale = { en: aboutEn }

export const meta: Route.MetaFunction = () => pageMeta(localized(aboutByLocale).meta)

export default function AboutPage() {
  const about = useLocalized(aboutByLocale)
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
