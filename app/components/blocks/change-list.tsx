import type { Locale } from '~/content/pages'
import type { WrittenDate } from '~/content/types'
import { withColon } from '~/lib/phrases'

/** A policy's dated changes, newest first: "November 27, 2026: First version of this policy." */
export function ChangeList({ changes, locale }: { changes: { date: WrittenDate; change: string }[]; locale: Locale }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-primary">
      {changes.map(({ date, change }) => (
        <li key={`${date.dateTime} ${change}`} className="pl-1">
          <span className="font-semibold">
            <time dateTime={date.dateTime}>{date.text}</time>
            {/* The colon as the language writes it after the date ("\u00a0:" in French). */}
            {withColon(date.text, locale).slice(date.text.length)}
          </span>{' '}
          {change}
        </li>
      ))}
    </ul>
  )
}
