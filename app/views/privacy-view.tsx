import { ContactCard } from '~/components/blocks/contact-card'
import { DateLine } from '~/components/blocks/date-line'
import { LinkList } from '~/components/blocks/link-list'
import { StorageNotes } from '~/components/blocks/storage-notes'
import { TopicList } from '~/components/blocks/topic-list'
import { PageHero } from '~/components/sections/page-hero'
import { TextSection } from '~/components/sections/text-section'
import { FirstScreenEnd } from '~/components/ui/first-screen-end'
import type { SiteContent } from '~/content/types'

/**
 * The privacy policy: who answers for personal information and how to reach them, what the site
 * and the business collect and keep, and the visitor's rights. What it says of the site is held
 * true by tests/e2e/privacy.spec.ts.
 */
export function PrivacyView({ site: { privacy, facts, common, contact, locale } }: { site: SiteContent }) {
  const {
    responsible,
    website,
    contactForm,
    browserStorage,
    hostLogs,
    whenYouContactUs,
    yourRights,
    complaints,
    changes,
  } = privacy
  // The form's paragraphs follow the owner's switch, so that the page is true in both states.
  const { whenOff, whenOn, ...contactFormHeading } = contactForm
  return (
    <>
      <PageHero {...privacy.hero}>
        <DateLine label={privacy.lastUpdatedLabel} date={privacy.lastUpdated} locale={locale} />
      </PageHero>
      <FirstScreenEnd />
      <TextSection {...responsible}>
        <ContactCard
          person={facts.privacyOfficer}
          contact={{ ...facts.contact, email: facts.privacyOfficer.email }}
          labels={common.contactLabels}
          locale={locale}
        />
      </TextSection>
      <TextSection {...website} />
      <TextSection {...contactFormHeading} paragraphs={contact.deliverMessages ? whenOn : whenOff} />
      <TextSection {...browserStorage}>
        <StorageNotes
          notes={Object.entries(browserStorage.entries).map(([key, note]) => ({ key, purpose: note.purpose }))}
        />
      </TextSection>
      <TextSection {...hostLogs} />
      <TextSection {...whenYouContactUs}>
        <TopicList items={whenYouContactUs.items} />
      </TextSection>
      <TextSection {...yourRights} />
      <TextSection {...complaints}>
        <LinkList
          links={complaints.authorities.map((authority) => ({
            label: authority.name,
            href: authority.href,
            note: authority.where,
          }))}
        />
      </TextSection>
      <TextSection {...changes} />
    </>
  )
}
