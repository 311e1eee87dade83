import { type IconName, iconSpritePath } from '~/lib/icons'
import { cn } from '~/lib/utils'

/** A decorative icon from the static sprite; see app/lib/icons.ts. 24 px unless `size-*` classes say otherwise. */
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
      <use href={`${iconSpritePath}#${name}`} />
    </svg>
  )
}
