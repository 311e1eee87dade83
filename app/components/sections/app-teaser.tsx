import { Section, SectionEyebrow, SectionTitle } from '~/components/ui/section'
import type { AppStoreButtonsContent, BusinessFacts, HomeContent } from '~/content/types'
import { type Locale } from '~/content/pages'
import { pathFor } from '~/content/pages'

import { PhoneMockup } from '~/components/drawings/phone-mockup'
import { StoreButtons } from '~/components/blocks/store-buttons'
import { Icon } from '~/components/ui/icon'

export function AppTeaser({
  eyebrow,
  title,
  comingSoon,
  body,
  learnMore,
  previewTitle,
  stores,
  storeUrls,
  locale,
}: HomeContent['appTeaser'] & {
  stores: AppStoreButtonsContent
  storeUrls: BusinessFacts['appStoreUrls']
  locale: Locale
}) {
  return (
    <Section>
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          {eyebrow && <SectionEyebrow>{eyebrow}</SectionEyebrow>}
          <SectionTitle>{title}</SectionTitle>
          <p className="mt-4 inline-flex rounded-full bg-accent px-4 py-1.5 text-lg font-bold text-accent-foreground forced-colors:border">
            {comingSoon}
          </p>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">{body}</p>
          <StoreButtons content={stores} storeUrls={storeUrls} className="mt-8" />
          <a
            href={pathFor(learnMore.page, locale)}
            className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {learnMore.label}
            <Icon name="arrow-right" className="size-4" />
          </a>
        </div>
        <PhoneMockup screen="today" title={previewTitle} className="rotate-2" />
      </div>
    </Section>
  )
}
