import type { Locale } from '~/content/pages'
import { withColon } from '~/lib/phrases'
import { cn } from '~/lib/utils'

/**
 * A drawn map with a pin and the address: no map service, no iframe, no request. A real map
 * would send every visitor's address to a third party.
 */
export function MapPlaceholder({
  caption,
  addressLines,
  locale,
  className,
}: {
  caption: string
  addressLines: string[]
  locale: Locale
  className?: string
}) {
  return (
    <figure className={cn('overflow-hidden rounded-card border border-border bg-card', className)}>
      <svg viewBox="0 0 400 220" aria-hidden="true" className="block h-auto w-full bg-primary-soft">
        <g className="stroke-card" strokeWidth="14" strokeLinecap="round">
          <path d="M-10 60 H410" />
          <path d="M-10 150 H410" />
          <path d="M90 -10 V230" />
          <path d="M250 -10 V230" />
        </g>
        <g className="stroke-card" strokeWidth="6" strokeLinecap="round">
          <path d="M-10 105 H410" />
          <path d="M170 -10 V230" />
          <path d="M330 -10 V230" />
          <path d="M20 230 L120 -10" />
        </g>
        <rect x="265" y="165" width="60" height="45" rx="8" className="fill-primary/25" />
        <rect x="185" y="10" width="55" height="40" rx="8" className="fill-primary/25" />
        <path d="M210 128c0-17 12-28 26-28s26 11 26 28c0 20-26 42-26 42s-26-22-26-42z" className="fill-primary" />
        <circle cx="236" cy="128" r="9" className="fill-card" />
      </svg>
      <figcaption className="p-4">
        <span className="sr-only">{withColon(caption, locale)} </span>
        {addressLines.map((line) => (
          <span key={line} className="block first:font-semibold">
            {line}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
