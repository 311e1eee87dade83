import { ContactPage } from '~/components/pages/contact-page'
import type { RouteHandle } from '~/content'
import { contact } from '~/content/fr/contact'
import { pageMeta } from '~/lib/meta'
import { faqPageJsonLd } from '~/lib/structured-data'

import type { Route } from './+types/contact'

export const handle: RouteHandle = { locale: 'fr', page: 'contact' }

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...handle, meta: contact.meta, jsonLd: [faqPageJsonLd(contact.faq)] })

export default function ContactPageRoute() {
  return <ContactPage contact={contact} />
}
