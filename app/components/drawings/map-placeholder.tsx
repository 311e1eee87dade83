import { cn } from '~/lib/utils'

/**
 * A drawn map with a pin, and its caption (the block's title and the address, from the page): no
 * map service, no iframe, no request. A real map would send every visitor's address to a third
 * party. On a phone the map closes the block; from `lg` it takes the block's left part, as wide as
 * the form above it on the contact page (app/views/contact-view.tsx), with the caption beside it.
 */
export function MapPlaceholder({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <figure
      className={cn(
        'grid items-center gap-x-8 overflow-hidden rounded-card border border-border bg-card shadow-sm lg:grid-cols-[1.3fr_1fr]',
        className,
      )}
    >
      <figcaption className="p-6 sm:p-8">{children}</figcaption>
      <svg viewBox="0 0 400 220" aria-hidden="true" className="block h-auto w-full bg-primary-soft lg:order-first">
        {/* The streets, main then side: one path each, a subpath per street. */}
        <path d="M-10 60H410M-10 150H410M90-10V230M250-10V230" className="stroke-card" strokeWidth="14" />
        <path d="M-10 105H410M170-10V230M330-10V230M20 230 120-10" className="stroke-card" strokeWidth="6" />
        <rect x="265" y="165" width="60" height="45" rx="8" className="fill-primary/25" />
        <rect x="185" y="10" width="55" height="40" rx="8" className="fill-primary/25" />
        <path d="M210 128c0-17 12-28 26-28s26 11 26 28c0 20-26 42-26 42s-26-22-26-42z" className="fill-primary" />
        <circle cx="236" cy="128" r="9" className="fill-card" />
      </svg>
    </figure>
  )
}
