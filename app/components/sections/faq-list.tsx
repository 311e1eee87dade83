import { Section } from '~/components/ui/section'
import type { ContactContent } from '~/content/types'

import { SectionHeading } from '~/components/blocks/section-heading'
import { Icon } from '~/components/ui/icon'

/** Questions as native <details> disclosures: keyboard and screen-reader ready, no JavaScript needed. */
export function FaqList({ items, ...heading }: ContactContent['faq']) {
  return (
    <Section>
      <SectionHeading align="center" {...heading} />
      <div className="mx-auto max-w-3xl space-y-3">
        {items.map((item) => (
          // On paper every answer is shown, and a question stays with its answer.
          <details
            key={item.question}
            className="group rounded-2xl border border-border bg-card print:break-inside-avoid print:details-shown"
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-lg font-semibold text-pretty">
              {item.question}
              <Icon
                name="chevron-down"

                className="size-5 shrink-0 text-primary group-open:rotate-180 motion-safe:transition-transform print:hidden"
              />
            </summary>
            <p className="px-5 pb-5 text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
