import { Section, type SectionTone } from '~/components/ui/section'
import type { BusinessFacts, StatsContent } from '~/content/types'
import { cn } from '~/lib/utils'

import { SectionHeading } from '~/components/blocks/section-heading'
import { StatGrid } from '~/components/blocks/stat-grid'

/** A heading, optional paragraphs, and the figures beside (wide screens) or below them. */
export function StatsSection({
  items,
  paragraphs,
  figures,
  tone,
  ...heading
}: StatsContent & { paragraphs?: string[]; figures: BusinessFacts['figures']; tone?: SectionTone }) {
  const shown = items.filter((item) => figures[item.stat])
  // A block of figures whose every figure the owner dropped has nothing left to say.
  if (!paragraphs && shown.length === 0) return null
  return (
    <Section tone={tone}>
      {paragraphs ? (
        <div className={cn('grid items-center gap-10 lg:gap-16', shown.length > 0 && 'lg:grid-cols-2')}>
          <div>
            <SectionHeading {...heading} />
            <div className="-mt-4 space-y-4 text-lg text-muted-foreground">
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <StatGrid items={items} figures={figures} variant="plain" />
        </div>
      ) : (
        <>
          <SectionHeading {...heading} />
          <StatGrid items={items} figures={figures} />
        </>
      )}
    </Section>
  )
}
