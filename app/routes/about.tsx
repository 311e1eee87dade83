import { FeatureGrid } from '~/components/sections/feature-grid'
import { MissionStatement } from '~/components/sections/mission-statement'
import { PageHero } from '~/components/sections/page-hero'
import { Story } from '~/components/sections/story'
import { TeamGrid } from '~/components/sections/team-grid'
import { getCommonContent, localized, useLocalized } from '~/content'
import { about as aboutEn } from '~/content/en/about'
import { pageMeta } from '~/lib/meta'
import { paths } from '~/lib/paths'

import type { Route } from './+types/about'

const aboutByLocale = { en: aboutEn }

export const meta: Route.MetaFunction = () => {
  const { locale, common } = getCommonContent()
  const page = localized(aboutByLocale, locale)
  return pageMeta({ meta: page.meta, path: paths.about, locale, common })
}

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
