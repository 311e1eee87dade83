import { Section, type SectionTone } from '~/components/ui/section'
import type { AboutContent } from '~/content/types'

import { SectionHeading } from '~/components/blocks/section-heading'

export function Story({ paragraphs, tone, ...heading }: AboutContent['story'] & { tone?: SectionTone }) {
  return (
    <Section tone={tone}>
      <div className="grid lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <SectionHeading {...heading} />
        <div className="space-y-5 text-lg text-muted-foreground">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Section>
  )
}
