import { AppTeaser } from '~/components/sections/app-teaser'
import { FeatureGrid } from '~/components/sections/feature-grid'
import { HomeHero } from '~/components/sections/home-hero'
import { StatsSection } from '~/components/sections/stats-section'
import { useCommonContent } from '~/content'
import { statText } from '~/lib/figures'
import type { HomeContent } from '~/content/types'

export function HomePage({ home }: { home: HomeContent }) {
  const { appStores, common, locale } = useCommonContent()
  return (
    <>
      <HomeHero {...home.hero} badgeFigure={statText('happyUsers', locale)} locale={locale} />
      <StatsSection {...home.about} locale={locale} />
      <FeatureGrid {...home.whyChoose} tone="muted" />
      <AppTeaser {...home.appTeaser} stores={appStores} storeComingSoon={common.comingSoon} locale={locale} />
    </>
  )
}
