import { FilledTemplate } from '~/components/ui/filled-template'
import type { OpeningHoursRow } from '~/content/types'

/** The opening hours as a description list, with machine-readable <time>s; `closedLabel` on a closed day. */
export function OpeningHoursList({ rows, closedLabel }: { rows: OpeningHoursRow[]; closedLabel: string }) {
  return (
    <dl className="divide-y divide-border">
      {rows.map(({ days, times }) => (
        <div key={days} className="flex flex-wrap justify-between gap-x-4 py-2.5">
          <dt className="font-semibold">{days}</dt>
          <dd className="text-muted-foreground">
            {times ? (
              <FilledTemplate
                template={times.template}
                values={{
                  opens: <time dateTime={times.opens.dateTime}>{times.opens.text}</time>,
                  closes: <time dateTime={times.closes.dateTime}>{times.closes.text}</time>,
                }}
              />
            ) : (
              closedLabel
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
