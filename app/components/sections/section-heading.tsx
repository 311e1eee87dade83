import { SectionEyebrow, SectionHeader, SectionIntro, SectionTitle } from '~/components/ui/section'
import type { SectionHeaderContent } from '~/content/types'
import { cn } from '~/lib/utils'

/** The eyebrow, <h2> and intro that open a section; `id` names the section for aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'start',
}: SectionHeaderContent & { id: string; align?: 'start' | 'center' }) {
  return (
    <SectionHeader className={cn(align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <SectionEyebrow>{eyebrow}</SectionEyebrow>}
      <SectionTitle id={id}>{title}</SectionTitle>
      {intro && <SectionIntro>{intro}</SectionIntro>}
    </SectionHeader>
  )
}
