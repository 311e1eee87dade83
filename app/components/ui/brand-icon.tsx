import { cn } from '~/lib/utils'

export type BrandIconName = 'facebook' | 'instagram' | 'x' | 'youtube' | 'googlePlay' | 'appStore'

/** A brand mark from the static sprite (public/brand-icons.svg, see scripts/brand-icons.mjs). */
export function BrandIcon({ name, className }: { name: BrandIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn('fill-current', className)}>
      <use href={`/brand-icons.svg#${name}`} />
    </svg>
  )
}
