import { AppTeaser } from '~/components/sections/app-teaser'
import { FeatureGrid } from '~/components/sections/feature-grid'
import { HomeHero } from '~/components/sections/home-hero'
import { StatsSection } from '~/components/sections/stats-section'
import { business, localized, useCommonContent, useLocalized } from '~/content'
import { home as homeEn } from '~/content/en/home'
import { formatStat } from '~/lib/format'
import { pageMeta } from '~/lib/meta'

import type { Route } from './+types/home'

const homeByLocale = { en: homeEn }

export const meta: Route.MetaFunction = () => pageMeta(localized(homeByLocale).meta, { isHome: true })

export default function HomePage() {
  const home = useLocalized(homeByLocale)
  const { appStores, common, locale } = useCommonContent()
  return (
    <>
      <HomeHero {...home.hero} badgeFigure={formatStat(business.stats.happyUsers, locale)} />
      <StatsSection {...home.about} locale={locale} />
      <FeatureGrid {...home.whyChoose} tone="muted" />
      <AppTeaser {...home.appTeaser} stores={appStores} storeComingSoon={common.comingSoon} />
    </>
  )
}
