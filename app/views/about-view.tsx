import { FeatureGrid } from '~/components/sections/feature-grid'
import { MissionStatement } from '~/components/sections/mission-statement'
import { PageHero } from '~/components/sections/page-hero'
import { Story } from '~/components/sections/story'
import { TeamGrid } from '~/components/sections/team-grid'
import { FirstScreenEnd } from '~/components/ui/first-screen-end'
import type { ShownSite } from '~/lib/photos'

export function AboutView({ site: { about } }: { site: ShownSite }) {
  return (
    <>
      {/* The sections alternate tones and end in the page's own: the footer is muted. */}
      <PageHero {...about.hero} />
      <MissionStatement {...about.mission} tone="muted" />
      {/* A phone's first screen shows the mission statement under the hero. */}
      <FirstScreenEnd />
      <Story {...about.story} />
      <FeatureGrid {...about.values} tone="muted" />
      <TeamGrid {...about.team} />
    </>
  )
}
