import type { BusinessFacts, StatLabelContent } from '~/content/types'
import { cn } from '~/lib/utils'

/**
 * How the grid lays out as many figures as the owner shows (docs/product.md: a figure can be
 * dropped): four side by side on wide screens in cards, two by two otherwise; three in a row of
 * cards, or two with the third across both; one or two centred, never a lone half-width tile.
 */
const layouts = {
  card: {
    1: 'mx-auto max-w-xs grid-cols-1',
    2: 'mx-auto max-w-2xl grid-cols-1 min-[25rem]:grid-cols-2',
    3: 'grid-cols-1 min-[25rem]:grid-cols-2 lg:grid-cols-3 max-lg:[&>:last-child]:col-span-full',
    4: 'grid-cols-1 min-[25rem]:grid-cols-2 lg:grid-cols-4',
  },
  plain: {
    1: 'grid-cols-1',
    2: 'grid-cols-1 min-[25rem]:grid-cols-2',
    3: 'grid-cols-1 min-[25rem]:grid-cols-2 [&>:last-child]:col-span-full',
    4: 'grid-cols-1 min-[25rem]:grid-cols-2',
  },
} as const

/** The business's figures, each with its label: a description list, value shown first. */
export function StatGrid({
  items,
  figures,
  variant = 'card',
}: {
  items: StatLabelContent[]
  /** The figures the owner shows, written for the page's language; `items` say which go here. */
  figures: BusinessFacts['figures']
  variant?: 'card' | 'plain'
}) {
  const shown = items.flatMap((item) => {
    const figure = figures[item.stat]
    return figure ? [{ ...item, figure }] : []
  })
  if (shown.length === 0) return null
  const count = Math.min(shown.length, 4) as 1 | 2 | 3 | 4
  return (
    // One column on the narrowest phones: a figure such as "24 h/24, 7 j/7" cannot break inside
    // its parts, and half of 320 px is narrower than it (tests/e2e/french.spec.ts). Each tile is two
    // rows of the list's grid, figure above label, so where one label takes more lines than its
    // neighbours' the figures of its row still end on one line (tests/e2e/layout.spec.ts).
    <dl className={cn('grid gap-4', layouts[variant][count])}>
      {shown.map((item) => (
        <div
          key={item.stat}
          className={cn(
            'row-span-2 grid grid-rows-subgrid gap-1 rounded-card p-5 text-center sm:p-6',
            variant === 'card' ? 'border border-border bg-card' : 'bg-primary-soft forced-colors:border',
          )}
        >
          <dt className="row-start-2 text-sm font-semibold text-muted-foreground sm:text-base">{item.label}</dt>
          <dd className="row-start-1 self-end text-3xl font-extrabold text-primary sm:text-4xl">{item.figure}</dd>
        </div>
      ))}
    </dl>
  )
}
