import { FaqList } from '~/components/sections/faq-list'
import { MapPlaceholder } from '~/components/sections/map-placeholder'
import { OpeningHoursList } from '~/components/sections/opening-hours'
import { PageHero } from '~/components/sections/page-hero'
import { Card } from '~/components/ui/card'
import { ContactList } from '~/components/ui/contact-list'
import { Icon } from '~/components/ui/icon'
import { Container } from '~/components/ui/section'
import { business } from '~/content/business'
import type { SiteContent } from '~/content/types'
import { contactFacts } from '~/lib/contact'

/**
 * The contact page. The form is the site's one React island: the page entry renders it with its
 * `client:` directive and hands it in as `form` (an Astro slot), because a static view cannot
 * hydrate anything itself.
 */
export function ContactView({
  site: { contact, common, locale },
  form,
}: {
  site: SiteContent
  /** Optional to TypeScript only: Astro passes a slot as a prop, which its type check cannot see. */
  form?: React.ReactNode
}) {
  const { details, hours, map } = contact
  return (
    <>
      <PageHero {...contact.hero} />
      <Container className="grid items-start gap-8 py-16 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
        {form}
        <div className="space-y-8">
          <Card>
            <h2 className="text-2xl font-bold">{details.title}</h2>
            <ContactList {...contactFacts} labels={common.contactLabels} className="mt-5" />
          </Card>
          <Card>
            <h2 className="flex items-center gap-2 text-2xl font-bold">
              <Icon name="clock" className="size-6 text-primary" />
              {hours.title}
            </h2>
            <div className="mt-4">
              <OpeningHoursList hours={business.hours} content={hours} locale={locale} />
            </div>
          </Card>
          <div>
            <h2 className="mb-4 flex items-center gap-2 text-2xl font-bold">
              <Icon name="map-pinned" className="size-6 text-primary" />
              {map.title}
            </h2>
            <MapPlaceholder caption={map.caption} addressLines={contactFacts.addressLines} />
          </div>
        </div>
      </Container>
      <FaqList {...contact.faq} />
    </>
  )
}
