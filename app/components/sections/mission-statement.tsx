import { Section, SectionEyebrow, SectionTitle, type SectionTone } from '~/components/ui/section'
import type { AboutContent } from '~/content/types'
import { OpeningQuoteMark } from '~/components/ui/icon'

export function MissionStatement({
  eyebrow,
  title,
  statement,
  tone,
}: AboutContent['mission'] & { tone?: SectionTone }) {
  return (
    <Section tone={tone}>
      <div className="mx-auto max-w-3xl text-center">
        {eyebrow && <SectionEyebrow>{eyebrow}</SectionEyebrow>}
        <SectionTitle>{title}</SectionTitle>
        <OpeningQuoteMark className="mx-auto mt-8 size-10" />
        <p className="mt-4 text-2xl leading-snug font-semibold text-balance sm:text-3xl">{statement}</p>
      </div>
    </Section>
  )
}
