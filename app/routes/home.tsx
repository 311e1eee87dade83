import { AppTeaser } from '~/components/sections/app-teaser'
import { FeatureGrid } from '~/components/sections/feature-grid'
import { HomeHero } from '~/components/sections/home-hero'
import { StatsSection } from '~/components/sections/stats-section'
import { business, getCommonContent, localized, useCommonContent, useLocalized } from '~/content'
import { home as homeEn } from '~/content/en/home'
import { formatStat } from '~/lib/format'
import { pageMeta } from '~/lib/meta'
import { webSiteJsonLd } from '~/lib/structured-data'
import { paths } from '~/lib/paths'

import type { Route } from './+types/home'

const homeByLocale = { en: homeEn }

export const meta: Route.MetaFunction = () => {
  const { locale, common } = getCommonContent()
  const page = localized(homeByLocale, locale)
  return pageMeta({ meta: page.meta, path: paths.home, locale, common, isHome: true, jsonLd: [webSiteJsonLd(locale)] })
}

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
