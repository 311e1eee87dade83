import { BulletList } from '~/components/blocks/bullet-list'
import { ChangeList } from '~/components/blocks/change-list'
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
 * The privacy policy: the page in brief, who answers for personal information and how to reach
 * them, what the site, its host and the business collect and keep, the health records a
 * dietitian's care makes (only while one gives care), the visitor's rights, breaches, complaints
 * and the dated changes. What it says of the site is held true by tests/e2e/privacy.spec.ts.
 */
export function PrivacyView({ site: { privacy, facts, everyPage, contact, locale } }: { site: SiteContent }) {
  const {
    summary,
    responsible,
    website,
    contactForm,
    browserStorage,
    hostLogs,
    whenYouContactUs,
    healthRecords,
    yourRights,
    breaches,
    complaints,
    changes,
  } = privacy
  // The form's paragraphs follow the owner's switch, so that the page is true in both states.
  const { whenOff, whenOn, ...contactFormHeading } = contactForm
  return (
    <>
      <PageHero {...privacy.hero}>
        <DateLine label={privacy.effectiveDateLabel} date={privacy.effectiveDate} locale={locale} />
      </PageHero>
      <FirstScreenEnd />
      <TextSection {...summary}>
        <BulletList items={summary.items} />
      </TextSection>
      <TextSection {...responsible}>
        <ContactCard
          person={facts.privacyOfficer}
          contact={{ ...facts.contact, email: facts.privacyOfficer.email }}
          labels={everyPage.contactLabels}
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
      {/* PHIPA applies only to a dietitian's care: without one, the section would mislead (business.json `healthRecords`). */}
      {facts.healthCustodian && (
        <TextSection {...healthRecords}>
          <LinkList links={[{ label: healthRecords.authority.name, href: healthRecords.authority.href }]} />
        </TextSection>
      )}
      <TextSection {...yourRights} />
      <TextSection {...breaches} />
      <TextSection {...complaints}>
        <LinkList
          links={complaints.authorities.map((authority) => ({
            label: authority.name,
            href: authority.href,
            note: authority.where,
          }))}
        />
      </TextSection>
      <TextSection {...changes}>
        <ChangeList changes={changes.history} locale={locale} />
      </TextSection>
    </>
  )
}
