import { Section } from '~/components/ui/section'
import type { ServicesContent } from '~/content/types'

import { SectionHeading } from '~/components/blocks/section-heading'

/** The steps in order, as an ordered list; the number is drawn, and read as "Step 1". */
export function ProcessSteps({ steps, stepLabel, ...heading }: ServicesContent['process']) {
  return (
    <Section tone="muted">
      <SectionHeading {...heading} />
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-card border border-border bg-card p-6 print:break-inside-avoid"
          >
            <p className="flex size-12 items-center justify-center rounded-full bg-primary text-xl font-extrabold text-primary-foreground print:border print:text-foreground forced-colors:border">
              <span className="sr-only">{stepLabel} </span>
              {index + 1}
            </p>
            <h3 className="mt-5 text-xl font-bold">{step.title}</h3>
            <p className="mt-2 text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
