import { Section } from '~/components/ui/section'
import type { ServicesContent } from '~/content/types'
import type { Locale } from '~/content/pages'
import { withColon } from '~/lib/phrases'

import { FeatureCard } from './feature-grid'
import { SectionHeading } from '~/components/blocks/section-heading'
import { Icon } from '~/components/ui/icon'

export function ServiceGrid({
  items,
  featuresLabel,
  locale,
  ...heading
}: ServicesContent['grid'] & { locale: Locale }) {
  return (
    <Section>
      <SectionHeading {...heading} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map(({ features, ...service }) => (
          <li key={service.title}>
            <FeatureCard {...service}>
              <p className="sr-only">{withColon(featuresLabel, locale)}</p>
              <ul className="mt-5 space-y-2 border-t border-border pt-5">
                {features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Icon name="check" className="mt-0.5 size-5 shrink-0 text-primary" />
                    {feature}
                  </li>
                ))}
              </ul>
            </FeatureCard>
          </li>
        ))}
      </ul>
    </Section>
  )
}
