import type { IconName } from '~/content/icons'
import { cn } from '~/lib/utils'

/** Every icon is a <symbol> of this one static file (see app/content/icons.ts). */
const spritePath = '/icons.svg'

/** A decorative icon from the sprite. 24 px unless `size-*` classes say otherwise. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      data-slot="icon"
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      // In forced colours an <svg> keeps a colour set on it (Chromium's preserve-parent-color):
      // `currentColor` makes it take the text's colour from the theme instead.
      className={cn('shrink-0 forced-colors:text-current', className)}
    >
      <use href={`${spritePath}#${name}`} />
    </svg>
  )
}

/** The mark before a quotation: the sprite's `quote` draws a closing mark, so it is turned. */
export function OpeningQuoteMark({ className }: { className?: string }) {
  return <Icon name="quote" className={cn('rotate-180 text-primary', className)} />
}
