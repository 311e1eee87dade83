import { Container } from '~/components/ui/section'
import type { PageHeroContent } from '~/content/types'

/** The heading block that opens every inner page: its <h1> names the page. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroContent & { children?: React.ReactNode }) {
  return (
    <div className="relative overflow-hidden border-b border-border bg-primary-soft/60">
      <Decoration />
      <Container className="relative py-16 sm:py-20 lg:py-24">
        <p className="mb-4 text-sm font-bold tracking-wider text-primary uppercase">{eyebrow}</p>
        <h1 className="max-w-3xl text-display font-extrabold text-balance">{title}</h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">{intro}</p>
        {children}
      </Container>
    </div>
  )
}

function Decoration() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 400"
      className="pointer-events-none absolute -top-24 -right-24 size-96 text-primary opacity-10 sm:-right-10"
    >
      <circle cx="200" cy="200" r="190" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="200" cy="200" r="140" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="200" cy="200" r="90" fill="currentColor" />
    </svg>
  )
}
