import { cn } from '~/lib/utils'

/** The brand mark: a leaf in a circle, drawn inline so it costs no request. */
export function LogoMark({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn('shrink-0', size === 'md' ? 'size-10' : 'size-8')}>
      <circle cx="20" cy="20" r="20" className="fill-primary" />
      <path
        d="M12 27c0-9 6-15 17-15 0 11-6 17-15 17m-2-2 9-9"
        className="fill-none stroke-primary-foreground"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function Logo({ name, descriptor, href }: { name: string; descriptor: string; href: string }) {
  return (
    <a href={href} className="flex min-h-11 items-center gap-2.5 rounded-lg">
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
