import { FaqList } from '~/components/sections/faq-list'
import { MapPlaceholder } from '~/components/drawings/map-placeholder'
import { OpeningHoursList } from '~/components/blocks/opening-hours'
import { PageHero } from '~/components/sections/page-hero'
import { Card } from '~/components/ui/card'
import { AddressLines, ContactList } from '~/components/blocks/contact-list'
import { FirstScreenEnd } from '~/components/ui/first-screen-end'
import { cn } from '~/lib/utils'
import { Container } from '~/components/ui/section'
import type { SiteContent } from '~/content/types'

/** The id of the heading that names the contact form, which the page entry hands to the island. */
export const contactFormTitleId = 'contact-form-title'

/** The contact page's heading block; see ContactView for why the entry renders it on its own. */
export function ContactHero({ site: { contact } }: { site: SiteContent }) {
  return (
    <>
      <PageHero {...contact.hero} />
      <FirstScreenEnd />
    </>
  )
}

/**
 * The contact page below its hero. The form is the site's one React island: the page entry
 * renders it with its `client:` directive and hands it in as `form` (an Astro slot), because a
 * static view cannot hydrate anything itself. Astro writes the island's loader scripts just
 * before the component that holds the island, so the hero stays out of this one: it paints
 * before those scripts run.
 */
export function ContactView({
  site: { contact, everyPage, facts, locale },
  form,
}: {
  site: SiteContent
  /** Optional to TypeScript only: Astro passes a slot as a prop, which its type check cannot see. */
  form?: React.ReactNode
}) {
  const { details, hours, map } = contact
  return (
    <>
      {/* The blocks on the muted tone, the questions on the page's: the footer, muted, then stands
          apart from what is above it. */}
      <div className="bg-muted">
        {/* Side by side, the two columns end on one line: the two cards beside the form share what
            it adds. */}
        <Container className="grid gap-8 py-16 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
          {/* A form cannot be filled in on paper: it is not printed. */}
          <Card className="print:hidden">
            <BlockTitle id={contactFormTitleId}>{contact.form.title}</BlockTitle>
            <p className="mt-2 text-muted-foreground">{contact.form.intro}</p>
            {/* Shown by CSS when the head script has not marked <html> with `js`; unlike <noscript>,
              this also holds where scripting is blocked rather than switched off. A form that
              delivers works without a script, and needs neither notice. */}
            {!contact.deliverMessages && (
              <NoticeWithEmail
                text={contact.form.noScriptNotice}
                email={facts.contact.email}
                className="hidden no-js:block"
              />
            )}
            {/* Wherever the form can be used, and where its script files failed and it stays off. */}
            {!contact.deliverMessages && contact.form.unsentNotice && (
              <NoticeWithEmail text={contact.form.unsentNotice} email={facts.contact.email} className="no-js:hidden" />
            )}
            {form}
          </Card>
          <div className="flex flex-col gap-8">
            <Card className="grow">
              <BlockTitle>{details.title}</BlockTitle>
              <ContactList {...facts.contact} labels={everyPage.contactLabels} locale={locale} className="mt-5" />
            </Card>
            <Card className="grow">
              <BlockTitle>{hours.title}</BlockTitle>
              <div className="mt-4">
                <OpeningHoursList rows={facts.hours} closedLabel={hours.closedLabel} />
              </div>
            </Card>
          </div>
          {/* Under both columns, which end on one line. */}
          <MapPlaceholder className="lg:col-span-2">
            <BlockTitle>{map.title}</BlockTitle>
            <p className="mt-4">
              <AddressLines label={map.caption} lines={facts.contact.addressLines} locale={locale} />
            </p>
          </MapPlaceholder>
        </Container>
      </div>
      <FaqList {...contact.faq} />
    </>
  )
}

/** A notice above the form, ending with the business e-mail address as a link. */
function NoticeWithEmail({
  text,
  email,
  className,
}: {
  text: string
  email: SiteContent['facts']['contact']['email']
  className: string
}) {
  return (
    <p className={cn('mt-4 rounded-xl bg-accent p-4 text-accent-foreground forced-colors:border', className)}>
      {text}{' '}
      <a href={email.href} className="font-bold wrap-anywhere underline">
        {email.display}
      </a>
      .
    </p>
  )
}

/** The title of each block of the page's body: the form, and the three beside and under it. */
function BlockTitle({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-bold">
      {children}
    </h2>
  )
}
