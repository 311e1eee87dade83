import { FeatureGrid } from '~/components/sections/feature-grid'
import { MissionStatement } from '~/components/sections/mission-statement'
import { PageHero } from '~/components/sections/page-hero'
import { Story } from '~/components/sections/story'
import { TeamGrid } from '~/components/sections/team-grid'
import { FirstScreenEnd } from '~/components/ui/first-screen-end'
import type { SiteContent } from '~/content/types'
import type { PagePhotos } from '~/lib/photos'

export function AboutView({ site: { about }, photos = {} }: { site: SiteContent; photos?: PagePhotos }) {
  return (
    <>
      <PageHero {...about.hero} />
      <MissionStatement {...about.mission} />
      {/* A phone's first screen shows the mission statement under the hero. */}
      <FirstScreenEnd />
      <Story {...about.story} />
      <FeatureGrid {...about.values} />
      <TeamGrid {...about.team} photos={photos.team} />
    </>
  )
}
