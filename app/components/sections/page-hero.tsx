import { Rings } from '~/components/ui/rings'
import { Container } from '~/components/ui/section'
import type { PageHeroContent } from '~/content/types'

/** The heading block that opens every inner page: its <h1> names the page. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroContent & { children?: React.ReactNode }) {
  return (
    <div className="relative overflow-hidden border-b border-border bg-primary-soft/60">
      {/* Narrower than `lg`, the rings would lie across the heading and the intro: not drawn there. */}
      <Rings
        radii={[190, 140, 90]}
        filledCore
        className="-top-24 -right-10 size-96 text-primary opacity-10 max-lg:hidden"
      />
      <Container className="relative py-16 sm:py-20 lg:py-24">
        <p className="mb-4 text-sm font-bold tracking-wider text-primary uppercase">{eyebrow}</p>
        <h1 className="max-w-3xl text-display font-extrabold wrap-break-word">{title}</h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">{intro}</p>
        {children}
      </Container>
    </div>
  )
}
