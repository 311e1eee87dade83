import { brandMark } from '~/lib/brand-mark'
import { cn } from '~/lib/utils'

/** The brand mark (app/lib/brand-mark.ts), drawn inline in the theme's colours so it costs no request. */
export function LogoMark({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return (
    <svg
      viewBox={brandMark.viewBox}
      aria-hidden="true"
      className={cn('shrink-0', size === 'md' ? 'size-10' : 'size-8')}
    >
      <circle {...brandMark.circle} className="fill-primary" />
      <path
        d={brandMark.leaf}
        className="fill-none stroke-primary-foreground"
        strokeWidth={brandMark.strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function Logo({
  name,
  descriptor,
  href,
  className,
}: {
  name: string
  descriptor: string
  href: string
  className?: string
}) {
  return (
    <a href={href} className={cn('flex min-h-11 items-center gap-2.5 rounded-lg', className)}>
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className="text-xl font-extrabold tracking-tight">{name}</span>{' '}
        <span className="text-xs font-semibold tracking-wide text-muted-foreground max-[359px]:sr-only">
          {descriptor}
        </span>
      </span>
    </a>
  )
}
