import { Rings } from '~/components/ui/rings'
import { Section, SectionTitle } from '~/components/ui/section'
import type { SectionHeaderContent } from '~/content/types'

/** A closing call to action on the brand colour; the actions come in as children. */
export function CtaBand({ title, intro, children }: SectionHeaderContent & { children: React.ReactNode }) {
  return (
    <Section space="band">
      {/* The light scheme's deep teal in both themes, its buttons too: the dark scheme's bright
          primary made the band the most glaring block of a dark page. */}
      <div className="relative overflow-hidden rounded-[2rem] bg-primary px-6 py-12 text-center text-primary-foreground scheme-light sm:px-12 sm:py-16 print:border print:border-border print:text-foreground forced-colors:border">
        {/* In the corner, where the centred text never reaches; on a narrower band it would. */}
        <Rings radii={[95, 60]} className="-bottom-20 -left-20 size-48 opacity-15 max-lg:hidden" />
        <SectionTitle className="relative">{title}</SectionTitle>
        {intro && <p className="relative mx-auto mt-4 max-w-2xl text-lg opacity-90">{intro}</p>}
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </Section>
  )
}
