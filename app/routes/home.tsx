import { AppTeaser } from '~/components/sections/app-teaser'
import { FeatureGrid } from '~/components/sections/feature-grid'
import { HomeHero } from '~/components/sections/home-hero'
import { StatsSection } from '~/components/sections/stats-section'
import { business, getContent, useContent } from '~/content'
import { formatStat } from '~/lib/format'
import { pageMeta } from '~/lib/meta'

import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => pageMeta(getContent().home.meta, { isHome: true })

export default function HomePage() {
  const { home, appStores, common, locale } = useContent()
  return (
    <>
      <HomeHero {...home.hero} badgeFigure={formatStat(business.stats.happyUsers, locale)} />
      <StatsSection {...home.about} locale={locale} />
      <FeatureGrid {...home.whyChoose} tone="muted" />
      <AppTeaser {...home.appTeaser} stores={appStores} storeComingSoon={common.comingSoon} />
    </>
  )
}
