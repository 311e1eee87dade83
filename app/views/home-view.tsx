import { AppTeaser } from '~/components/sections/app-teaser'
import { FeatureGrid } from '~/components/sections/feature-grid'
import { HomeHero } from '~/components/sections/home-hero'
import { StatsSection } from '~/components/sections/stats-section'
import { FirstScreenEnd } from '~/components/ui/first-screen-end'
import type { ShownSite } from '~/lib/photos'

export function HomeView({ site: { home, appStores, facts, locale } }: { site: ShownSite }) {
  return (
    <>
      <HomeHero {...home.hero} happyUsers={facts.figures.happyUsers} locale={locale} />
      <FirstScreenEnd />
      <StatsSection {...home.about} figures={facts.figures} />
      <FeatureGrid {...home.whyChoose} tone="muted" />
      <AppTeaser {...home.appTeaser} stores={appStores} storeUrls={facts.appStoreUrls} locale={locale} />
    </>
  )
}
