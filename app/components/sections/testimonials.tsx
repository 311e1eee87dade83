import { Card } from '~/components/ui/card'
import { Section } from '~/components/ui/section'
import type { MobileAppContent } from '~/content/types'

import { SectionHeading } from '~/components/blocks/section-heading'
import { OpeningQuoteMark } from '~/components/ui/icon'

export function Testimonials({ items, ...heading }: MobileAppContent['testimonials']) {
  return (
    <Section>
      <SectionHeading {...heading} />
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.name}>
            <Card className="h-full">
              <figure>
                <OpeningQuoteMark className="size-8" />
                <blockquote className="mt-4 text-lg">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-bold">{item.name}</span>
                  <span className="text-sm text-muted-foreground">{item.detail}</span>
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}
