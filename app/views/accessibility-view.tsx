import { BulletList } from '~/components/blocks/bullet-list'
import { ContactCard } from '~/components/blocks/contact-card'
import { DateLine } from '~/components/blocks/date-line'
import { PageHero } from '~/components/sections/page-hero'
import { TextSection } from '~/components/sections/text-section'
import { FirstScreenEnd } from '~/components/ui/first-screen-end'
import type { SiteContent } from '~/content/types'

/**
 * The accessibility statement, for a visitor, of the business as well as the site (Ontario's
 * customer service standard): the standard the site meets and how it is checked
 * (docs/accessibility.md has the criterion-by-criterion report), its known limits, visiting the
 * office, communication supports, feedback on everything, and other formats.
 */
export function AccessibilityView({
  site: { accessibility, facts, everyPage, contact, locale },
}: {
  site: SiteContent
}) {
  const { standard, howChecked, knownLimits, visitingOffice, communicationSupports, feedback, otherFormats } =
    accessibility
  return (
    <>
      <PageHero {...accessibility.hero}>
        <DateLine label={accessibility.lastReviewedLabel} date={accessibility.lastReviewed} locale={locale} />
      </PageHero>
      <FirstScreenEnd />
      <TextSection {...standard} />
      <TextSection {...howChecked}>
        <BulletList items={howChecked.items} />
      </TextSection>
      <TextSection {...knownLimits}>
        {/* Like the privacy page, the list follows the form's switch, so that it is true in both states. */}
        <BulletList
          items={contact.deliverMessages ? knownLimits.items : [...knownLimits.items, ...knownLimits.whenFormOff]}
        />
      </TextSection>
      <TextSection {...visitingOffice}>
        <BulletList items={visitingOffice.items} />
      </TextSection>
      <TextSection {...communicationSupports}>
        <BulletList items={communicationSupports.items} />
      </TextSection>
      <TextSection {...feedback}>
        <ContactCard contact={facts.contact} labels={everyPage.contactLabels} locale={locale} />
      </TextSection>
      <TextSection {...otherFormats}>
        <BulletList items={otherFormats.items} />
      </TextSection>
    </>
  )
}
