import { Card, CardDescription, CardIcon, CardTitle } from '~/components/ui/card'
import { Icon } from '~/components/ui/icon'
import { Section, type SectionTone } from '~/components/ui/section'
import type { FeatureContent, SectionHeaderContent } from '~/content/types'
import { cn } from '~/lib/utils'

import { SectionHeading } from '~/components/blocks/section-heading'

export function FeatureCard({ icon, title, description, children }: FeatureContent & { children?: React.ReactNode }) {
  return (
    <Card className="h-full motion-safe:transition-transform motion-safe:hover:-translate-y-1">
      <CardIcon>
        <Icon name={icon} />
      </CardIcon>
      <CardTitle>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
      {children}
    </Card>
  )
}

/** A titled grid of icon cards: why-choose reasons, values, app features. */
export function FeatureGrid({
  items,
  tone,
  ...heading
}: SectionHeaderContent & { items: FeatureContent[]; tone?: SectionTone }) {
  return (
    <Section tone={tone}>
      <SectionHeading {...heading} />
      <ul className={cn('grid gap-6', items.length > 3 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-3')}>
        {items.map((item) => (
          <li key={item.title}>
            <FeatureCard {...item} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
