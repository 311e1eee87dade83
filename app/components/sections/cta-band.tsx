import { useId } from 'react'

import { Container } from '~/components/ui/section'
import type { SectionHeaderContent } from '~/content/types'

/** A closing call to action on the brand colour; the actions come in as children. */
export function CtaBand({ title, intro, children }: SectionHeaderContent & { children: React.ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 sm:py-16">
          <svg
            aria-hidden="true"
            viewBox="0 0 200 200"
            className="pointer-events-none absolute -bottom-16 -left-16 size-64 opacity-15"
          >
            <circle cx="100" cy="100" r="95" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="100" cy="100" r="60" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <h2 id={headingId} className="relative text-title font-bold text-balance">
            {title}
          </h2>
          {intro && <p className="relative mx-auto mt-4 max-w-2xl text-lg text-pretty opacity-90">{intro}</p>}
          <div className="relative mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        </div>
      </Container>
    </section>
  )
}
