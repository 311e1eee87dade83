/**
 * The contact form island's props, from one page's content (the page entry renders the island:
 * app/pages/[...path].astro). An island's props are written into the page for the browser, so it
 * gets its own words only: its heading, introduction and notices are the view's
 * (app/views/contact-view.tsx), and the words of delivery travel only when the owner has switched
 * it on. The keys keep the order the page has always written them in.
 */
import type { SiteContent } from '~/content/types'

import type { ContactForm } from './contact-form'

export function contactFormProps(site: SiteContent, labelledBy: string): Parameters<typeof ContactForm>[0] {
  const { nameLabel, emailLabel, messageLabel, submitLabel, toast, sendingLabel, failure } = site.contact.form
  return {
    content: { nameLabel, emailLabel, messageLabel, submitLabel, toast },
    labelledBy,
    notifications: site.everyPage.notifications,
    locale: site.locale,
    delivery: site.contact.deliverMessages
      ? { sendingLabel, failure, email: site.facts.contact.email, phone: site.facts.contact.phone }
      : undefined,
  }
}
