import type { Locale } from '~/content/pages'
import type { WrittenDate } from '~/content/types'
import { withColon } from '~/lib/phrases'

/** "Last updated: November 25, 2026", the date in a `<time>` that machines read too. */
export function DateLine({ label, date, locale }: { label: string; date: WrittenDate; locale: Locale }) {
  return (
    <p className="mt-6 font-semibold text-muted-foreground">
      {withColon(label, locale)} <time dateTime={date.dateTime}>{date.text}</time>
    </p>
  )
}
