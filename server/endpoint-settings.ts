/**
 * What the contact endpoint (server/contact-endpoint.ts) needs from the owner's content: the
 * switch, the address messages go to, its answers in each language and the pages it sends a
 * browser to. The build works them out from the content the pages read
 * (scripts/build-steps/from-the-content.ts) and writes them to build/for-hosts/contact-endpoint.json
 * (scripts/build-steps/contact-endpoint.mjs); each host's adapter reads that file, so that the
 * endpoint and the pages speak from one source and a host never parses the data files itself.
 */
import { type ContactField, contactLimits } from '../app/lib/contact-message.ts'
import { formReplyPaths, languageTags, locales, type Locale } from '../app/content/pages.ts'
import type { SiteContent } from '../app/content/types.ts'

/** Why a message was not sent, as the not-sent page's fragment names it (`/message-not-sent#email`). */
export type NotSentReason = ContactField | 'too-many' | 'not-delivered'

export interface EndpointWords {
  /** The language tag the limits are written with (5,000 or 5 000). */
  numberLocale: string
  fieldNames: Record<ContactField, string>
  problems: SiteContent['contact']['form']['problems']
  answers: SiteContent['contact']['form']['answers'] & { sent: string }
}

export interface EndpointSettings {
  deliver: boolean
  /** The business's e-mail address (business.json), where every message goes. */
  to: string
  limits: typeof contactLimits
  words: Record<Locale, EndpointWords>
  pages: Record<Locale, { sent: string; notSent: string }>
  /** The site's security headers, with a policy that allows nothing: the endpoint answers no page. */
  headers: Record<string, string>
}

export function endpointSettingsFrom(
  content: Record<Locale, SiteContent>,
  headers: Record<string, string>,
): EndpointSettings {
  const words = (locale: Locale): EndpointWords => {
    const { form } = content[locale].contact
    return {
      numberLocale: languageTags[locale],
      fieldNames: { name: form.nameLabel, email: form.emailLabel, message: form.messageLabel },
      problems: form.problems,
      answers: { ...form.answers, sent: form.toast.title },
    }
  }
  return {
    deliver: content[locales[0]].contact.deliverMessages,
    to: content[locales[0]].facts.machine.email,
    limits: contactLimits,
    words: Object.fromEntries(locales.map((locale) => [locale, words(locale)])) as Record<Locale, EndpointWords>,
    pages: formReplyPaths,
    headers,
  }
}
