import type { business } from '~/content'
import type { ContactContent } from '~/content/types'
import { formatTime } from '~/lib/format'
import type { Locale } from '~/content/pages'

/** Opening hours from business.json as a description list, with machine-readable <time>s. */
export function OpeningHoursList({
  hours,
  content,
  locale,
}: {
  hours: (typeof business)['hours']
  content: ContactContent['hours']
  locale: Locale
}) {
  return (
    <dl className="divide-y divide-border">
      {hours.map(({ from, to, opens, closes, closed }) => (
        <div key={from} className="flex flex-wrap justify-between gap-x-4 py-2.5">
          <dt className="font-semibold">
            {from === to
              ? content.dayNames[from]
              : `${content.dayNames[from]}${content.rangeSeparator}${content.dayNames[to]}`}
          </dt>
          <dd className="text-muted-foreground">
            {!closed && opens && closes ? (
              <>
                {/* No-break spaces: a range never splits across lines ("9 h – 18 h"). */}
                <time dateTime={opens}>{formatTime(opens, locale)}</time>
                {'\u00a0–\u00a0'}
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
