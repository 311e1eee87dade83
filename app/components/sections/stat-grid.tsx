import { business } from '~/content'
import type { StatLabelContent } from '~/content/types'
import { formatFigure } from '~/lib/format'
import type { Locale } from '~/content/pages'
import { cn } from '~/lib/utils'

/** Figures from business.json, each with its label: a description list, value shown first. */
export function StatGrid({
  items,
  locale,
  variant = 'card',
}: {
  items: StatLabelContent[]
  locale: Locale
  variant?: 'card' | 'plain'
}) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4', variant === 'card' && 'lg:grid-cols-4')}>
      {items.map((item) => (
        <div
          key={item.stat}
          className={cn(
            'flex flex-col-reverse gap-1 rounded-card p-5 text-center sm:p-6',
            variant === 'card' ? 'border border-border bg-card' : 'bg-primary-soft',
          )}
        >
          <dt className="text-sm font-semibold text-muted-foreground sm:text-base">{item.label}</dt>
          <dd className="text-3xl font-extrabold text-primary sm:text-4xl">
            {formatFigure(business.figures[item.stat], locale)}
          </dd>
        </div>
      ))}
    </dl>
  )
}
