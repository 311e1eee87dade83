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
      className={cn('shrink-0', className)}
    >
      <use href={`${spritePath}#${name}`} />
    </svg>
  )
}
