import { Section, SectionEyebrow, SectionTitle } from '~/components/ui/section'

/**
 * A section of running text, as the privacy and accessibility pages are made of: its heading, an
 * introduction and paragraphs, what the page puts after them (a list, contact details), and a
 * closing paragraph, in one column of reading width.
 */
export function TextSection({
  eyebrow,
  title,
  intro,
  paragraphs = [],
  outro,
  children,
}: {
  eyebrow?: string
  title: string
  intro?: string
  paragraphs?: string[]
  outro?: string
  children?: React.ReactNode
}) {
  return (
    // The first after the page's hero keeps a full section's distance from it; the rest follow one
    // another at a reading rhythm.
    <Section space="text" className="first-of-type:pt-14 sm:first-of-type:pt-20">
      <div className="max-w-3xl">
        {eyebrow && <SectionEyebrow>{eyebrow}</SectionEyebrow>}
        <SectionTitle size="text">{title}</SectionTitle>
        <div className="mt-4 space-y-4 text-pretty sm:text-lg">
          {intro && <p>{intro}</p>}
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {children}
          {outro && <p>{outro}</p>}
        </div>
      </div>
    </Section>
  )
}
