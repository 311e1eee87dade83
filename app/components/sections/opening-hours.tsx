import type { OpeningHours } from '~/content/business'
import type { ContactContent } from '~/content/types'
import { formatTime } from '~/lib/format'
import type { Locale } from '~/content/pages'

/** Opening hours from business.ts as a description list, with machine-readable <time>s. */
export function OpeningHoursList({
  hours,
  content,
  locale,
}: {
  hours: readonly OpeningHours[]
  content: ContactContent['hours']
  locale: Locale
}) {
  return (
    <dl className="divide-y divide-border">
      {hours.map(({ days: [first, last], opens, closes }) => (
        <div key={first} className="flex flex-wrap justify-between gap-x-4 py-2.5">
          <dt className="font-semibold">
            {first === last
              ? content.dayNames[first]
              : `${content.dayNames[first]}${content.rangeSeparator}${content.dayNames[last]}`}
          </dt>
          <dd className="text-muted-foreground">
            {opens && closes ? (
              <>
                <time dateTime={opens}>{formatTime(opens, locale)}</time> –{' '}
                <time dateTime={closes}>{formatTime(closes, locale)}</time>
              </>
            ) : (
              content.closedLabel
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
