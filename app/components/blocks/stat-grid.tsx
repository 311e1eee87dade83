import type { BusinessFacts, StatLabelContent } from '~/content/types'
import { cn } from '~/lib/utils'

/** The business's figures, each with its label: a description list, value shown first. */
export function StatGrid({
  items,
  figures,
  variant = 'card',
}: {
  items: StatLabelContent[]
  /** Every figure, written for the page's language; `items` say which to show. */
  figures: BusinessFacts['figures']
  variant?: 'card' | 'plain'
}) {
  return (
    // One column on the narrowest phones: a figure such as "24 h/24, 7 j/7" cannot break inside
    // its parts, and half of 320 px is narrower than it (tests/e2e/french.spec.ts). Each tile is two
    // rows of the list's grid, figure above label, so where one label takes more lines than its
    // neighbours' the figures of its row still end on one line (tests/e2e/layout.spec.ts).
    <dl className={cn('grid grid-cols-1 gap-4 min-[25rem]:grid-cols-2', variant === 'card' && 'lg:grid-cols-4')}>
      {items.map((item) => (
        <div
          key={item.stat}
          className={cn(
            'row-span-2 grid grid-rows-subgrid gap-1 rounded-card p-5 text-center sm:p-6',
            variant === 'card' ? 'border border-border bg-card' : 'bg-primary-soft forced-colors:border',
          )}
        >
          <dt className="row-start-2 text-sm font-semibold text-muted-foreground sm:text-base">{item.label}</dt>
          <dd className="row-start-1 self-end text-3xl font-extrabold text-primary sm:text-4xl">
            {figures[item.stat]}
          </dd>
        </div>
      ))}
    </dl>
  )
}
