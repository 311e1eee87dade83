import { CtaBand } from '~/components/sections/cta-band'
import { FeatureGrid } from '~/components/sections/feature-grid'
import { PageHero } from '~/components/sections/page-hero'
import { ScreenshotGallery } from '~/components/sections/screenshot-gallery'
import { StoreButtons } from '~/components/blocks/store-buttons'
import { Testimonials } from '~/components/sections/testimonials'
import { ActionButton } from '~/components/ui/action-button'
import { FirstScreenEnd } from '~/components/ui/first-screen-end'
import { Icon } from '~/components/ui/icon'
import type { ShownSite } from '~/lib/photos'
import { mailtoHref } from '~/content/format'

export function MobileAppView({ site: { mobileApp, appStores, facts } }: { site: ShownSite }) {
  const { comingSoon, ...hero } = mobileApp.hero
  const { buttonLabel, emailSubject, note, ...waitlist } = mobileApp.waitlist
  return (
    <>
      <PageHero {...hero}>
        <p className="mt-6 inline-flex rounded-full bg-accent px-4 py-1.5 font-bold text-accent-foreground">
          {comingSoon}
        </p>
        <StoreButtons content={appStores} storeUrls={facts.appStoreUrls} className="mt-6" />
      </PageHero>
      <FirstScreenEnd />
      <FeatureGrid {...mobileApp.features} />
      <ScreenshotGallery {...mobileApp.screenshots} />
      <Testimonials {...mobileApp.testimonials} />
      <CtaBand {...waitlist}>
        <ActionButton size="lg" variant="inverse" href={mailtoHref(facts.contact.email.display, emailSubject)}>
          <Icon name="mail" />
          {buttonLabel}
        </ActionButton>
        {/* On a line of its own, at the width of the text above it: clear of the band's rings. */}
        <p className="basis-full text-sm opacity-90">
          <span className="mx-auto block max-w-2xl">{note}</span>
        </p>
      </CtaBand>
    </>
  )
}
