import { SectionEyebrow, SectionHeader, SectionIntro, SectionTitle } from '~/components/ui/section'
import type { SectionHeaderContent } from '~/content/types'
import { cn } from '~/lib/utils'

/** The eyebrow, <h2> (which names the section) and intro that open a section. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = 'start',
}: SectionHeaderContent & { align?: 'start' | 'center' }) {
  return (
    <SectionHeader className={cn(align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <SectionEyebrow>{eyebrow}</SectionEyebrow>}
      <SectionTitle>{title}</SectionTitle>
      {intro && <SectionIntro>{intro}</SectionIntro>}
    </SectionHeader>
  )
}
